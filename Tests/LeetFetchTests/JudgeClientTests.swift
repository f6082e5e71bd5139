import Foundation
import LeetModel
import LeetNetwork
import LeetTestSupport
import Testing

@testable import LeetFetch

/// The judge client against the fake judge over real loopback HTTP.
///
/// The requests' shapes, pending
/// polls, every fault, the timeout, and the submissions cache. Waits are recorded, not slept.
@Suite struct JudgeClientTests {
  static let session = "judge-probe-session-93b1"
  static let token = "judge-probe-csrf-77ac"

  /// A fake with a judge, a client on it whose sleeps move a test clock.
  struct Setup {
    let fixture: FetchFixture
    let judge: FakeJudge
    var fake: FakeLeetCode { fixture.fake }

    init() throws {
      let fake = try FakeLeetCode()
      fixture = try FetchFixture(fake: fake)
      judge = FakeJudge(on: fake, session: JudgeClientTests.session, csrfToken: JudgeClientTests.token)
    }

    func client(
      credentials: Credentials? = Credentials(session: session, csrfToken: token), timeout: TimeInterval = 60
    )
      throws -> JudgeClient
    {
      let sleeps = fixture.sleeps
      let clock = fixture.clock
      let retry = RetryPolicy(
        random: { 0.5 },
        sleep: {
          sleeps.record($0); clock.advance($0)
        }, now: { clock.now })
      let client = LeetCodeClient(
        site: .com, endpoint: try Endpoint.parse(fake.baseURL), credentials: credentials,
        transport: CurlTransport(idleTimeout: 8), retry: retry)
      return JudgeClient(client: client, timeout: timeout)
    }

    func cleanUp() { fixture.cleanUp() }
  }

  static let solution = JudgeClient.Solution(
    slug: "pebble-pairs", questionID: "701", language: "python3", code: "class Solution: pass\n")

