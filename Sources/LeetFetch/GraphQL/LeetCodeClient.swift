import FoundationEssentials
import LeetModel
import TermCore

/// A response that passed every check: HTTP 200, JSON, no GraphQL error that left it without data.
public struct CheckedResponse {
  /// The body exactly as received, for storing verbatim.
  public var body: Data
  /// The body parsed, for checks, counts and the members kept.
  public var object: JSONValue

  /// The member `key` of the top-level object, nil when it has none (a null member is `.null`).
  func member(_ key: String) -> JSONValue? { object.object?[key] }

  /// The body as a `JSONValue` (parsed once, with the checks).
  public func json() throws -> JSONValue { object }
}

/// Talks to LeetCode (or `LEETVIEW_ENDPOINT`): builds requests, retries, and turns every failure
/// into a `FetchError`.
public struct LeetCodeClient: Sendable {
  public static let userAgent =
    "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"

  public var site: Site
  public var endpoint: Endpoint
  public var credentials: Credentials?
  public var transport: any HTTPTransport
  public var retry: RetryPolicy

  public init(
    site: Site, endpoint: Endpoint, credentials: Credentials?, transport: any HTTPTransport,
    retry: RetryPolicy = RetryPolicy()
  ) {
    self.site = site
    self.endpoint = endpoint
    self.credentials = credentials
    self.transport = transport
    self.retry = retry
  }

  /// The request for `operation`: `POST <base><path>` (`/graphql` for most) with a JSON body.
  /// - Parameter refererPath: the page the request is "from", such as `/problems/two-sum/`.
  public func request(for operation: GraphQLOperation, refererPath: String) -> HTTPRequest? {
    guard let url = endpoint.url(operation.path) else { return nil }
    let data = JSONWriter.data(
      .object([
        "query": .string(operation.query), "operationName": .string(operation.name),
        "variables": .object(operation.variables),
      ]))
    return HTTPRequest(
      method: "POST", url: url, headers: headers(refererPath: refererPath, json: true), body: data)
  }

  /// The header fields: JSON, Referer, Origin, a browser's User-Agent, and the session cookies and
  /// `x-csrftoken` only when there are credentials.
  func headers(refererPath: String, json: Bool) -> [(name: String, value: String)] {
    var headers: [(name: String, value: String)] = []
    if json { headers.append(("Content-Type", "application/json")) }
    headers.append(("Accept", "application/json"))
    headers.append(("Referer", endpoint.base + refererPath))
    headers.append(("Origin", endpoint.base))
    headers.append(("User-Agent", Self.userAgent))
    headers.append(("X-Requested-With", "XMLHttpRequest"))
    if let credentials, let cookie = credentials.cookieHeader {
      headers.append(("Cookie", cookie))
      if let token = credentials.csrfToken { headers.append(("x-csrftoken", token)) }
    }
    return headers
  }

  /// Sends `operation` and checks the answer.
  /// - Throws: `FetchError`.
  public func graphQL(
    _ operation: GraphQLOperation, refererPath: String = "/", budget: FetchBudget = .patient
  ) throws -> CheckedResponse {
    guard let request = request(for: operation, refererPath: refererPath) else {
      throw FetchError.invalidResponse(host: endpoint.displayHost, detail: "bad endpoint URL")
    }
    var response: HTTPResponse
    do {
      response = try send(request, budget: budget)
    } catch FetchError.httpStatus(_, let status, _)
      where (status == 404 || status == 405) && operation.path == "/graphql"
    {
      // Some servers answer only at `/graphql/`, with the slash.
      guard let slashed = endpoint.url("/graphql/") else {
        throw FetchError.httpStatus(host: endpoint.displayHost, status: status, attempts: 1)
      }
      var retried = request
      retried.url = slashed
      response = try send(retried, budget: budget)
    }
    let checked = CheckedResponse(body: response.body, object: try parseJSON(response))
    if let message = Self.graphQLErrorMessage(checked.member("errors")) {
      let data = checked.member("data")?.object
      let hasData = data?.values.contains { $0 != .null } ?? false
      if !hasData { throw FetchError.graphQL(redacted(message)) }
    }
    return checked
  }

  /// `text` with the credential values blanked out: a server that echoes them back never gets
  /// them printed.
  func redacted(_ text: String) -> String {
    var text = text
    for secret in credentials?.secrets ?? [] {
      guard secret.count >= 4 else { continue }
      text = text.replacing(secret, with: "[redacted]")
    }
    return text
  }

  /// `GET <base><path>`, expecting JSON (the REST problem index, a contest's REST info), sent
  /// with the page at `refererPath` as its referer.
  /// - Throws: `FetchError`.
  public func getJSON(_ path: String, refererPath: String = "/problemset/", budget: FetchBudget = .patient)
    throws -> CheckedResponse
  {
    guard let url = endpoint.url(path) else {
      throw FetchError.invalidResponse(host: endpoint.displayHost, detail: "bad endpoint URL")
    }
    let request = HTTPRequest(
      method: "GET", url: url, headers: headers(refererPath: refererPath, json: false))
    let response = try send(request, budget: budget)
    return CheckedResponse(body: response.body, object: try parseJSON(response))
  }

  /// The largest body accepted: LeetCode's biggest answers (the whole problem index) are a few
  /// megabytes; anything past this is refused rather than parsed and cached.
  static let maximumBodyBytes = ContentLimits.answerBytes

