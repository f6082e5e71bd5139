import Foundation
import LeetTestSupport
import Testing

/// Statement pictures in real terminals under Xvfb: xterm `-ti vt340` (sixel) and kitty, each
/// asked by leetview at start (`--pictures auto`); the screen read back shows the picture where
/// the page puts it, like the source, and shows none of it once it has scrolled off or leetview
/// has quit.
@Suite(.serialized, .enabled(if: XvfbScreen.isInstalled, XvfbScreen.absentReason))
struct XvfbPictureTests {

  /// The source: 640 x 320, a black frame, a green square in the middle (TestPicture).
  static let sourceWidth = 640
  static let sourceHeight = 320

  /// Whether the pixel at `x`, `y` of `screen` is the green square's colour.
  static func isGreen(_ screen: [UInt8], x: Int, y: Int) -> Bool {
    let i = 3 * (y * XvfbScreen.width + x)
    let (r, g, b) = (Int(screen[i]), Int(screen[i + 1]), Int(screen[i + 2]))
    return g > 110 && r < 90 && b < 110 && g - r > 60
  }

  /// The bounding box of the green square's pixels on `screen`; nil when there are too few or
  /// they do not fill it.
  static func greenBox(_ screen: [UInt8]) -> (x: Range<Int>, y: Range<Int>, count: Int)? {
    var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1, count = 0
    for y in 0..<XvfbScreen.height {
      for x in 0..<XvfbScreen.width {
        guard isGreen(screen, x: x, y: y) else { continue }
        count += 1
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    // The square, filled: not green text ("Easy") while the picture is still coming.
    guard count > 1600 else { return nil }
    let area = (maxX - minX + 1) * (maxY - minY + 1)
    guard Double(count) > 0.8 * Double(area) else { return nil }
    return (minX..<(maxX + 1), minY..<(maxY + 1), count)
  }

  /// The correlation of the screen's grey picture area (found from the green square: it spans
  /// the middle quarter of the source's width, half its height) with the source's, 64 x 32.
  static func correlation(_ screen: [UInt8], _ box: (x: Range<Int>, y: Range<Int>, count: Int)) -> Double {
    let scale = Double(box.y.count) / Double(sourceHeight / 2)
    let left = Double(box.x.lowerBound) - 240 * scale
    let top = Double(box.y.lowerBound) - 80 * scale
    var a: [Double] = []
    var b: [Double] = []
    for gy in 0..<32 {
      for gx in 0..<64 {
        let sx = (Double(gx) + 0.5) * Double(sourceWidth) / 64
        let sy = (Double(gy) + 0.5) * Double(sourceHeight) / 32
        let x = Int(left + sx * scale)
        let y = Int(top + sy * scale)
        guard (0..<XvfbScreen.width).contains(x), (0..<XvfbScreen.height).contains(y) else { return 0 }
        let i = 3 * (y * XvfbScreen.width + x)
        a.append(Double(screen[i]) * 0.3 + Double(screen[i + 1]) * 0.59 + Double(screen[i + 2]) * 0.11)
        b.append(expectedGrey(x: Int(sx), y: Int(sy)))
      }
    }
    let meanA = a.reduce(0, +) / Double(a.count)
    let meanB = b.reduce(0, +) / Double(b.count)
    let cov = zip(a, b).reduce(0) { $0 + ($1.0 - meanA) * ($1.1 - meanB) }
    let varA = a.reduce(0) { $0 + ($1 - meanA) * ($1 - meanA) }
    let varB = b.reduce(0) { $0 + ($1 - meanB) * ($1 - meanB) }
    return cov / max(1e-9, (varA * varB).squareRoot())
  }

  /// The source's grey at a pixel, as TestPicture draws it.
  static func expectedGrey(x: Int, y: Int) -> Double {
    let frame = x < 4 || y < 4 || x >= sourceWidth - 4 || y >= sourceHeight - 4
    let square = abs(x - sourceWidth / 2) < sourceHeight / 4 && abs(y - sourceHeight / 2) < sourceHeight / 4
    return frame ? 0 : square ? 20 * 0.3 + 160 * 0.59 + 60 * 0.11 : 255
  }

  /// A shell script in `setup`'s folder exporting its environment (the fake site's pictures
  /// mirrored from it), then running `lines`.
  static func script(_ setup: FetchEndToEndTests.Setup, _ lines: [String]) throws -> URL {
    let script = setup.root.appendingPathComponent("run.sh")
    var text = ["#!/bin/sh"]
    for (key, value) in setup.environment.merging(["LEETVIEW_ASSET_MIRROR": setup.fake.baseURL]) { $1 } {
      text.append("export \(key)='\(value)'")
    }
    try ((text + lines).joined(separator: "\n") + "\n").write(to: script, atomically: true, encoding: .utf8)
    chmod(script.path, 0o755)
    return script
  }

  /// xterm as a VT340 (sixel), 80 x 24, running `command`.
  static func xterm(_ command: [String]) -> [String] {
    ["-ti", "vt340", "-geometry", "80x24+0+0", "-fa", "Monospace", "-fs", "10", "-e"] + command
  }

  /// kitty, 80 x 24, running `command`.
  static func kitty(_ command: [String]) -> [String] {
    ["-o", "initial_window_width=80c", "-o", "initial_window_height=24c", "-o", "font_size=10"] + command
  }

  /// kitty's environment under Xvfb: OpenGL drawn in software.
  static let kittyEnvironment = ["LIBGL_ALWAYS_SOFTWARE": "1"]

  /// Runs leetview on the fake site's problem 1 in `terminal` under Xvfb, checks the picture
  /// and its lifetime.
  static func check(
    terminal: String, environment: [String: String] = [:], arguments: (String) -> [String]
  ) throws {
    let fake = try PrintedPictureTests.site(width: sourceWidth, height: sourceHeight)
    let setup = try FetchEndToEndTests.Setup(fake: fake)
    defer { setup.cleanUp() }
    let ttyFile = setup.root.appendingPathComponent("tty")
    let script = try Self.script(
      setup, ["tty > '\(ttyFile.path)'", "exec '\(BinaryRunner.executable.path)' --pictures auto 1"])
    let screen = try XvfbScreen()
    defer { screen.close() }
    try screen.open(terminal, arguments(script.path), environment: environment)
    // Sixel arrives in bands: the picture is whole when two captures in a row find it the same.
    var previous: (x: Range<Int>, y: Range<Int>, count: Int)?
    let (box, shown) = try screen.wait { pixels -> ((x: Range<Int>, y: Range<Int>, count: Int), [UInt8])? in
      let box = greenBox(pixels)
      defer { previous = box }
      guard let box, let before = previous, before == box else { return nil }
      return (box, pixels)
    }
    let found = correlation(shown, box)
    #expect(found > 0.85, "correlation \(found) in \(terminal), green square at \(box)")
    // Square, as the source's square is: drawn in pixels at the page's size.
    #expect(abs(Double(box.x.count) / Double(box.y.count) - 1) < 0.15, "\(box)")
    // Scrolled to the end (the page is short: G brings the text up), then quit: no green stays.
    try XvfbScreen.waitFor(seconds: 10) { FileManager.default.fileExists(atPath: ttyFile.path) }
    let tty = try String(contentsOf: ttyFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    try XvfbScreen.type("q", into: tty)
    _ = try screen.wait { greenBox($0) == nil ? true : nil }
  }

  @Test(.enabled(if: XvfbScreen.which("xterm") != nil, "skipped: xterm is not installed"))
  func xtermVT340ShowsThePictureInSixelAndTakesItOffOnQuit() throws {
    try Self.check(terminal: "xterm") { Self.xterm([$0]) }
  }

  @Test(.enabled(if: XvfbScreen.which("kitty") != nil, "skipped: kitty is not installed"))
  func kittyShowsThePictureAndTakesItOffOnQuit() throws {
    try Self.check(terminal: "kitty", environment: Self.kittyEnvironment) { Self.kitty([$0]) }
  }
}
