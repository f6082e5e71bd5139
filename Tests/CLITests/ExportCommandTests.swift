import Foundation
import LeetTestSupport
import Testing

/// `leetview export DIR`: the built binary against a fake LeetCode whose archive pages a user's
/// submissions, into a real git repository.
@Suite struct ExportCommandTests {
  static let session = "export-probe-session-7c21d4"
  static let token = "export-probe-csrf-90ab3e"

  /// A fake LeetCode with three problems, an archive and a git identity for the user.
  struct Setup {
    let base: FetchEndToEndTests.Setup
    let archive: FakeSubmissionArchive
    var fake: FakeLeetCode { base.fake }
    var repository: URL { base.root.appendingPathComponent("my leetcode") }

    init(rows: [FakeSubmissionArchive.Row]) throws {
      let fake = try FakeLeetCode()
      fake.serveList(rows: [
        FakeFixtures.listRow(id: "1", slug: "pebble-pairs", title: "Pebble Pairs"),
        FakeFixtures.listRow(id: "2", slug: "bridge-of-ropes", title: "Bridge of Ropes"),
      ])
      fake.serveQuestion(
        "pebble-pairs", body: FakeFixtures.question(id: "1", slug: "pebble-pairs", title: "Pebble Pairs"))
      fake.serveQuestion(
        "bridge-of-ropes",
        body: FakeFixtures.question(id: "2", slug: "bridge-of-ropes", title: "Bridge of Ropes"))
      base = try FetchEndToEndTests.Setup(fake: fake)
      archive = FakeSubmissionArchive(on: fake, session: ExportCommandTests.session, rows: rows)
      try TestGitRepository(folder: repository, home: base.root).writeIdentity(name: "Ada Export")
    }

    /// Runs leetview signed in (unless `signedIn` is false).
    func run(
      _ arguments: [String], signedIn: Bool = true, timeout: TimeInterval = 90,
      extra: [String: String] = [:], during: ((Int32) -> Void)? = nil
    ) throws -> BinaryRunner.Result {
      var environment = base.environment.merging(extra) { $1 }
      if signedIn {
        environment["LEETCODE_SESSION"] = ExportCommandTests.session
        environment["LEETCODE_CSRFTOKEN"] = ExportCommandTests.token
      }
      return try BinaryRunner.run(arguments, environment: environment, timeout: timeout, during: during)
    }

    /// Runs git in the repository; its stdout.
    @discardableResult
    func git(_ arguments: [String]) throws -> String {
      try TestGitRepository(folder: repository, home: base.root).git(arguments)
    }

    /// Makes the repository with `git init`.
    func initialise() throws {
      try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
      try git(["init", "-q"])
    }

    /// The commits' author dates, newest first.
    func authorDates() throws -> [Int] {
      try git(["log", "--format=%at"]).split(separator: "\n").compactMap { Int($0) }
    }

    /// Whether any object of the repository holds a credential.
    func objectsHoldSecret() throws -> Bool {
      let objects = try git(["cat-file", "--batch-all-objects", "--batch"])
      return objects.contains(ExportCommandTests.session) || objects.contains(ExportCommandTests.token)
    }

    func cleanUp() { base.cleanUp() }
  }

  /// Two accepted versions of one problem and one of another, between failed ones.
  static let history: [FakeSubmissionArchive.Row] = [
    .init(
      id: 101, slug: "pebble-pairs", title: "Pebble Pairs", timestamp: 1_700_000_000, code: "first = 1\n"),
    .init(
      id: 102, slug: "pebble-pairs", title: "Pebble Pairs", status: "Wrong Answer",
      timestamp: 1_700_000_100, runtime: "N/A", code: "WRONG-ANSWER-CODE\n"),
    .init(
      id: 103, slug: "bridge-of-ropes", title: "Bridge of Ropes", lang: "cpp", timestamp: 1_700_050_000,
      runtime: "4 ms", code: "int main() {}\n", runtimePercentile: nil),
    .init(
      id: 104, slug: "pebble-pairs", title: "Pebble Pairs", timestamp: 1_700_090_000, code: "second = 2\n"),
  ]

  /// Failed submissions enough to fill the first page, so that the walk reads two.
  static let failures: [FakeSubmissionArchive.Row] = (0..<20).map {
    .init(
      id: 200 + $0, slug: "pebble-pairs", title: "Pebble Pairs", status: "Runtime Error",
      timestamp: 1_700_100_000 + $0, runtime: "N/A", code: "FAILED-CODE-\($0)\n")
  }

