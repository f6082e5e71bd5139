import Foundation
import LeetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `edit`, `test` and `submit` end to end.
///
/// The built binary, its network helper, and the fake
/// judge on loopback. Request shapes, each verdict, each fault, exit codes, and no secret in any
/// output or cache file.
@Suite struct SolveCommandTests {
  static let session = "solve-probe-session-4e2f9a"
  static let token = "solve-probe-csrf-b81c07"

  /// The end-to-end setup with a judge, the problem `pebble-pairs` (id 1) and a workspace whose
  /// path holds a space.
  struct Setup {
    let base: FetchEndToEndTests.Setup
    let judge: FakeJudge
    var fake: FakeLeetCode { base.fake }
    var workspace: URL { base.root.appendingPathComponent("my solutions") }
    var file: URL { workspace.appendingPathComponent("1.pebble-pairs.py") }
    static let secrets = ["LEETCODE_SESSION": session, "LEETCODE_CSRFTOKEN": token]

    init() throws {
      let fake = try FakeLeetCode()
      fake.serveList(rows: [FakeFixtures.listRow(id: "1", slug: "pebble-pairs", title: "Pebble Pairs")])
      fake.serveQuestion("pebble-pairs", body: FakeJudgeFixtures.question())
      base = try FetchEndToEndTests.Setup(fake: fake)
      judge = FakeJudge(on: fake, session: SolveCommandTests.session, csrfToken: SolveCommandTests.token)
      judge.judge(.accepted, pendingPolls: 0)
    }

    /// Runs leetview signed in (unless `signedIn` is false), with the workspace and `EDITOR=true`.
    func run(_ arguments: [String], signedIn: Bool = true, extra: [String: String] = [:]) throws
      -> BinaryRunner.Result
    {
      var environment = ["LEETVIEW_WORKSPACE": workspace.path, "EDITOR": "true"]
      if signedIn { environment.merge(Self.secrets) { $1 } }
      return try base.run(arguments, extra: environment.merging(extra) { $1 })
    }

    /// Writes the config file (mode 0600).
    func writeConfig(_ json: String) throws {
      let url = base.root.appendingPathComponent("config/leetview/config.json")
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(json.utf8).write(to: url)
      chmod(url.path, 0o600)
    }

    /// The judge requests received (not GraphQL).
    var judgeRequests: [ReceivedRequest] {
      fake.requests.filter { $0.path != "/graphql" }
    }

    func cleanUp() { base.cleanUp() }
  }

  /// Whether `text` holds neither secret (checked apart from #expect so a failure never prints it).
  static func clean(_ text: String) -> Bool {
    !text.contains(session) && !text.contains(token)
  }

