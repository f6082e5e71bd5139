import Foundation
import LeetModel
import LeetNetwork
import LeetTestSupport
import Testing

@testable import LeetFetch

/// Judge and submission ids from the server go into a URL only in their documented shapes, and no
/// request carries a header holding a line break: a hostile judge steers nothing.
@Suite struct JudgeIdShapeTests {
  typealias Setup = JudgeClientTests.Setup

  @Test func idShapes() {
    #expect(JudgeID.isSubmission("1001727658") && JudgeID.isPollable("1001727658"))
    #expect(JudgeID.isPollable("runcode_1719543932.228726_3EYv42qb0k"))
    #expect(JudgeID.isPollable("runcode_1700000000.1_fake"))
    for bad in ["", "12\r\nX-Injected: yes", "1e5", "-1", "1 2", "١٢", String(repeating: "1", count: 21)] {
      #expect(!JudgeID.isSubmission(bad), "took \(bad)")
    }
    for bad in [
      "../../../api/account/delete?really=1#", "..", ".", "a/b", "a%2fb", "a?b", "a#b", "a\nb", "_x",
      "runcode_1\r\nCookie: x", String(repeating: "a", count: 101),
    ] {
      #expect(!JudgeID.isPollable(bad), "took \(bad)")
    }
  }

  /// A judge whose `start` answer is `reply`; every later request is answered 200 `{}`.
  static func hostile(_ setup: Setup, reply: [String: Any]) {
    setup.fake.serve(pathPrefix: "/") { _ in FakeJudge.reply(200, ["state": "SUCCESS"]) }
    let answer = FakeJudge.reply(200, reply)
    setup.fake.serve(pathPrefix: "/problems/") { _ in answer }
  }

  @Test func submissionIdWithALineBreakIsNotPolled() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    Self.hostile(setup, reply: ["submission_id": "4000001\r\nX-Injected: yes"])
    #expect(
      throws: JudgeError.unexpectedID(
        host: setup.fake.baseURL.replacingOccurrences(of: "http://", with: ""), kind: .submission)
    ) {
      try setup.client().submit(JudgeClientTests.solution)
    }
    let requests = setup.fake.requests
    #expect(requests.count == 1, "\(requests.map(\.path))")
    #expect(requests.allSatisfy { $0.headers["x-injected"] == nil && !$0.path.contains("check") })
  }

  @Test func runIdWithTraversalIsNotPolled() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    Self.hostile(setup, reply: ["interpret_id": "../../../api/account/delete?really=1#"])
    do {
      _ = try setup.client().run(JudgeClientTests.solution, dataInput: "1")
      Issue.record("no error")
    } catch let error as JudgeError {
      #expect(
        error
          == .unexpectedID(host: setup.fake.baseURL.replacingOccurrences(of: "http://", with: ""), kind: .run)
      )
      #expect(error.message.contains("run id") && !error.message.contains("account"), "\(error.message)")
    }
    let requests = setup.fake.requests
    #expect(requests.map(\.path) == ["/problems/pebble-pairs/interpret_solution/"])
    #expect(!requests.contains { $0.path.contains("/api/") || $0.path.contains("account") })
  }

  @Test func cookiesWithLineBreaksAreSentWithoutThem() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    let broken = Credentials(session: "probe\r\nX-Injected: yes", csrfToken: JudgeClientTests.token)
    #expect(throws: JudgeError.self) {
      try setup.client(credentials: broken).submit(JudgeClientTests.solution)
    }
    let requests = setup.fake.requests
    #expect(requests.count == 1)
    #expect(requests.allSatisfy { $0.headers["x-injected"] == nil })
    #expect(requests.first?.headers["cookie"]?.contains("LEETCODE_SESSION=probeX-Injected:yes") == true)
  }

  @Test func transportsRefuseLineBreaksInHeaderNamesAndValues() throws {
    let log = RequestCounter()
    let server = try FakeHTTPServer { request in
      log.count()
      return .response(status: 200, headers: [], body: Data("{}".utf8))
    }
    defer { server.stop() }
    let url = try #require(URL(string: server.baseURL + "/x"))
    let bad: [(String, String)] = [
      ("Cookie", "a=1\r\nX-Injected: yes"), ("Referer", "x\ny"), ("Origin", "x\0y"), ("X-A\r\nB", "1"),
      ("", "1"), ("X A", "1"),
    ]
    for header in bad {
      let request = HTTPRequest(method: "GET", url: url, headers: [header])
      #expect(request.unsafeHeader != nil, "\(header)")
      #expect(throws: TransportError.self) { try CurlTransport().send(request, timeout: 5) }
      let helper = HelperProcessTransport(helper: URL(fileURLWithPath: "/nonexistent/leetview-fetch"))
      do {
        _ = try helper.send(request, timeout: 5)
        Issue.record("sent \(header)")
      } catch let error as TransportError {
        guard case .refused(let reason) = error else {
          Issue.record("\(error)")
          continue
        }
        #expect(!reason.contains("X-Injected") && !reason.contains("a=1"), "\(reason)")
      }
    }
    #expect(log.value == 0, "the server got a request")
    let fine = HTTPRequest(method: "GET", url: url, headers: [("Cookie", "a=1; b=2"), ("X-Tab", "a\tb")])
    #expect(fine.unsafeHeader == nil)
    #expect(try CurlTransport().send(fine, timeout: 5).status == 200)
  }
}

/// Counts requests from the server's threads.
final class RequestCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var seen = 0
  func count() { lock.withLock { seen += 1 } }
  var value: Int { lock.withLock { seen } }
}