  @Test func everyAcceptedVersionIsADatedCommitOldestFirstAndASecondRunChangesNothing() throws {
    let setup = try Setup(rows: Self.history + Self.failures)
    defer { setup.cleanUp() }
    try setup.initialise()
    let first = try setup.run(["export", setup.repository.path])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("Committed 3 accepted submissions of 2 problems"), "\(first.stdout)")
    #expect(try setup.authorDates() == [1_700_090_000, 1_700_050_000, 1_700_000_000])
    let committerDates = try setup.git(["log", "--format=%ct"]).split(separator: "\n").compactMap { Int($0) }
    #expect(committerDates == [1_700_090_000, 1_700_050_000, 1_700_000_000])
    #expect(setup.archive.pageRequests.count == 2)
    #expect(setup.archive.detailRequests == 3)
    let subjects = try setup.git(["log", "--format=%s"]).split(separator: "\n").map(String.init)
    #expect(
      subjects == [
        "1. Pebble Pairs: Python3, 52 ms, beats 87.3%", "2. Bridge of Ropes: C++, 4 ms",
        "1. Pebble Pairs: Python3, 52 ms, beats 87.3%",
      ])
    let folder = setup.repository.appendingPathComponent("0001-pebble-pairs")
    #expect(
      try String(contentsOf: folder.appendingPathComponent("pebble-pairs.py"), encoding: .utf8)
        == "second = 2\n")
    #expect(try setup.git(["show", "HEAD~2:0001-pebble-pairs/pebble-pairs.py"]) == "first = 1\n")
    let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.hasPrefix("# 1. Pebble Pairs\n"), "\(readme)")
    #expect(
      FileManager.default.fileExists(
        atPath: setup.repository.appendingPathComponent("0002-bridge-of-ropes/bridge-of-ropes.cpp").path))
    let everything = try setup.git(["cat-file", "--batch-all-objects", "--batch"])
    #expect(!everything.contains("WRONG-ANSWER-CODE") && !everything.contains("FAILED-CODE"))
    #expect(try !setup.objectsHoldSecret())
    #expect(try setup.git(["status", "--porcelain"]).isEmpty)
    let gap = try #require(setup.archive.shortestGap)
    #expect(gap >= .milliseconds(950), "requests \(gap) apart")

    // Again with nothing new: one page request, no detail, no commit.
    let head = try setup.git(["rev-parse", "HEAD"])
    let again = try setup.run(["export", setup.repository.path])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.contains("Nothing new"), "\(again.stdout)")
    let config = try setup.git(["config", "--list"])
    #expect(setup.archive.pageRequests.count == 3, "\(setup.archive.pageRequests) \(config)")
    #expect(setup.archive.detailRequests == 3)
    #expect(try setup.git(["rev-parse", "HEAD"]) == head)

    // A new accepted submission: exactly one commit.
    setup.archive.add(
      .init(
        id: 300, slug: "bridge-of-ropes", title: "Bridge of Ropes", timestamp: 1_700_200_000, code: "x = 3\n")
    )
    let third = try setup.run(["export", setup.repository.path])
    #expect(third.status == 0, "\(third.stderr)")
    #expect(try setup.authorDates() == [1_700_200_000, 1_700_090_000, 1_700_050_000, 1_700_000_000])
    #expect(setup.archive.detailRequests == 4)
  }

  @Test(arguments: ["detached", "staged"])
  func aRepositoryItMustNotWriteInIsRefusedBeforeAnyRequest(_ state: String) throws {
    let setup = try Setup(rows: Self.history)
    defer { setup.cleanUp() }
    try setup.initialise()
    let mine = setup.repository.appendingPathComponent("mine.txt")
    try Data("mine\n".utf8).write(to: mine)
    try setup.git(["add", "mine.txt"])
    try setup.git(["commit", "-q", "-m", "mine"])
    if state == "detached" {
      try setup.git(["checkout", "-q", "--detach"])
    } else {
      try Data("changed\n".utf8).write(to: mine)
      try setup.git(["add", "mine.txt"])
    }
    let result = try setup.run(["export", setup.repository.path])
    #expect(result.status == 1)
    let expected = state == "detached" ? "is on a detached HEAD" : "has staged changes"
    #expect(result.stderr.hasPrefix("leetview: ") && result.stderr.contains(expected), "\(result.stderr)")
    #expect(result.stderr.contains("nothing was written"))
    #expect(setup.archive.pageRequests.isEmpty)
    #expect(try setup.git(["rev-list", "--count", "HEAD"]) == "1\n")
  }

  @Test func ctrlCHalfwayLeavesAConsistentRepositoryThatTheNextRunCompletes() throws {
    let rows: [FakeSubmissionArchive.Row] = (0..<5).map {
      .init(
        id: 500 + $0, slug: "pebble-pairs", title: "Pebble Pairs", timestamp: 1_710_000_000 + $0 * 60,
        code: "version = \($0)\n")
    }
    let setup = try Setup(rows: rows)
    defer { setup.cleanUp() }
    try setup.initialise()
    let interrupted = try setup.run(["export", setup.repository.path]) { pid in
      // Wait for the first commit, then press Ctrl-C.
      let deadline = Date().addingTimeInterval(60)
      while Date() < deadline {
        let count = try? BinaryRunner.runCommand(
          ["/usr/bin/git", "-C", setup.repository.path, "rev-list", "--count", "HEAD"],
          environment: ["PATH": "/usr/bin:/bin"])
        if let count, count.status == 0,
          (Int(count.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) >= 1
        {
          break
        }
        usleep(20_000)
      }
      kill(pid, SIGINT)
    }
    #expect(interrupted.status == 130, "\(interrupted.stderr)")
    #expect(interrupted.stdout.contains("Interrupted: committed"), "\(interrupted.stdout)")
    let partial = try setup.authorDates()
    #expect(!partial.isEmpty && partial.count < 5)
    #expect(try setup.git(["status", "--porcelain"]).isEmpty)
    try setup.git(["fsck", "--no-progress"])
    let resumed = try setup.run(["export", setup.repository.path])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(try setup.authorDates() == rows.map(\.timestamp).reversed())
  }

  @Test func retryAfterIsWaitedOutAndInitMakesTheRepository() throws {
    let setup = try Setup(rows: [Self.history[0]])
    defer { setup.cleanUp() }
    setup.fake.inject(.tooManyRequests(retryAfter: "2"))
    let result = try setup.run(["export", "--init", setup.repository.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try setup.authorDates() == [1_700_000_000])
    let gap = try #require(setup.archive.firstGap)
    #expect(gap >= .milliseconds(1_900), "the retry came \(gap) after the 429")
  }

  @Test func pushHappensOnlyWhenAskedAndNamesTheRemote() throws {
    let setup = try Setup(rows: [Self.history[0]])
    defer { setup.cleanUp() }
    try setup.initialise()
    let remote = setup.base.root.appendingPathComponent("remote.git")
    _ = try BinaryRunner.runCommand(
      ["/usr/bin/git", "init", "-q", "--bare", remote.path], environment: ["PATH": "/usr/bin:/bin"])
    try setup.git(["remote", "add", "origin", remote.path])
    let quiet = try setup.run(["export", setup.repository.path])
    #expect(quiet.status == 0, "\(quiet.stderr)")
    let branches = try BinaryRunner.runCommand(
      ["/usr/bin/git", "-C", remote.path, "branch"], environment: ["PATH": "/usr/bin:/bin"])
    #expect(branches.stdout.isEmpty, "pushed without --push: \(branches.stdout)")
    let pushed = try setup.run(["export", "--push", setup.repository.path])
    #expect(pushed.status == 0, "\(pushed.stderr)")
    #expect(pushed.stderr.contains("pushed to origin"), "\(pushed.stderr)")
    let log = try BinaryRunner.runCommand(
      ["/usr/bin/git", "-C", remote.path, "log", "--all", "--format=%at"],
      environment: ["PATH": "/usr/bin:/bin"])
    #expect(log.stdout == "1700000000\n")
  }

  @Test(arguments: [["--offline"], []])
  func withoutTheNetworkOrASessionItSaysSoInOneLine(_ extra: [String]) throws {
    let setup = try Setup(rows: Self.history)
    defer { setup.cleanUp() }
    try setup.initialise()
    let result = try setup.run(["export"] + extra + [setup.repository.path], signedIn: !extra.isEmpty)
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix("leetview: ") && result.stderr.split(separator: "\n").count == 1,
      "\(result.stderr)")
    #expect(setup.archive.pageRequests.isEmpty)
  }
}
