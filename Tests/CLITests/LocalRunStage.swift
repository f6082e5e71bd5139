import Foundation
import LeetTestSupport
import Testing

/// What the local-run tests start from: a cache holding the team's fixture problems
/// (`Tests/LocalRunFixtures/questions`) and their problem list, a home, and a fake LeetCode on
/// loopback that must receive nothing.
struct LocalRunStage {
  let root: URL
  let fake: FakeLeetCode

  /// The fixtures folder.
  static let fixtures = Corpus.repositoryRoot.appendingPathComponent("Tests/LocalRunFixtures")

  /// A fixture solution: `Tests/LocalRunFixtures/solutions/<problem>/<variant>`.
  static func solution(_ problem: String, _ variant: String) -> URL {
    fixtures.appendingPathComponent("solutions/\(problem)/\(variant)")
  }

  /// Every fixture solution file named `variant` (without extension), as `<problem>/<file>`.
  static func solutions(named variant: String) -> [String] {
    let folder = fixtures.appendingPathComponent("solutions")
    let problems = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return problems.sorted().flatMap { problem in
      let files =
        (try? FileManager.default.contentsOfDirectory(
          atPath: folder.appendingPathComponent(problem).path)) ?? []
      return files.filter { ($0 as NSString).deletingPathExtension == variant }.sorted()
        .map { "\(problem)/\($0)" }
    }
  }

  /// The Debian package's program each extension needs, to skip where it is absent.
  static func program(forFile file: String) -> String {
    switch (file as NSString).pathExtension {
    case "cpp": "g++"
    case "java": "javac"
    case "js": "node"
    case "rs": "rustc"
    default: "python3"
    }
  }

  /// Whether the toolchain a file needs is installed.
  static func hasToolchain(forFile file: String) -> Bool {
    file.hasSuffix(".rs") ? rust != nil : Tool.path(program(forFile: file)) != nil
  }

  /// The toolchains of the five languages that are not installed, for a skipped test's reason
  /// (empty when all are).
  static let missingToolchains: String = {
    let missing = ["right.py", "right.cpp", "right.java", "right.js", "right.rs"]
      .filter { !hasToolchain(forFile: $0) }.map(program(forFile:))
    return missing.isEmpty ? "" : missing.joined(separator: ", ") + " not installed"
  }()

  /// Whether all five languages' toolchains are installed.
  static var hasEveryToolchain: Bool { missingToolchains.isEmpty }

  /// A test of the five languages runs where all their toolchains are installed, else is skipped
  /// naming those missing.
  static var everyToolchain: ConditionTrait {
    .enabled(if: hasEveryToolchain, Comment(rawValue: missingToolchains))
  }

  /// The right solutions of the fixture problems numbered `ids` (`"9001"`), every language's.
  static func rightSolutions(_ ids: String...) -> [String] {
    solutions(named: "right").filter { fixture in ids.contains { fixture.hasPrefix($0 + ".") } }
  }

  /// The folder holding rustc, and the rustup home it needs, or nil when neither is installed
  /// (by rustup under `~/.cargo/bin`, or the Debian package rustc).
  static let rust: (folder: String, rustupHome: String?)? = {
    let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
    for folder in ["/usr/bin", "/usr/local/bin", home + "/.cargo/bin"]
    where FileManager.default.isExecutableFile(atPath: folder + "/rustc") {
      let rustup = ProcessInfo.processInfo.environment["RUSTUP_HOME"] ?? home + "/.rustup"
      return (folder, FileManager.default.fileExists(atPath: rustup) ? rustup : nil)
    }
    return nil
  }()

  init() throws {
    root = try BinaryRunner.temporaryDirectory("leetview-localrun")
    fake = try FakeLeetCode()
    let questions = root.appendingPathComponent("cache/leetcode.com/questions")
    try FileManager.default.createDirectory(at: questions, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("no-bundled-cache"), withIntermediateDirectories: true)
    var rows: [[String: Any]] = []
    let source = Self.fixtures.appendingPathComponent("questions")
    for name in try FileManager.default.contentsOfDirectory(atPath: source.path).sorted() {
      let data = try Data(contentsOf: source.appendingPathComponent(name))
      try data.write(to: questions.appendingPathComponent(name))
      let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      let question = (json?["data"] as? [String: Any])?["question"] as? [String: Any] ?? [:]
      rows.append([
        "frontendQuestionId": question["questionFrontendId"] ?? "", "title": question["title"] ?? "",
        "titleSlug": question["titleSlug"] ?? "", "difficulty": "Easy", "paidOnly": false,
        "acRate": 50.0, "topicTags": [],
      ])
    }
    let list: [String: Any] = ["fetchedAt": "2026-12-01T00:00:00Z", "questions": rows]
    try JSONSerialization.data(withJSONObject: list).write(
      to: root.appendingPathComponent("cache/leetcode.com/problemset.json"))
  }

