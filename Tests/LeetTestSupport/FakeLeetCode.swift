import Foundation
import LeetModel

/// A fake LeetCode for tests: a real HTTP server on 127.0.0.1 that answers the GraphQL queries
/// (question, problem list in pages, daily) and the REST index from what it is given, records
/// every request, and injects faults on demand.
public final class FakeLeetCode: @unchecked Sendable {
  /// A fault to answer with instead of the normal response.
  public enum Fault: Sendable {
    /// HTTP 429 with an optional `Retry-After` value.
    case tooManyRequests(retryAfter: String?)
    /// HTTP `status` (such as 500, 502, 503, 504) with a short text body.
    case status(Int)
    /// HTTP 403 with Cloudflare's "Just a moment..." challenge page.
    case cloudflare
    /// HTTP 200 with an HTML page instead of JSON.
    case htmlPage
    /// The normal response, cut off mid-body by a connection reset.
    case resetMidBody
    /// No answer at all.
    case hang
    /// The normal response with its JSON cut short (and a matching Content-Length).
    case truncatedJSON
    /// A GraphQL `errors` answer with this message and `data: null`.
    case graphQLErrors(String)
    /// `{"data":{"question":null}}`.
    case nullQuestion
  }

  private let lock = NSLock()
  private var server: FakeHTTPServer?
  private var received: [ReceivedRequest] = []
  private var faults: [Fault] = []
  private var queryFaults: [(marker: String, fault: Fault)] = []
  private var questions: [String: Data] = [:]
  private var listRows: [Data] = []
  private var dailyBody: Data?
  private var restBody: Data?
  private var fixedListBody: Data?
  private var pageCap = 100
  private var graphQLPath = "/graphql"
  private var handlers: [(marker: String, answer: @Sendable (JSONValue) -> Data?)] = []
  private var requestHandlers: [(marker: String, answer: @Sendable (ReceivedRequest) -> Data)] = []
  private var pathRoutes: [(prefix: String, answer: @Sendable (ReceivedRequest) -> FakeReply)] = []
  private var assets: [String: (type: String, body: Data)] = [:]

  public init() throws {
    let server = try FakeHTTPServer { [weak self] request in
      self?.answer(request) ?? .response(status: 500, headers: [], body: Data())
    }
    self.server = server
  }

  /// `http://127.0.0.1:<port>`, for `LEETVIEW_ENDPOINT`.
  public var baseURL: String { server?.baseURL ?? "http://127.0.0.1:9" }

  /// Stops the server: later requests are refused.
  public func stop() {
    server?.stop()
  }

  // MARK: - Content

  /// Serves `body` (a question query response, verbatim) for `slug`.
  public func serveQuestion(_ slug: String, body: Data) {
    locked { questions[slug] = body }
  }

  /// Serves the problem list: rows in the shape of `problemset.jsonl` lines.
  public func serveList(rows: [Data], pageCap: Int = 100) {
    locked {
      listRows = rows
      self.pageCap = pageCap
    }
  }

  /// Answers every list query with `body`, whatever page it asks for (as a recorded response).
  public func serveFixedList(_ body: Data) {
    locked { fixedListBody = body }
  }

  /// Serves `body` as the answer to the daily query.
  public func serveDaily(_ body: Data) {
    locked { dailyBody = body }
  }

  /// Answers GraphQL only at `path` (`/graphql` by default; `/graphql/` like some deployments).
  public func serveGraphQL(at path: String) {
    locked { graphQLPath = path }
  }

  /// Serves `body` at `GET /api/problems/all/`.
  public func serveRESTIndex(_ body: Data) {
    locked { restBody = body }
  }

  /// Answers every GraphQL query whose text contains `marker` with `answer(variables)`, checked
  /// before the built-in routes, in the order given; nil answers `{"data": null}` with an error.
  public func serve(
    queryContaining marker: String, _ answer: @escaping @Sendable (JSONValue) -> Data?
  ) {
    locked { handlers.append((marker, answer)) }
  }