  /// A request body as a JSON object.
  static func json(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  // MARK: - edit

  @Test func editWritesTheTemplateOnceAndOpensTheEditorWithArguments() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    let log = setup.base.root.appendingPathComponent("editor.log")
    let script = setup.base.root.appendingPathComponent("fake editor.sh")
    try Data(
      """
      printf '%s|' "$@" > "$LOG"
      last=""; for a in "$@"; do last="$a"; done
      printf '        return [0, 1]  # edited\\n' >> "$last"
      """.utf8
    ).write(to: script)
    let editor = "sh '\(script.path)' --wait"
    let first = try setup.run(["edit", "1"], signedIn: false, extra: ["EDITOR": editor, "LOG": log.path])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == setup.file.path + "\n")
    let arguments = try String(contentsOf: log, encoding: .utf8)
    #expect(arguments == "--wait|\(setup.file.path)|", "the path is one argument, spaces and all")
    let text = try String(contentsOf: setup.file, encoding: .utf8)
    #expect(
      text.hasPrefix(
        "# @lc app=leetcode id=1 lang=python3\n#\n# [1] Pebble Pairs\n#\n\n# @lc code=start\nclass Solution:\n"
      ))
    #expect(text.contains("        pass\n# @lc code=end\n"))
    #expect(text.hasSuffix("        return [0, 1]  # edited\n"))

    // Again, with VISUAL set: the file is kept as it is, VISUAL wins over EDITOR.
    let again = try setup.run(
      ["edit", "1"], signedIn: false, extra: ["VISUAL": "true", "EDITOR": "false"])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try String(contentsOf: setup.file, encoding: .utf8) == text, "never overwritten")
    #expect(setup.judgeRequests.isEmpty)
  }

  @Test func editInAnotherLanguageAndFailures() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    let cpp = try setup.run(["edit", "1", "--lang", "cpp"], signedIn: false)
    #expect(cpp.status == 0, "\(cpp.stderr)")
    let cppFile = setup.workspace.appendingPathComponent("1.pebble-pairs.cpp")
    #expect(try String(contentsOf: cppFile, encoding: .utf8).hasPrefix("// @lc app=leetcode id=1 lang=cpp\n"))
    let racket = try setup.run(["edit", "pebble-pairs", "-l", "racket"], signedIn: false)
    #expect(racket.status == 0)
    let racketFile = setup.workspace.appendingPathComponent("1.pebble-pairs.rkt")
    #expect(try String(contentsOf: racketFile, encoding: .utf8).contains("; @lc code=start\n"))

    let java = try setup.run(["edit", "1", "--lang", "java"], signedIn: false)
    #expect(java.status == 1)
    #expect(java.stderr == "leetview: problem 1 has no Java template; it has: python3, cpp, racket\n")
    let unknown = try setup.run(["edit", "1", "--lang", "cobol"], signedIn: false)
    #expect(unknown.status == 1 && unknown.stderr.contains("unknown language 'cobol'"))
    let failing = try setup.run(["edit", "1"], signedIn: false, extra: ["EDITOR": "false"])
    #expect(failing.status == 1 && failing.stderr.contains("exited with status 1"))
    let usage = try setup.run(["edit"], signedIn: false)
    #expect(usage.status == 2)
  }

  // MARK: - test

  @Test func testRunsTheExamplesAndSendsOnlyTheMarkedCode() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    #expect(try setup.run(["edit", "1"]).status == 0)
    let original = try String(contentsOf: setup.file, encoding: .utf8)
    try (original + "\nprint('local only')\n").write(to: setup.file, atomically: true, encoding: .utf8)
    let result = try setup.run(["test", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("✓ Accepted · 3/3 cases right · 3 ms · 16.1 MB\n"))
    #expect(result.stdout.contains("✓ Case 3\n"))
    #expect(
      result.stdout.contains(
        "  Input     pebbles = [1,4,6]\n            goal = 10\n  Output    [0,1]\n  Expected  [0,1]\n"
          + "  Stdout    looking at case 1\n"
      ))
    #expect(!result.stdout.contains("\u{1B}"), "plain text when piped")
    #expect(result.stderr.isEmpty)
    let post = try #require(setup.judgeRequests.first)
    #expect(post.path == "/problems/pebble-pairs/interpret_solution/")
    #expect(post.headers["x-csrftoken"] == Self.token)
    #expect(post.headers["referer"] == setup.fake.baseURL + "/problems/pebble-pairs/")
    let body = try Self.json(post.body)
    #expect((body["question_id"] as? String) == "701", "the internal id, not the frontend one")
    #expect((body["lang"] as? String) == "python3")
    #expect((body["data_input"] as? String) == "[1,4,6]\n10\n[2,2]\n4\n[5,1,3]\n8")
    let code = (body["typed_code"] as? String) ?? ""
    #expect(code.hasPrefix("class Solution:\n") && code.hasSuffix("pass\n"))
    #expect(!code.contains("@lc") && !code.contains("local only"))
  }

  @Test func testWithCasesWrongAnswerAndColour() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    #expect(try setup.run(["edit", "1"]).status == 0)
    setup.judge.judge(.wrongAnswer, pendingPolls: 1)
    let result = try setup.run(["test", "1", "--case", "[9,1]\n10", "--case", "[3,3]\n6"])
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("✗ Wrong Answer · 1/2 cases right"))
    #expect(
      result.stdout.contains(
        "✗ Case 2\n  Input     pebbles = [3,3]\n            goal = 6\n  Output    []\n  Expected  [1,2]\n"
          + "             ^ first difference\n"
      ))
    let body = try Self.json(try #require(setup.judgeRequests.first).body)
    #expect((body["data_input"] as? String) == "[9,1]\n10\n[3,3]\n6")
    let coloured = try setup.run(["test", "1", "--color", "always"])
    #expect(coloured.stdout.contains("\u{1B}["))
    #expect(coloured.status == 1)
  }

  @Test(arguments: [
    (FakeJudge.Outcome.compileError, "✗ Compile Error", FakeJudgeFixtures.compileMessage),
    (.runtimeError, "✗ Runtime Error", FakeJudgeFixtures.runtimeMessage),
    (.timeLimitExceeded, "✗ Time Limit Exceeded", ""),
    (.memoryLimitExceeded, "✗ Memory Limit Exceeded", ""),
  ])
  func testErrorsShowTheJudgesMessageInFull(outcome: FakeJudge.Outcome, verdict: String, message: String)
    throws
  {
    let setup = try Setup()
    defer { setup.cleanUp() }
    #expect(try setup.run(["edit", "1"]).status == 0)
    setup.judge.judge(outcome, pendingPolls: 0)
    let result = try setup.run(["test", "1"])
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix(verdict))
    let indented = message.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    #expect(message.isEmpty || result.stdout.contains(indented), "the message in full, with line numbers")
  }

  @Test func testAFileByItsHeader() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    let elsewhere = setup.base.root.appendingPathComponent("scratch/pebbles.cpp")
    try FileManager.default.createDirectory(
      at: elsewhere.deletingLastPathComponent(), withIntermediateDirectories: true)
    try
      "/*\n * @lc app=leetcode id=1 lang=cpp\n */\n// @lc code=start\nint x;\n// @lc code=end\nint main() {}\n"
      .write(to: elsewhere, atomically: true, encoding: .utf8)
    let result = try setup.run(["test", elsewhere.path])
    #expect(result.status == 0, "\(result.stderr)")
    let body = try Self.json(try #require(setup.judgeRequests.first).body)
    #expect((body["lang"] as? String) == "cpp" && (body["typed_code"] as? String) == "int x;\n")
    try "// @lc app=leetcode.cn id=1 lang=cpp\nint y;\n".write(
      to: elsewhere, atomically: true, encoding: .utf8)
    let china = try setup.run(["test", elsewhere.path])
    #expect(china.status == 1 && china.stderr.contains("add --site cn"))
    let missing = try setup.run(["test", "1", "--lang", "racket"])
    #expect(missing.status == 1 && missing.stderr.contains("leetview edit 1 --lang racket"))
  }

  @Test func theHeaderNamesTheProblemWhateverTheFileIsCalled() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    // Named like another problem's file, with a slug LeetCode does not have: the header wins.
    let misnamed = setup.base.root.appendingPathComponent("scratch/930.wrong.py")
    try FileManager.default.createDirectory(
      at: misnamed.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "# @lc app=leetcode id=1 lang=python3\n# @lc code=start\nx = 1\n# @lc code=end\n"
      .write(to: misnamed, atomically: true, encoding: .utf8)
    let result = try setup.run(["test", misnamed.path])
    #expect(result.status == 0, "\(result.stderr)")
    let post = try #require(setup.judgeRequests.first)
    #expect(post.path == "/problems/pebble-pairs/interpret_solution/")
    #expect((try Self.json(post.body)["typed_code"] as? String) == "x = 1\n")
    // Without a header, the name stands in.
    try "x = 2\n".write(to: misnamed, atomically: true, encoding: .utf8)
    let nameless = try setup.run(["test", misnamed.path])
    #expect(nameless.status == 1)
    #expect(nameless.stderr.contains("'wrong'"), "\(nameless.stderr)")
  }

  // MARK: - submit

  @Test func submitAcceptedIsKeptForSubmissionsOffline() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    #expect(try setup.run(["edit", "1"]).status == 0)
    let result = try setup.run(["submit", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "✓ Accepted · 57/57 · 2 ms, faster than 83.9% · 2.3 MB, less than 39.7%\n")
    let post = try #require(setup.judgeRequests.first)
    #expect(post.path == "/problems/pebble-pairs/submit/")
    let shown = try setup.run(["--offline", "--print", "--color", "never", "--segment", "submissions", "1"])
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(shown.stdout.contains("Accepted"))
    #expect(shown.stdout.contains("class Solution:"))
    for text in setup.base.cachedTexts() { #expect(Self.clean(text), "a secret in the cache") }
  }

  @Test(arguments: [
    (
      FakeJudge.Outcome.wrongAnswer,
      "✗ Wrong Answer · 12/57 testcases passed\n\n  Input     [5,5]\n            10\n  Output    []\n  Expected  [0,1]\n             ^ first difference\n  Stdout    checking 5\n"
    ),
    (.runtimeError, "✗ Runtime Error · 30/57 testcases passed\n\n  IndexError"),
    (.timeLimitExceeded, "✗ Time Limit Exceeded · 30/57 testcases passed\n\n  Input     [9]\n"),
    (.memoryLimitExceeded, "✗ Memory Limit Exceeded"),
    (.compileError, "✗ Compile Error\n\n  SyntaxError"),
  ])
  func submitFailuresShowTheCaseOrError(outcome: FakeJudge.Outcome, expected: String) throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    #expect(try setup.run(["edit", "1"]).status == 0)
    setup.judge.judge(outcome, pendingPolls: 0)
    let result = try setup.run(["submit", "1"])
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix(expected), "\(result.stdout)")
  }

  // MARK: - Faults

  @Test func withoutCredentialsNothingIsSent() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    #expect(try setup.run(["edit", "1"], signedIn: false).status == 0)
    let before = setup.fake.requests.count
    for command in ["test", "submit"] {
      let result = try setup.run([command, "1"], signedIn: false)
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.hasPrefix(
          "leetview: testing and submitting need a LeetCode session: run `leetview login`"))
      #expect(result.stderr.contains("LEETCODE_SESSION and LEETCODE_CSRFTOKEN"))
      #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line")
    }
    let offline = try setup.run(["test", "1", "--offline"])
    #expect(offline.status == 1 && offline.stderr.contains("needs the network"))
    #expect(setup.fake.requests.count == before, "nothing sent")
  }

  @Test func blockedSignedOutRateLimitedAndSlowJudge() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    #expect(try setup.run(["edit", "1"]).status == 0)
    var outputs: [String] = []

    setup.fake.inject(.cloudflare)
    let blocked = try setup.run(["submit", "1"])
    #expect(blocked.status == 1 && blocked.stderr.contains("Cloudflare"))
    outputs += [blocked.stdout, blocked.stderr]

    let expired = try setup.run(["submit", "1"], extra: ["LEETCODE_SESSION": "expired-session-0000"])
    #expect(expired.status == 1 && expired.stderr.contains("signed out or has expired"))
    outputs += [expired.stdout, expired.stderr]

    setup.fake.inject(.tooManyRequests(retryAfter: "1"), count: 2)
    let started = Date()
    let limited = try setup.run(["test", "1"])
    #expect(limited.status == 1 && limited.stderr.contains("HTTP 429"))
    #expect(limited.stderr.contains("after waiting 1 s"))
    #expect(Date().timeIntervalSince(started) >= 1, "the wait was real")
    outputs += [limited.stdout, limited.stderr]

    try setup.writeConfig(#"{"judgeTimeoutSeconds": 2}"#)
    setup.judge.judge(.neverFinishes)
    let slow = try setup.run(["submit", "1"])
    #expect(slow.status == 1)
    #expect(slow.stderr.hasPrefix("leetview: the judge had not finished 400000"))
    #expect(slow.stderr.contains("after 2 s"))
    outputs += [slow.stdout, slow.stderr]

    for text in outputs { #expect(Self.clean(text), "a secret leaked into an output") }
    for text in setup.base.cachedTexts() where !text.contains("judgeTimeoutSeconds") {
      #expect(Self.clean(text), "a secret in a file")
    }
  }

  /// The judge took the code, then its `check/` answers fail: the submission is named, nothing
  /// says it was not judged, and no `--offline` (or "try again") advice is given.
  @Test func aSubmissionWhoseVerdictCannotBeFetchedIsNamed() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    #expect(try setup.run(["edit", "1"]).status == 0)
    setup.fake.serve(pathPrefix: "/submissions/detail/") { _ in
      FakeJudge.reply(500, ["error": "down"])
    }
    let result = try setup.run(["submit", "1"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    let host = setup.fake.baseURL.replacingOccurrences(of: "http://", with: "")
    #expect(
      result.stderr
        == "leetview: submitted (id 4000001); the verdict could not be fetched: \(host) answered "
        + "HTTP 500; it will show in Submissions\n")
    #expect(setup.judgeRequests.map(\.path).last == "/submissions/detail/4000001/check/")
    // No verdict was kept: the Submissions page fetches the list, which has it.
    for text in setup.base.cachedTexts() { #expect(!text.contains("4000001")) }
  }

  /// Ctrl-C while the judge says PENDING: the submission is named before leetview exits.
  @Test func ctrlCWhilePollingNamesTheSubmission() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    #expect(try setup.run(["edit", "1"]).status == 0)
    setup.judge.judge(.neverFinishes)
    var environment = setup.base.environment.merging(Setup.secrets) { $1 }
    environment["LEETVIEW_WORKSPACE"] = setup.workspace.path
    let fake = setup.fake
    let result = try BinaryRunner.run(["submit", "1"], environment: environment, timeout: 30) { pid in
      // Signalled once the judge has been polled, so the id is known.
      let deadline = Date().addingTimeInterval(20)
      while Date() < deadline, !fake.requests.contains(where: { $0.path.hasSuffix("/check/") }) {
        usleep(5_000)
      }
      kill(pid, SIGINT)
    }
    #expect(result.status == 130)
    #expect(
      result.stderr
        == "leetview: submitted (id 4000001); the verdict could not be fetched: interrupted; it "
        + "will show in Submissions\n")
    #expect(Self.clean(result.stderr) && Self.clean(result.stdout))
  }

  @Test func usageErrors() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    for arguments in [
      ["submit", "1", "--case", "x"], ["--workspace", "/tmp", "stats"], ["test"], ["test", "1", "2"],
    ] {
      let result = try setup.run(arguments)
      #expect(result.status == 2, "\(arguments)")
    }
    #expect(setup.judgeRequests.isEmpty)
  }
}