  /// Collects progress reports.
  final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [JudgeClient.Progress] = []
    var all: [JudgeClient.Progress] { lock.withLock { list } }
    func add(_ progress: JudgeClient.Progress) { lock.withLock { list.append(progress) } }
  }

  @Test func runSendsTheShapeMaintainedClientsSend() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    setup.judge.judge(.accepted, pendingPolls: 2)
    let reports = Reports()
    let result = try setup.client().run(Self.solution, dataInput: "[1,4,6]\n10\n[2,2]\n4") {
      reports.add($0)
    }
    #expect(result.isRight && result.answers.count == 2)
    let requests = setup.fake.requests
    #expect(requests.map(\.method) == ["POST", "GET", "GET", "GET"])
    let post = try #require(requests.first)
    #expect(post.path == "/problems/pebble-pairs/interpret_solution/")
    #expect(post.headers["content-type"] == "application/json")
    #expect(post.headers["referer"] == setup.fake.baseURL + "/problems/pebble-pairs/")
    #expect(post.headers["x-csrftoken"] == Self.token)
    #expect(post.headers["cookie"]?.contains("LEETCODE_SESSION=\(Self.session)") == true)
    #expect(post.headers["cookie"]?.contains("csrftoken=\(Self.token)") == true)
    let body = try JSONValue.parse(post.body)
    #expect(body["lang"].string == "python3" && body["question_id"].string == "701")
    #expect(body["typed_code"].string == "class Solution: pass\n")
    #expect(body["data_input"].string == "[1,4,6]\n10\n[2,2]\n4")
    let id = "runcode_1700000000.1_fake"
    #expect(requests.dropFirst().allSatisfy { $0.path == "/submissions/detail/\(id)/check/" })
    #expect(setup.fixture.sleeps.delays == [1, 1], "polled about once a second")
    #expect(reports.all.first == .sending)
    #expect(reports.all.dropFirst().map { if case .judging(let i, _, _) = $0 { i } else { "" } } == [id, id])
  }

  @Test func theHelperWireCarriesAPostWithItsJSONBody() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    let client = try setup.client()
    let body = Data(#"{"lang":"python3","typed_code":"a\nb"}"#.utf8)
    let url = try #require(URL(string: "https://leetcode.com/problems/x/submit/"))
    let request = HTTPRequest(
      method: "POST", url: url,
      headers: client.client.headers(refererPath: "/problems/x/", json: true), body: body)
    let decoded = try #require(TransportWire.decodeRequest(TransportWire.encode(request, timeout: 15)))
    #expect(decoded.request.method == "POST" && decoded.request.body == body)
    #expect(decoded.request.header("x-csrftoken") == Self.token)
    #expect(decoded.request.header("cookie") == "LEETCODE_SESSION=\(Self.session); csrftoken=\(Self.token)")
    #expect(decoded.request.header("content-type") == "application/json")
  }

  @Test func theFakeJudgeWantsTheCsrfHeaderToo() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    let url = try #require(URL(string: setup.fake.baseURL + "/problems/pebble-pairs/submit/"))
    let cookie = "LEETCODE_SESSION=\(Self.session); csrftoken=\(Self.token)"
    let body = Data(#"{"lang":"python3","question_id":"701","typed_code":"x"}"#.utf8)
    let transport = CurlTransport(idleTimeout: 8)
    let withoutHeader = HTTPRequest(
      method: "POST", url: url, headers: [("Cookie", cookie)], body: body)
    #expect(try transport.send(withoutHeader, timeout: 5).status == 403)
    let complete = HTTPRequest(
      method: "POST", url: url, headers: [("Cookie", cookie), ("x-csrftoken", Self.token)],
      body: body)
    #expect(try transport.send(complete, timeout: 5).status == 200)
  }

  @Test func submitSendsNoDataInputAndKeepsTheID() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    let result = try setup.client().submit(Self.solution)
    #expect(result.isRight && result.submissionID == "4000001")
    let post = try #require(setup.fake.requests.first)
    #expect(post.path == "/problems/pebble-pairs/submit/")
    let body = try JSONValue.parse(post.body)
    #expect(body.object?.keys.sorted() == ["lang", "question_id", "typed_code"])
  }

  @Test func withoutCredentialsNothingIsSent() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    for credentials in [nil, Credentials(session: Self.session, csrfToken: nil)] {
      #expect(throws: JudgeError.notSignedIn) {
        try setup.client(credentials: credentials).submit(Self.solution)
      }
    }
    #expect(setup.fake.requests.isEmpty)
    #expect(JudgeError.notSignedIn.message.contains("leetview login"))
    #expect(JudgeError.notSignedIn.message.contains("LEETCODE_SESSION and LEETCODE_CSRFTOKEN"))
  }

  @Test func wrongSessionIsSignedOut() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    let stale = Credentials(session: "expired-session-1234", csrfToken: Self.token)
    #expect(
      throws: JudgeError.signedOut(
        host: setup.fake.baseURL.replacingOccurrences(of: "http://", with: ""), status: 403)
    ) {
      try setup.client(credentials: stale).run(Self.solution, dataInput: "1")
    }
    #expect(setup.fake.requests.count == 1, "never retried")
  }

  @Test func cloudflarePageIsABlock() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    for fault in [FakeLeetCode.Fault.cloudflare, .htmlPage] {
      setup.fake.inject(fault)
      do {
        _ = try setup.client().submit(Self.solution)
        Issue.record("no error")
      } catch let error as JudgeError {
        guard case .blocked = error else { Issue.record("\(error)"); continue }
        #expect(error.message.contains("Cloudflare"))
      }
    }
    #expect(setup.fake.requests.count == 2)
  }

  @Test func tooManyRequestsIsWaitedOutOnceAsAsked() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    setup.fake.inject(.tooManyRequests(retryAfter: "3"))
    let result = try setup.client().submit(Self.solution)
    #expect(result.isRight)
    #expect(setup.fixture.sleeps.delays.first == 3)

    setup.fake.inject(.tooManyRequests(retryAfter: "60"), count: 2)
    #expect(throws: JudgeError.self) { try setup.client().submit(Self.solution) }
    #expect(setup.fixture.sleeps.delays.suffix(1) == [10], "capped at 10 s")
  }

  @Test func tooManyRequestsTwiceOrWithoutRetryAfterIsReported() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    setup.fake.inject(.tooManyRequests(retryAfter: nil))
    do {
      _ = try setup.client().run(Self.solution, dataInput: "1")
      Issue.record("no error")
    } catch let error as JudgeError {
      guard case .rateLimited(_, 429, nil) = error else { Issue.record("\(error)"); return }
    }
    #expect(setup.fake.requests.count == 1 && setup.fixture.sleeps.delays.isEmpty)
    setup.fake.inject(.tooManyRequests(retryAfter: "2"), count: 2)
    do {
      _ = try setup.client().run(Self.solution, dataInput: "1")
      Issue.record("no error")
    } catch let error as JudgeError {
      guard case .rateLimited(_, 429, 2) = error else { Issue.record("\(error)"); return }
      #expect(error.message.contains("after waiting 2 s"))
    }
    #expect(setup.fake.requests.count == 3, "one wait, one more try, then reported")
  }

  @Test func judgeThatNeverFinishesTimesOutNamingTheID() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    setup.judge.judge(.neverFinishes)
    #expect(throws: JudgeError.judgeTimeout(id: "4000001", seconds: 5)) {
      try setup.client(timeout: 5).submit(Self.solution)
    }
    let polls = setup.fake.requests.filter { $0.method == "GET" }.count
    #expect(polls == 6, "about one poll a second for 5 s")
    #expect(JudgeError.judgeTimeout(id: "4000001", seconds: 5).message.contains("4000001"))
  }

  /// The connection drops while the judge is polled: the code was submitted, so the error names
  /// the submission and says where its verdict will show, without "try again" or `--offline`.
  @Test func aDroppedPollAfterSubmittingNamesTheSubmission() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    setup.fake.serve(pathPrefix: "/submissions/detail/") { _ in
      .resetMidBody(Data(#"{"state": "PEN"#.utf8))
    }
    do {
      _ = try setup.client().submit(Self.solution)
      Issue.record("no error")
    } catch let error as JudgeError {
      guard case .verdictNotFetched(let id, _) = error else { Issue.record("\(error)"); return }
      #expect(id == "4000001")
      let host = setup.fake.baseURL.replacingOccurrences(of: "http://", with: "")
      #expect(
        error.message.hasPrefix(
          "submitted (id 4000001); the verdict could not be fetched: the connection to \(host) failed ("))
      #expect(error.message.hasSuffix("); it will show in Submissions"))
      #expect(!error.message.contains("try again") && !error.message.contains("--offline"))
    }
    #expect(setup.fake.requests.map(\.method) == ["POST", "GET"], "never submitted twice")
  }

  /// `--offline` cannot help the judge, so its failures never suggest it.
  @Test func judgeFailuresNeverSuggestOffline() {
    let errors: [JudgeError] = [
      .fetch(.httpStatus(host: "leetcode.com", status: 502, attempts: 1)),
      .fetch(.unreachable(host: "leetcode.com", reason: "no route")),
      .fetch(.timedOut(host: "leetcode.com", seconds: 15)),
      .fetch(.blocked(host: "leetcode.com", status: 403, signedIn: true)),
    ]
    for error in errors { #expect(!error.message.contains("--offline"), "\(error.message)") }
    #expect(
      errors[0].message == "leetcode.com answered HTTP 502 (a server error) after 1 try; try again later")
  }

  @Test func serverErrorsAndGarbageAreNotRetried() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    setup.fake.inject(.status(502))
    #expect(throws: JudgeError.self) { try setup.client().submit(Self.solution) }
    setup.fake.inject(.truncatedJSON)
    #expect(throws: JudgeError.self) { try setup.client().submit(Self.solution) }
    #expect(setup.fake.requests.count == 2)
  }

  @Test func echoedSecretsAreRedacted() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    setup.fake.serve(pathPrefix: "/problems/") { _ in
      FakeJudge.reply(400, ["error": "bad cookie \(Self.session) and \(Self.token)"])
    }
    do {
      _ = try setup.client().submit(Self.solution)
      Issue.record("no error")
    } catch let error as JudgeError {
      let clean = !error.message.contains(Self.session) && !error.message.contains(Self.token)
      #expect(clean, "a secret in the error")
      #expect(error.message.contains("[redacted]"))
    }
  }

  @Test func submissionIsKeptInTheSubmissionsCache() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    let result = try setup.client().submit(Self.solution)
    let service = try SegmentService(problems: setup.fixture.service(policy: FetchPolicy(offline: true)))
    let python = SolutionLanguage.named("python3")!
    try service.record(
      result, code: Self.solution.code, language: python, slug: "pebble-pairs",
      at: Date(timeIntervalSince1970: 1_800_000_000))
    let wrong = try setup.client().run(Self.solution, dataInput: "1\n2")
    var second = wrong
    second.submissionID = "4000009"
    try service.record(
      second, code: "x", language: python, slug: "pebble-pairs",
      at: Date(timeIntervalSince1970: 1_800_000_100))
    let loaded = try service.load(.submissions, slug: "pebble-pairs")
    let snapshot = try #require(loaded.submissions)
    #expect(snapshot.submissions.map(\.id) == ["4000009", "4000001"])
    #expect(snapshot.submissions.last?.status == "Accepted" && snapshot.submissions.last?.runtime == "2 ms")
    #expect(snapshot.details["4000001"]?.code == Self.solution.code)
    #expect(snapshot.details["4000001"]?.runtimePercentile == 83.9)
    for (_, data) in setup.fixture.snapshot() {
      let text = String(decoding: data, as: UTF8.self)
      let clean = !text.contains(Self.session) && !text.contains(Self.token)
      #expect(clean, "a secret in the cache")
    }
  }
}
