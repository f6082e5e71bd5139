import CPictureFixtures
import Foundation
import LeetPicture
import LeetPictureClient
import TermCore

/// Pictures: decode and fit into cells (in process), and the helper's peak memory for a large one.
enum PictureBenchmark {
  /// A diagram-like picture (white, circles and lines, as LeetCode's trees are drawn), RGBA.
  static func diagram(width: Int, height: Int) -> [UInt8] {
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    let radius = Double(min(width, height)) / 12
    let centres = (0..<7).map { i in
      (Double(width) * Double(i + 1) / 8, Double(height) * (i % 2 == 0 ? 0.3 : 0.7))
    }
    for y in 0..<height {
      for x in 0..<width {
        for (cx, cy) in centres {
          let d = ((Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy)).squareRoot()
          if d < radius {
            let i = 4 * (y * width + x)
            let ring = d > radius - 3
            rgba[i] = ring ? 20 : 120
            rgba[i + 1] = ring ? 20 : 180
            rgba[i + 2] = ring ? 20 : 240
          }
        }
        if abs(y - height / 2) < 2 || abs(x - width / 2) < 2 {
          let i = 4 * (y * width + x)
          rgba[i] = 0
          rgba[i + 1] = 0
          rgba[i + 2] = 0
        }
      }
    }
    return rgba
  }

  static func png(width: Int, height: Int) -> [UInt8] {
    var size = 0
    guard
      let bytes = lv_fixture_png(
        diagram(width: width, height: height), Int32(width), Int32(height), 2, 8, 0, &size)
    else { return [] }
    defer { free(bytes) }
    return Array(UnsafeBufferPointer(start: bytes, count: size))
  }

  static func jpeg(width: Int, height: Int) -> [UInt8] {
    var size = 0
    guard
      let bytes = lv_fixture_jpeg(
        diagram(width: width, height: height), Int32(width), Int32(height), 0, 0, &size)
    else { return [] }
    defer { free(bytes) }
    return Array(UnsafeBufferPointer(start: bytes, count: size))
  }

  /// Runs the picture figures alone when asked; false otherwise.
  ///
  /// `leetview-bench pictures` prints them; `leetview-bench picture-draws N png|jpeg` draws the
  /// 600x400 picture N times and prints nothing (for `valgrind --tool=callgrind`: subtract a run
  /// with N = 0).
  static func runAlone(_ arguments: [String]) -> Bool {
    switch arguments.dropFirst().first {
    case "pictures":
      let binaries = URL(fileURLWithPath: arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
      printTable(run(binaries: binaries))
      return true
    case "picture-draws":
      let count = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
      let bytes =
        arguments.count > 3 && arguments[3] == "jpeg"
        ? jpeg(width: 600, height: 400) : png(width: 600, height: 400)
      for _ in 0..<count { _ = PictureDrawer.draw(bytes, maxColumns: 80, maxRows: 40, mode: .trueColor) }
      return true
    default:
      return false
    }
  }

  static func run(binaries: URL, runs: Int = 31) -> [Figure] {
    let small = png(width: 600, height: 400)
    let photo = jpeg(width: 600, height: 400)
    let large = png(width: 2270, height: 1785)
    var figures = [
      timing("decode+fit a 600x400 PNG into 80x40 cells", small, runs: runs, target: 10),
      timing("decode+fit a 600x400 JPEG into 80x40 cells", photo, runs: runs, target: 10),
      timing("decode+fit a 2270x1785 PNG into 80x40 cells", large, runs: 11, target: 100),
    ]
    // The same pictures to an image on screen: decoded, scaled to the cells' pixels (10 x 20 a
    // cell, 800 x 800), encoded; against the cells above (kitty's PNG, xterm's sixel).
    for format in [PictureGraphics.Format.png, .sixel] {
      let graphics = PictureGraphics(format: format, cellWidth: 10, cellHeight: 20)
      let name = format == .png ? "a PNG for kitty" : "sixel for xterm"
      figures.append(
        timing("600x400 PNG to \(name), 80x40 cells", small, runs: runs, target: 30, graphics: graphics))
      figures.append(
        timing("2270x1785 PNG to \(name), 80x40 cells", large, runs: 11, target: 150, graphics: graphics))
    }
    figures += GraphicsFrameBenchmark.run(picture: small)
    figures += helperFigures(binaries: binaries, small: small, large: large)
    return figures
  }

  /// The median time of drawing `bytes` (24-bit) `runs` times, as cells or encoded in `graphics`.
  static func timing(
    _ name: String, _ bytes: [UInt8], runs: Int, target: Double, graphics: PictureGraphics? = nil
  ) -> Figure {
    var times: [Double] = []
    for _ in 0..<runs {
      let start = now()
      let drawn = PictureDrawer.draw(bytes, maxColumns: 80, maxRows: 40, mode: .trueColor, graphics: graphics)
      times.append((now() - start) * 1000)
      if case .failure(let failure) = drawn {
        return Figure(
          name: name, median: "failed", spread: failure.message,
          target: "≤ \(Int(clampingFinite: target) ?? 0) ms", met: false)
      }
    }
    let samples = Samples(values: times)
    return Figure(
      name: name, median: Figure.format(samples.median, unit: "ms"),
      spread: Figure.format(samples.spread, unit: "ms"),
      target: "≤ \(Int(clampingFinite: target) ?? 0) ms", met: samples.median <= target)
  }

  /// The helper's wall time for one picture, and its peak memory for the large picture above its
  /// peak for a 1x1 one (the baseline), both through GNU time.
  static func helperFigures(binaries: URL, small: [UInt8], large: [UInt8]) -> [Figure] {
    let helper = binaries.appendingPathComponent("leetview-picture")
    guard FileManager.default.isExecutableFile(atPath: helper.path) else {
      return [Figure(name: "leetview-picture", median: "not built", spread: "", target: "", met: false)]
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "leetview-bench-pictures-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var peaks: [String: Int] = [:]
    for (name, bytes) in [("tiny", png(width: 1, height: 1)), ("small", small), ("large", large)] {
      let file = directory.appendingPathComponent(name + ".png")
      let request = directory.appendingPathComponent(name + ".request")
      try? Data(bytes).write(to: file)
      try? Data("24 80 40 \(file.path)\n".utf8).write(to: request)
      // GNU time runs the helper through a shell so that the request reaches its stdin.
      peaks[name] = ChildProcess.peakMemory(
        "/bin/sh", ["-c", "exec \"$0\" < \"$1\" > /dev/null", helper.path, request.path])
    }
    var times: [Double] = []
    let client = PictureClient(helper: helper)
    let request = PictureRequest(
      file: directory.appendingPathComponent("small.png"), maxColumns: 80, maxRows: 40, mode: .trueColor)
    for _ in 0..<9 {
      let start = now()
      _ = client.draw(request)
      times.append((now() - start) * 1000)
    }
    let samples = Samples(values: times)
    var figures = [
      Figure(
        name: "helper process: start, draw a 600x400 PNG, answer",
        median: Figure.format(samples.median, unit: "ms"),
        spread: Figure.format(samples.spread, unit: "ms"), target: "n/a", met: nil)
    ]
    if let tiny = peaks["tiny"], let big = peaks["large"] {
      let above = Double(big - tiny) / 1024
      figures.append(
        Figure(
          name: "helper peak RSS, 2270x1785 PNG above a 1x1 one",
          median: Figure.format(above, unit: "MB", digits: 1),
          spread: "baseline \(Figure.format(Double(tiny) / 1024, unit: "MB", digits: 1))", target: "≤ 64 MB",
          met: above <= 64))
    }
    return figures
  }
}