  /// Answers every GraphQL query whose text contains `marker` with `answer(request)`, for answers
  /// that depend on the request's headers (its cookies); checked before `serve(queryContaining:)`.
  public func serve(
    queryContaining marker: String, byRequest answer: @escaping @Sendable (ReceivedRequest) -> Data
  ) {
    locked { requestHandlers.append((marker, answer)) }
  }

  /// Answers every request whose path starts with `prefix` with `answer(request)`, before the
  /// built-in routes (the fake judge's endpoints); the latest given is checked first.
  public func serve(pathPrefix prefix: String, _ answer: @escaping @Sendable (ReceivedRequest) -> FakeReply) {
    locked { pathRoutes.insert((prefix, answer), at: 0) }
  }

  /// Serves `body` at `GET /<host>/<path>` of `url`, as an asset mirror does
  /// (`LEETVIEW_ASSET_MIRROR` set to `baseURL`).
  public func serveAsset(_ url: String, body: Data, contentType: String = "image/png") {
    guard let parsed = URL(string: url), let host = parsed.host else { return }
    let path =
      "/" + host + (URLComponents(url: parsed, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? "")
    locked { assets[path] = (contentType, body) }
  }

  /// The next `count` requests get `fault`, after any faults already queued.
  public func inject(_ fault: Fault, count: Int = 1) {
    locked { faults += Array(repeating: fault, count: count) }
  }

  /// Every later GraphQL query whose text contains `marker` gets `fault` (when no queued fault
  /// comes first), until `clearQueryFaults()`: one query failing while the others answer.
  public func inject(_ fault: Fault, forQueriesContaining marker: String) {
    locked { queryFaults.append((marker, fault)) }
  }

  /// Ends the faults of `inject(_:forQueriesContaining:)`.
  public func clearQueryFaults() {
    locked { queryFaults.removeAll() }
  }

  /// Every request received so far, in order.
  public var requests: [ReceivedRequest] {
    locked { received }
  }

  /// The GraphQL operation names received so far, in order.
  public var operations: [String] {
    requests.compactMap { request in
      (try? JSONValue.parse(request.body))?["operationName"].string
    }
  }

  // MARK: - Answering

  private func answer(_ request: ReceivedRequest) -> FakeReply {
    let queued: Fault? = locked {
      received.append(request)
      return faults.isEmpty ? nil : faults.removeFirst()
    }
    let query = (try? JSONValue.parse(request.body))?["query"].string ?? ""
    let fault = queued ?? locked { queryFaults.first { query.contains($0.marker) }?.fault }
    let normal = route(request)
    guard let fault else { return normal }
    switch fault {
    case .tooManyRequests(let retryAfter):
      var headers = [("Content-Type", "text/plain")]
      if let retryAfter { headers.append(("Retry-After", retryAfter)) }
      return .response(status: 429, headers: headers, body: Data("Too Many Requests".utf8))
    case .status(let status):
      return .response(
        status: status, headers: [("Content-Type", "text/plain")],
        body: Data("upstream trouble".utf8))
    case .cloudflare:
      return .response(
        status: 403,
        headers: [("Content-Type", "text/html; charset=UTF-8"), ("cf-mitigated", "challenge")],
        body: Data(Self.challengePage.utf8))
    case .htmlPage:
      return .response(
        status: 200, headers: [("Content-Type", "text/html")], body: Data(Self.challengePage.utf8))
    case .resetMidBody:
      if case .response(_, _, let body) = normal { return .resetMidBody(body) }
      return .resetMidBody(Data(#"{"data": {"question": {"title": "cut"}}}"#.utf8))
    case .hang:
      return .hang
    case .truncatedJSON:
      guard case .response(let status, let headers, let body) = normal else { return normal }
      return .response(
        status: status, headers: headers, body: body.prefix(max(1, body.count * 2 / 3)))
    case .graphQLErrors(let message):
      let object: [String: Any] = ["errors": [["message": message]], "data": NSNull()]
      return Self.json(object)
    case .nullQuestion:
      return Self.json(["data": ["question": NSNull()]])
    }
  }

  private func route(_ request: ReceivedRequest) -> FakeReply {
    let path = request.path.split(separator: "?").first.map(String.init) ?? request.path
    if let route = locked({ pathRoutes.first { path.hasPrefix($0.prefix) } }) {
      return route.answer(request)
    }
    if request.method == "GET", path == "/api/problems/all/" || path == "/api/problems/all" {
      guard let body = locked({ restBody }) else { return Self.signedInIndex(request) }
      return .response(status: 200, headers: [("Content-Type", "application/json")], body: body)
    }
    if request.method == "GET", let asset = locked({ assets[path] }) {
      return .response(status: 200, headers: [("Content-Type", asset.type)], body: asset.body)
    }
    guard request.method == "POST", path == locked({ graphQLPath }),
      let json = try? JSONValue.parse(request.body), let query = json["query"].string
    else { return Self.notFound }
    var variables = json["variables"]
    if let text = variables.string { variables = (try? JSONValue.parse(Data(text.utf8))) ?? .null }
    for handler in locked({ requestHandlers }) where query.contains(handler.marker) {
      return .response(
        status: 200, headers: [("Content-Type", "application/json")], body: handler.answer(request))
    }
    for handler in locked({ handlers }) where query.contains(handler.marker) {
      guard let body = handler.answer(variables) else {
        return Self.json(["errors": [["message": "nothing here"]], "data": NSNull()])
      }
      return .response(status: 200, headers: [("Content-Type", "application/json")], body: body)
    }
    if query.contains("activeDailyCodingChallengeQuestion") || query.contains("todayRecord") {
      guard let body = locked({ dailyBody }) else {
        return Self.json(["errors": [["message": "no daily problem today"]], "data": NSNull()])
      }
      return .response(status: 200, headers: [("Content-Type", "application/json")], body: body)
    }
    if query.contains("questionList") || query.contains("problemsetQuestionList") {
      if let body = locked({ fixedListBody }) {
        return .response(status: 200, headers: [("Content-Type", "application/json")], body: body)
      }
      return listPage(skip: variables["skip"].int ?? 0, limit: variables["limit"].int ?? 50)
    }
    if query.contains("question(") {
      let slug = variables["titleSlug"].string ?? ""
      guard let body = locked({ questions[slug] }) else {
        return Self.json(["data": ["question": NSNull()]])
      }
      return .response(status: 200, headers: [("Content-Type", "application/json")], body: body)
    }
    return Self.json([
      "errors": [["message": "Cannot query field on type Query."]], "data": NSNull(),
    ])
  }

  private func listPage(skip: Int, limit: Int) -> FakeReply {
    let (rows, cap) = locked { (listRows, pageCap) }
    let start = min(max(0, skip), rows.count)
    let end = min(rows.count, start + min(max(0, limit), cap))
    var body = Data(
      #"{"data":{"problemsetQuestionList":{"total":\#(rows.count),"hasMore":\#(end < rows.count),"questions":["#
        .utf8)
    for (index, row) in rows[start..<end].enumerated() {
      if index > 0 { body.append(UInt8(ascii: ",")) }
      body.append(row)
    }
    body.append(contentsOf: Array("]}}}".utf8))
    return .response(status: 200, headers: [("Content-Type", "application/json")], body: body)
  }

  /// The problem index LeetCode sends a session it knows, without a REST index given: the
  /// session's user (named `fake-user`) and no statuses, so a background refresh of the marks
  /// finds nothing to show; without a session cookie, 404.
  private static func signedInIndex(_ request: ReceivedRequest) -> FakeReply {
    guard cookie("LEETCODE_SESSION", in: request.headers["cookie"] ?? "") != nil else { return notFound }
    return json(["user_name": "fake-user", "stat_status_pairs": []])
  }

  private static let notFound = FakeReply.response(
    status: 404, headers: [("Content-Type", "text/plain")], body: Data("not found".utf8))

  private static func json(_ object: [String: Any]) -> FakeReply {
    let body = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    return .response(status: 200, headers: [("Content-Type", "application/json")], body: body)
  }

  /// A page in the manner of Cloudflare's challenge, written for these tests.
  public static let challengePage = """
    <!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>
    <meta http-equiv="refresh" content="390"></head><body><noscript>Enable JavaScript and cookies
    to continue</noscript><script src="/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page"></script>
    </body></html>
    """

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
