import Foundation
import LeetFetch
import LeetModel

/// A realistic cache built from `../shared/corpus`: the whole problem list and every statement,
/// laid out as the contract says.
struct BenchCache {
  var root: URL
  var list: ProblemList
  /// Every question file written, by slug.
  var questionFiles: [String: URL]
  /// The statements, for in-process rendering.
  var statements: [String]
  /// A problem of median statement size: (frontend id, slug).
  var typical: (id: String, slug: String)

  /// Finds the corpus: `$LEETVIEW_CORPUS`, else `../shared/corpus` beside this checkout.
  static func corpusDirectory() -> URL? {
    if let explicit = ProcessInfo.processInfo.environment["LEETVIEW_CORPUS"] {
      return URL(fileURLWithPath: explicit)
    }
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let corpus = checkout.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    return FileManager.default.fileExists(atPath: corpus.path) ? corpus : nil
  }

  /// Writes the cache under a new temporary directory.
  static func build(from corpus: URL) throws -> BenchCache {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("leetview-bench-\(getpid())")
    try? FileManager.default.removeItem(at: root)
    let site = root.appendingPathComponent("leetcode.com")
    let questions = site.appendingPathComponent("questions")
    try FileManager.default.createDirectory(at: questions, withIntermediateDirectories: true)

    let listLines = try Data(contentsOf: corpus.appendingPathComponent("problemset.jsonl"))
      .split(separator: UInt8(ascii: "\n"))
    let listData = Data("[".utf8) + Data(listLines.joined(separator: Data(",".utf8))) + Data("]".utf8)
    let list = try ProblemList.decode(listData)
    try list.encoded(fetchedAt: Date()).write(to: site.appendingPathComponent("problemset.json"))

    var files: [String: URL] = [:]
    var statements: [String] = []
    var sized: [(size: Int, id: String, slug: String)] = []
    let questionLines = try Data(contentsOf: corpus.appendingPathComponent("questions.jsonl"))
      .split(separator: UInt8(ascii: "\n"))
    for line in questionLines {
      let body = Data("{\"data\":{\"question\":".utf8) + line + Data("}}".utf8)
      guard let problem = try? ProblemDecoder.decode(body) else { continue }
      let file = questions.appendingPathComponent("\(problem.titleSlug).json")
      try body.write(to: file)
      files[problem.titleSlug] = file
      if let content = problem.content {
        statements.append(content)
        if let id = problem.frontendID { sized.append((content.utf8.count, id, problem.titleSlug)) }
      }
    }
    // A page of well over 2,000 wrapped lines, generated, for the scrolling figure.
    let longLines = (1...2200).map { "step \($0): move the window one place and update the running total" }
    let longPage: [String: Any] = [
      "data": [
        "question": [
          "questionFrontendId": "90001", "title": "Long Page", "titleSlug": "bench-long-page",
          "difficulty": "Hard", "content": "<pre>\n" + longLines.joined(separator: "\n") + "\n</pre>",
        ]
      ]
    ]
    try JSONSerialization.data(withJSONObject: longPage)
      .write(to: questions.appendingPathComponent("bench-long-page.json"))
    sized.sort { $0.size < $1.size }
    let middle = sized[sized.count / 2]
    return BenchCache(
      root: root, list: list, questionFiles: files, statements: statements,
      typical: (middle.id, middle.slug))
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}