  /// The environment of a run: this stage's cache, config and home, the fake as endpoint.
  var environment: [String: String] {
    [
      "LEETVIEW_ENDPOINT": fake.baseURL,
      "LEETVIEW_CACHE_DIR": root.appendingPathComponent("cache").path,
      "LEETVIEW_BUNDLED_CACHE": root.appendingPathComponent("no-bundled-cache").path,
      "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
      "HOME": root.path,
    ]
  }

  /// Runs `leetview --offline test --local <file> <extra>` (a fixture, `<problem>/<file>`, or a
  /// full path); a Rust file finds rustc where it is.
  func runLocal(_ fixture: String, _ extra: [String] = [], offline: Bool = true, path: String? = nil)
    throws -> BinaryRunner.Result
  {
    let file =
      fixture.hasPrefix("/") ? fixture : Self.fixtures.appendingPathComponent("solutions/\(fixture)").path
    var environment = environment
    if fixture.hasSuffix(".rs"), let rust = Self.rust {
      environment["PATH"] = rust.folder + ":/usr/bin:/bin"
      if let home = rust.rustupHome { environment["RUSTUP_HOME"] = home }
    }
    if let path { environment["PATH"] = path }
    return try BinaryRunner.run(
      (offline ? ["--offline"] : []) + ["test", "--local", file] + extra, environment: environment,
      timeout: 180)
  }

  /// Runs `fixture` locally (as `runLocal`) on a stage of its own, then cleans it up.
  static func runOnce(_ fixture: String, _ extra: [String] = []) throws -> BinaryRunner.Result {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    return try stage.runLocal(fixture, extra)
  }

  /// Caches one more question, `id` and `slug`, whose metaData is `metaData`, and lists it.
  func addQuestion(id: String, slug: String, metaData: String) throws {
    let question: [String: Any] = [
      "questionId": "1\(id)", "questionFrontendId": id, "title": slug, "titleSlug": slug,
      "difficulty": "Easy", "isPaidOnly": false, "content": "<p>A problem.</p>",
      "exampleTestcases": "[1,2]\n3", "metaData": metaData,
    ]
    let site = root.appendingPathComponent("cache/leetcode.com")
    try JSONSerialization.data(withJSONObject: ["data": ["question": question]]).write(
      to: site.appendingPathComponent("questions/\(slug).json"))
    let listFile = site.appendingPathComponent("problemset.json")
    var list = try JSONSerialization.jsonObject(with: Data(contentsOf: listFile)) as? [String: Any] ?? [:]
    let row: [String: Any] = [
      "frontendQuestionId": id, "title": slug, "titleSlug": slug, "difficulty": "Easy",
      "paidOnly": false, "acRate": 50.0, "topicTags": [],
    ]
    list["questions"] = (list["questions"] as? [[String: Any]] ?? []) + [row]
    try JSONSerialization.data(withJSONObject: list).write(to: listFile)
  }

  /// Writes a solution file of problem `id` in `language` (`python3`, `cpp`, ...) holding `code`
  /// between the markers, under the stage, and returns its path.
  func writeSolution(id: String, language: String, fileExtension: String, code: String) throws -> String {
    let comment = ["python3": "#"][language] ?? "//"
    let text = [
      "\(comment) @lc app=leetcode id=\(id) lang=\(language)", "\(comment) @lc code=start", code,
      "\(comment) @lc code=end", "",
    ].joined(separator: "\n")
    let file = root.appendingPathComponent("solutions/\(id)-\(language).\(fileExtension)")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  /// The cached judge answers file of `slug`.
  func answersFile(_ slug: String) -> URL {
    root.appendingPathComponent("cache/leetcode.com/answers/\(slug).json")
  }

  func cleanUp() {
    fake.stop()
    try? FileManager.default.removeItem(at: root)
  }
}
