import Foundation
import LeetFetch

/// A problem with two cached pictures in a pseudo-terminal: the first frame, and the frame with
/// both pictures drawn, against the same problem with `--no-images`.
enum PicturePageBenchmark {
  static let slug = "bench-pictures"
  static let pictures = [
    "https://assets.leetcode.com/uploads/bench-tree.png",
    "https://assets.leetcode.com/uploads/bench-graph.png",
  ]

  /// Writes the problem (the typical statement with two pictures in it) and the two pictures.
  static func install(in cache: BenchCache) throws {
    let site = cache.root.appendingPathComponent("leetcode.com")
    let images = site.appendingPathComponent("images")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    let fetcher = PictureFetcher(
      directory: images, mirror: nil, transport: HelperProcessTransport(environment: [:]))
    for url in pictures {
      guard let address = URL(string: url) else { continue }
      try Data(PictureBenchmark.png(width: 600, height: 400)).write(to: fetcher.file(for: address))
    }
    let typical = cache.questionFiles[cache.typical.slug].flatMap { try? Data(contentsOf: $0) }
    let statement =
      typical.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
      .flatMap { ($0["data"] as? [String: Any])?["question"] as? [String: Any] }
      .flatMap { $0["content"] as? String } ?? "<p>A statement.</p>"
    let content =
      "<p>Before the pictures.</p><p><img alt=\"tree\" src=\"\(pictures[0])\"></p>" + statement
      + "<p><img alt=\"graph\" src=\"\(pictures[1])\"></p>"
    let question: [String: Any] = [
      "data": [
        "question": [
          "questionFrontendId": "90002", "title": "Pictures", "titleSlug": slug,
          "difficulty": "Medium", "content": content,
        ]
      ]
    ]
    try JSONSerialization.data(withJSONObject: question)
      .write(to: site.appendingPathComponent("questions/\(slug).json"))
  }

  static func run(cache: BenchCache, binaries: URL, runs: Int) -> [Figure] {
    do {
      try install(in: cache)
    } catch {
      return []
    }
    let leetview = binaries.appendingPathComponent("leetview").path
    let base = ["--offline", "--cache", cache.root.path]
    var without: [Double] = []
    var first: [Double] = []
    var drawn: [Double] = []
    for _ in 0..<runs {
      if let terminal = PseudoTerminal(leetview, base + ["--no-images", slug], columns: 120, rows: 40) {
        if let last = terminal.read(quiet: 0.3).last { without.append((last.time - terminal.started) * 1000) }
        terminal.finish()
      }
      if let terminal = PseudoTerminal(leetview, base + [slug], columns: 120, rows: 40) {
        let chunks = terminal.read(quiet: 0.3)
        // The first frame ends at the first pause in the output (the pictures come later).
        var end = chunks.first?.time
        for (previous, next) in zip(chunks, chunks.dropFirst()) {
          if next.time - previous.time > 0.005 { break }
          end = next.time
        }
        if let end { first.append((end - terminal.started) * 1000) }
        if let last = chunks.last { drawn.append((last.time - terminal.started) * 1000) }
        terminal.finish()
      }
    }
    let plain = Samples(values: without)
    let start = Samples(values: first)
    let pictured = Samples(values: drawn)
    return [
      Figure(
        name: "first frame, problem with 2 cached pictures, 120x40 pty",
        median: Figure.format(start.median, unit: "ms"), spread: Figure.format(start.spread, unit: "ms"),
        target: "≤ 2 × without (\(Figure.format(2 * plain.median, unit: "ms")))",
        met: start.median <= 2 * plain.median),
      Figure(
        name: "start to both pictures drawn (without: \(Figure.format(plain.median, unit: "ms")))",
        median: Figure.format(pictured.median, unit: "ms"),
        spread: Figure.format(pictured.spread, unit: "ms"), target: "n/a (background)", met: nil),
    ]
  }
}
