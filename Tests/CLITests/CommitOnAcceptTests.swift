import Foundation
import LeetTestSupport
import Testing

/// `"commitOnAccept": true`: an accepted `leetview submit` is committed to the config's `exportDir`
/// at once, the built binary against a fake judge and archive, into a real git repository.
@Suite struct CommitOnAcceptTests {
  static let session = "accept-probe-session-51e0aa"
  static let token = "accept-probe-csrf-c3d9f2"

  /// A fake LeetCode that judges the submit accepted and then lists it in its archive.
  struct Setup {
    let base: FetchEndToEndTests.Setup
    let judge: FakeJudge
    let archive: FakeSubmissionArchive
    var repository: URL { base.root.appendingPathComponent("solutions repo") }
    var workspace: URL { base.root.appendingPathComponent("my solutions") }

    init() throws {
      let fake = try FakeLeetCode()
      fake.serveList(rows: [FakeFixtures.listRow(id: "1", slug: "pebble-pairs", title: "Pebble Pairs")])
      fake.serveQuestion("pebble-pairs", body: FakeJudgeFixtures.question())
      base = try FetchEndToEndTests.Setup(fake: fake)
      judge = FakeJudge(on: fake, session: CommitOnAcceptTests.session, csrfToken: CommitOnAcceptTests.token)
      judge.judge(.accepted, pendingPolls: 0)
      archive = FakeSubmissionArchive(
        on: fake, session: CommitOnAcceptTests.session,
        rows: [
          .init(
            id: 4_000_001, slug: "pebble-pairs", title: "Pebble Pairs", timestamp: 1_760_000_000,
            code: "class Solution:\n    pass\n")
        ])
      try gitRepository.writeIdentity(name: "Ada Accept")
      try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
      try git(["init", "-q"])
    }

    /// Writes the config: commit on accept into the repository.
    func writeConfig(commitOnAccept: Bool = true, folder: String? = nil) throws {
      let url = base.root.appendingPathComponent("config/leetview/config.json")
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let object: [String: Any] = ["commitOnAccept": commitOnAccept, "exportDir": folder ?? repository.path]
      try JSONSerialization.data(withJSONObject: object).write(to: url)
      chmod(url.path, 0o600)
    }

    /// Runs leetview signed in, with the workspace and `EDITOR=true`.
    func run(_ arguments: [String]) throws -> BinaryRunner.Result {
      try base.run(
        arguments,
        extra: [
          "LEETVIEW_WORKSPACE": workspace.path, "EDITOR": "true",
          "LEETCODE_SESSION": CommitOnAcceptTests.session, "LEETCODE_CSRFTOKEN": CommitOnAcceptTests.token,
        ])
    }

    /// The repository, run with the test's home.
    var gitRepository: TestGitRepository { TestGitRepository(folder: repository, home: base.root) }

    /// Runs git in the repository; its stdout.
    @discardableResult
    func git(_ arguments: [String]) throws -> String { try gitRepository.git(arguments) }

    /// The number of commits on the branch (0 before the first).
    func commits() throws -> Int {
      let result = try gitRepository.outcome(["rev-list", "--count", "HEAD"])
      return result.status == 0 ? Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1 : 0
    }

    func cleanUp() { base.cleanUp() }
  }

  @Test func anAcceptedSubmitIsOneDatedCommitAfterItsVerdict() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    try setup.writeConfig()
    #expect(try setup.run(["edit", "1"]).status == 0)
    let result = try setup.run(["submit", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("✓ Accepted"), "\(result.stdout)")
    #expect(
      result.stderr.contains("leetview: committed 1 accepted submission to \(setup.repository.path)"),
      "\(result.stderr)")
    #expect(try setup.commits() == 1)
    #expect(try setup.git(["log", "--format=%at %ct"]) == "1760000000 1760000000\n")
    #expect(try setup.git(["log", "--format=%B"]).contains("LeetCode-Submission: 4000001"))
    #expect(try setup.git(["status", "--porcelain"]).isEmpty)
    let objects = try setup.git(["cat-file", "--batch-all-objects", "--batch"])
    #expect(!objects.contains(CommitOnAcceptTests.session) && !objects.contains(CommitOnAcceptTests.token))
  }

  @Test func offItCommitsNothingAndAsksNothingOfTheArchive() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    try setup.writeConfig(commitOnAccept: false)
    #expect(try setup.run(["edit", "1"]).status == 0)
    let result = try setup.run(["submit", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("committed"), "\(result.stderr)")
    #expect(setup.archive.pageRequests.isEmpty)
    #expect(try setup.commits() == 0)
  }

  @Test func aRepositoryItMustNotWriteInIsSaidOnceAndTheVerdictStands() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    try setup.writeConfig()
    try Data("mine\n".utf8).write(to: setup.repository.appendingPathComponent("staged.txt"))
    try setup.git(["add", "staged.txt"])
    #expect(try setup.run(["edit", "1"]).status == 0)
    let result = try setup.run(["submit", "1"])
    #expect(result.status == 0, "the verdict is the exit status: \(result.stderr)")
    let lines = result.stderr.split(separator: "\n").filter { $0.contains("not committed") }
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(lines.first?.hasPrefix("leetview: the accepted submission was not committed to ") == true)
    #expect(setup.archive.pageRequests.isEmpty, "refused before any request")
    #expect(try setup.commits() == 0)
    #expect(try setup.git(["diff", "--cached", "--name-only"]) == "staged.txt\n")
  }
}