  /// The refusal of an answer of `bytes` (announced, or received before the transfer stopped).
  static func tooLarge(_ bytes: Int, host: String) -> FetchError {
    let megabytes = (Double(bytes) / 1_048_576).fixed(1)
    return FetchError.invalidResponse(
      host: host,
      detail: "an answer of \(megabytes) MB or more, over the \(maximumBodyBytes >> 20) MB "
        + "leetview accepts")
  }

  /// Sends with retries on 429, 502, 503, 504 and network errors, within `budget`.
  func send(_ request: HTTPRequest, budget: FetchBudget) throws -> HTTPResponse {
    let host = endpoint.displayHost
    let started = retry.now()
    let attempts = max(1, min(budget.attempts, retry.maxAttempts))
    var attempt = 0
    while true {
      attempt += 1
      let remaining = budget.total - retry.now().timeIntervalSince(started)
      var failure: FetchError
      var retryAfter: TimeInterval? = nil
      do {
        let response = try transport.send(
          request, timeout: max(0.05, min(budget.attemptTimeout, remaining)))
        if Self.looksLikeChallenge(response) {
          throw FetchError.blocked(
            host: host, status: response.status, signedIn: credentials != nil)
        }
        switch response.status {
        case 200..<300:
          guard response.body.count <= Self.maximumBodyBytes else {
            throw Self.tooLarge(response.body.count, host: host)
          }
          return response
        case 403:
          throw FetchError.blocked(host: host, status: 403, signedIn: credentials != nil)
        case 429:
          failure = .rateLimited(host: host, attempts: attempt)
          retryAfter = RetryPolicy.parseRetryAfter(
            response.headers["retry-after"], now: retry.now())
        case 502, 503, 504:
          failure = .httpStatus(host: host, status: response.status, attempts: attempt)
          retryAfter = RetryPolicy.parseRetryAfter(
            response.headers["retry-after"], now: retry.now())
        default:
          throw FetchError.httpStatus(host: host, status: response.status, attempts: attempt)
        }
      } catch let error as TransportError {
        switch error {
        case .timedOut:
          failure = .timedOut(host: host, seconds: min(budget.attemptTimeout, budget.total))
        case .cannotConnect(let reason): failure = .unreachable(host: host, reason: reason)
        case .connectionLost(let reason): failure = .connectionLost(host: host, reason: reason)
        case .other(let reason): failure = .connectionLost(host: host, reason: reason)
        case .untrusted(let reason): throw FetchError.untrusted(host: host, reason: reason)
        case .tooLarge(let bytes): throw Self.tooLarge(bytes, host: host)
        case .refused(let reason): throw FetchError.refused(host: host, reason: reason)
        }
      }
      // A timeout says the whole wait, over every try.
      if case .timedOut = failure {
        failure = .timedOut(
          host: host, seconds: retry.now().timeIntervalSince(started), attempts: attempt)
      }
      guard attempt < attempts else { throw failure }
      let wait = retry.delay(afterAttempt: attempt, retryAfter: retryAfter)
      let left = budget.total - retry.now().timeIntervalSince(started)
      guard wait + 0.05 < left else { throw failure }
      retry.sleep(wait)
    }
  }

  /// The body as JSON, read as the cache reader reads it: invalid UTF-8 inside strings repaired
  /// to U+FFFD, a number past a Double's range as null.
  private func parseJSON(_ response: HTTPResponse) throws -> JSONValue {
    do {
      return try JSONValue.parse(response.body)
    } catch let failure as JSONParseFailure where failure.isNestedTooDeep {
      throw FetchError.invalidResponse(
        host: endpoint.displayHost,
        detail: "JSON nested deeper than \(JSONParseFailure.maximumDepth) levels")
    } catch {
      let detail = response.body.isEmpty ? "an empty body" : "not valid JSON, perhaps cut short"
      throw FetchError.invalidResponse(host: endpoint.displayHost, detail: detail)
    }
  }

  /// Whether the body is an HTML page (Cloudflare's "Just a moment..." challenge) instead of JSON.
  static func looksLikeChallenge(_ response: HTTPResponse) -> Bool {
    let type = response.headers["content-type"]?.lowercased() ?? ""
    let head = String(decoding: response.body.prefix(2048), as: UTF8.self)
      .trimmingWhitespaceAndNewlines.lowercased()
    let isHTML =
      type.contains("text/html") || head.hasPrefix("<!doctype html") || head.hasPrefix("<html")
    if !isHTML { return false }
    if response.status == 403 || (200..<300).contains(response.status) { return true }
    return head.contains("just a moment") || head.contains("cf-chl")
      || head.contains("challenge-platform")
      || response.headers["cf-mitigated"] != nil
  }

  /// LeetCode's message from a GraphQL `errors` array, on one line, or nil when there is none.
  static func graphQLErrorMessage(_ errors: JSONValue?) -> String? {
    guard let errors = errors?.array, !errors.isEmpty else { return nil }
    let messages = errors.compactMap { $0["message"].exactString ?? $0.exactString }
      .map { TextSanitizer.oneLine($0) }.filter { !$0.isEmpty }
    let joined =
      messages.isEmpty ? "an unspecified GraphQL error" : messages.prefix(3).joined(separator: "; ")
    return String(joined.prefix(300))
  }
}
