import Foundation
import LeetFetch
import LeetTestSupport
import Testing

@testable import LeetApp
@testable import LeetModel
@testable import LeetUI

/// The runner of `d` and `R` in-process, over the real context, workspace and cache against the
/// fake LeetCode on loopback: a restore writes the code between the markers and keeps the old
/// file beside it (never over an older backup); saying no writes nothing; another language is
/// refused; the diff reads the file's code.
@Suite(.timeLimit(.minutes(1))) struct PastCodeRunnerTests {
  /// The code of submission 501, as the fake's JSON holds it, and as it is restored.
  static let code = "class Solution:\\n    def pair(self, pebbles, goal):\\n        return 501\\n"
  static let restored = "class Solution:\n    def pair(self, pebbles, goal):\n        return 501\n"
  /// A harness the user keeps below the end marker.
  static let harness = "\nprint(Solution().pair([1], 1))\n"

  /// A scene whose fake serves Pebble Pairs and the submissions 501, 502 (Python) and 503 (C++).
  static func scene() throws -> RunnerScene {
    let fake = try FakeLeetCode()
    fake.serveQuestion("pebble-pairs", body: FakeJudgeFixtures.question())
    let cpp = String(decoding: FakeHistoryFixtures.accepted(503), as: UTF8.self).replacing(
      #""name":"python3","verboseName":"Python3""#, with: #""name":"cpp","verboseName":"C++""#)
    fake.serveHistory(
      FakeHistory(details: [
        501: FakeHistoryFixtures.accepted(501, code: code),
        502: FakeHistoryFixtures.accepted(502, code: "class Solution:\\n    pass\\n"), 503: Data(cpp.utf8),
      ]))
    return try RunnerScene(fake: fake)
  }

  /// The runner over a signed-in context of `scene`, Pebble Pairs, and its solution file written
  /// from the template with the harness below it.
  static func runner(_ scene: RunnerScene) throws -> (PastCodeRunner, Problem, URL) {
    let context = try scene.context(signedIn: true)
    let problem = try context.service.load("pebble-pairs").problem
    let file = try context.writeSolutionIfAbsent(try context.solutionTarget(for: problem))
    let handle = try FileHandle(forWritingTo: file)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(harness.utf8))
    try handle.close()
    return (PastCodeRunner(services: context), problem, file)
  }

  /// `file` as the interface names it: under the scene's home, as `~`.
  static func shown(_ file: URL) -> String { "~/work/" + file.lastPathComponent }

  /// Every file of the workspace with its bytes.
  static func workspace(_ scene: RunnerScene) throws -> [String: Data] {
    let names = try FileManager.default.contentsOfDirectory(atPath: scene.workspace.path)
    return Dictionary(
      uniqueKeysWithValues: try names.map {
        ($0, try Data(contentsOf: scene.workspace.appendingPathComponent($0)))
      })
  }

  @Test func aRestoreWritesBetweenTheMarkersAndKeepsTheOldFileBesideNeverOverAnOlderBackup() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let (runner, problem, file) = try Self.runner(scene)
    chmod(file.path, 0o640)
    let old = try Data(contentsOf: file)
    let text = String(decoding: old, as: UTF8.self)
    let head = try #require(text.range(of: "# @lc code=start\n")).upperBound
    let tail = try #require(text.range(of: "# @lc code=end\n")).lowerBound
    let name = file.lastPathComponent
    let answer = runner.action(for: .restore(id: "501"), problem)
    #expect(answer == .restored(path: Self.shown(file), backup: name + ".bak"), "\(answer)")
    let written = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    #expect(written == String(text[..<head]) + Self.restored + String(text[tail...]))
    #expect(written.hasSuffix("# @lc code=end\n" + Self.harness))
    #expect(try Data(contentsOf: file.appendingPathExtension("bak")) == old)
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    #expect(mode == 0o640, "the file keeps its mode")

    // A second restore keeps the first backup as it was and takes the next name.
    #expect(
      runner.action(for: .restore(id: "502"), problem)
        == .restored(path: Self.shown(file), backup: name + ".bak.1"))
    #expect(try Data(contentsOf: file.appendingPathExtension("bak")) == old)
    #expect(
      String(decoding: try Data(contentsOf: file.appendingPathExtension("bak.1")), as: UTF8.self) == written)
    #expect(
      SolutionFile.parse(try String(contentsOf: file, encoding: .utf8)).code == "class Solution:\n    pass\n")
    #expect(
      Set(try Self.workspace(scene).keys) == [name, name + ".bak", name + ".bak.1"], "no temporary left")
  }

  @Test func sayingNoLeavesTheWorkspaceUntouchedAndYesRestores() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let (runner, problem, file) = try Self.runner(scene)
    let before = try Self.workspace(scene)
    var state = ProblemState(
      page: ProblemPage(problem: problem, language: .english), slug: problem.titleSlug,
      selected: .submissions,
      size: .init(width: 80, height: 24),
      settings: .init(animated: false, language: .english, offline: false),
      theme: Theme(usesColor: false))
    let row = Submission(
      id: "501", status: "Accepted", language: "Python3", runtime: nil, memory: nil, date: nil)
    let snapshot = SubmissionsSnapshot(
      fetchedAt: nil, submissions: [row], hasMore: false, lastKey: nil, details: [:])
    _ = reduce(
      &state,
      .segmentResult(.submissions, .load, .loaded(.submissions(snapshot), staleBecause: nil, at: Date())))
    /// What the keys ask for, carried out by the runner as the interface would.
    func press(_ keys: Character...) {
      for key in keys {
        for case .pastCode(let work) in reduce(&state, .key(.character(key))) {
          _ = reduce(&state, .pastCode(runner.action(for: work, problem)))
        }
      }
    }
    press("R", "n")
    #expect(try Self.workspace(scene) == before)
    #expect(state.message == .pastCode(.notRestored))
    press("R", "y")
    #expect(try Data(contentsOf: file.appendingPathExtension("bak")) == before[file.lastPathComponent])
    #expect(SolutionFile.parse(try String(contentsOf: file, encoding: .utf8)).code == Self.restored)
    #expect(
      state.message == .pastCode(.restored(path: Self.shown(file), backup: file.lastPathComponent + ".bak")))
  }

  @Test func aSubmissionInAnotherLanguageIsRefusedAndNothingIsWritten() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let (runner, problem, file) = try Self.runner(scene)
    let before = try Self.workspace(scene)
    let answer = runner.action(for: .restore(id: "503"), problem)
    #expect(
      answer
        == .failed(
          "Submission 503 is C++, and the solution file \(file.lastPathComponent) is Python3: nothing was written"
        ),
      "\(answer)")
    #expect(try Self.workspace(scene) == before)
  }

  @Test func aFileWithoutMarkersIsReplacedWholeAndAMissingOneIsWrittenWithItsHeader() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let (runner, problem, file) = try Self.runner(scene)
    try Data("print('mine')\n".utf8).write(to: file)
    _ = runner.action(for: .restore(id: "501"), problem)
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.restored)
    #expect(try String(contentsOf: file.appendingPathExtension("bak"), encoding: .utf8) == "print('mine')\n")
    try FileManager.default.removeItem(at: file)
    #expect(
      runner.action(for: .restore(id: "501"), problem) == .restored(path: Self.shown(file), backup: nil))
    let parsed = SolutionFile.parse(try String(contentsOf: file, encoding: .utf8))
    #expect(parsed.code == Self.restored && parsed.languageSlug == "python3")
  }

  @Test func theDiffReadsTheFilesCodeAndWithoutAFileSaysWhereItWouldBe() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let (runner, problem, file) = try Self.runner(scene)
    guard case .diffReady(let old, let new) = runner.action(for: .diffWithFile(id: "501"), problem) else {
      Issue.record("no diff")
      return
    }
    #expect(old.text == Self.restored && new.label == .solutionFile(file.lastPathComponent))
    #expect(new.text == SolutionFile.parse(try String(contentsOf: file, encoding: .utf8)).code)
    #expect(!new.text.contains("print(Solution()"), "the harness below the markers is not the code")
    try FileManager.default.removeItem(at: file)
    #expect(runner.action(for: .diffWithFile(id: "501"), problem) == .noSolutionFile(path: Self.shown(file)))
    let two = runner.action(for: .diffSubmissions(old: "501", new: "502"), problem)
    #expect(
      scene.fake.operations.filter { $0 == "submissionDetails" }.count == 2, "each fetched once, then cached")
    guard case .diffReady(let first, let second) = two else {
      Issue.record("no diff of two")
      return
    }
    #expect(first.text == Self.restored && second.text == "class Solution:\n    pass\n")
  }
}
