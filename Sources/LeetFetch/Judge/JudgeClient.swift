import FoundationEssentials
import LeetModel
import TermCore

/// Runs code on test cases and submits it, beside the GraphQL client.
///
/// Through the same transport: `POST /problems/<slug>/interpret_solution/` or `/submit/`, then
/// `GET /submissions/detail/<id>/check/` about once a second until the judge is done, giving up
/// after `timeout`. Each request is sent once; a 429 is waited out once (its `Retry-After`, at
/// most `maximumRetryAfter`), then reported. Nothing is sent without a session.
public struct JudgeClient: Sendable {
  /// Where a judgement has got to, for a progress display.
  public enum Progress: Hashable, Sendable {
    /// The code is on its way.
    case sending
    /// The judge took the submission: its id (from now on it is submitted, whatever follows).
    case submitted(id: String)
    /// The judge has it: its id, its state (`PENDING`, `STARTED`) and the seconds since it was sent.
    case judging(id: String, state: String, elapsed: TimeInterval)
  }

  /// What to send to the judge.
  public struct Solution: Hashable, Sendable {
    /// The problem's title slug (for the URLs).
    public var slug: String
    /// The problem's internal `questionId` (not the frontend id).
    public var questionID: String
    /// The `langSlug`.
    public var language: String
    /// The code between the markers.
    public var code: String

    public init(slug: String, questionID: String, language: String, code: String) {
      self.slug = slug
      self.questionID = questionID
      self.language = language
      self.code = code
    }
  }

  public var client: LeetCodeClient
  /// How long the judge may take before leetview gives up (config `judgeTimeoutSeconds`).
  public var timeout: TimeInterval
  /// The pause between polls.
  public var pollInterval: TimeInterval
  /// The longest `Retry-After` waited out.
  public var maximumRetryAfter: TimeInterval
  /// The time one request may take.
  public var requestTimeout: TimeInterval

  public init(
    client: LeetCodeClient, timeout: TimeInterval = 60, pollInterval: TimeInterval = 1,
    maximumRetryAfter: TimeInterval = 10, requestTimeout: TimeInterval = 15
  ) {
    self.client = client
    self.timeout = timeout
    self.pollInterval = pollInterval
    self.maximumRetryAfter = maximumRetryAfter
    self.requestTimeout = requestTimeout
  }

  private var host: String { client.endpoint.displayHost }

  /// Runs `solution` on `dataInput` (the cases' inputs, one per line) and waits for the result.
  /// - Throws: `JudgeError`.
  public func run(
    _ solution: Solution, dataInput: String,
    progress: @Sendable (Progress) -> Void = { _ in }
  ) throws(JudgeError) -> JudgeResult {
    let body: [String: JSONValue] = [
      "lang": .string(solution.language), "question_id": .string(solution.questionID),
      "typed_code": .string(solution.code), "data_input": .string(dataInput),
    ]
    progress(.sending)
    let reply = try post("/problems/\(solution.slug)/interpret_solution/", body, slug: solution.slug)
    guard let id = reply["interpret_id"].string, !id.isEmpty else {
      throw refusal(reply, status: 200)
    }
    guard JudgeID.isPollable(id) else { throw .unexpectedID(host: host, kind: .run) }
    return try wait(for: id, kind: .run, slug: solution.slug, progress: progress)
  }

  /// Submits `solution` and waits for the verdict.
  /// - Throws: `JudgeError`.
  public func submit(_ solution: Solution, progress: @Sendable (Progress) -> Void = { _ in })
    throws(JudgeError) -> JudgeResult
  {
    let body: [String: JSONValue] = [
      "lang": .string(solution.language), "question_id": .string(solution.questionID),
      "typed_code": .string(solution.code),
    ]
    progress(.sending)
    let reply = try post("/problems/\(solution.slug)/submit/", body, slug: solution.slug)
    guard let id = reply["submission_id"].string, id != "0", !id.isEmpty else {
      throw refusal(reply, status: 200)
    }
    guard JudgeID.isSubmission(id) else { throw .unexpectedID(host: host, kind: .submission) }
    progress(.submitted(id: id))
    var result: JudgeResult
    do {
      result = try wait(for: id, kind: .submission, slug: solution.slug, progress: progress)
    } catch {
      // It was sent: the failure is the verdict's, and the message names the submission.
      throw error.afterSubmitting(id)
    }
    if result.submissionID == nil || result.submissionID?.hasPrefix("runcode") == true {
      result.submissionID = id
    }
    return result
  }

  /// Polls `check/` for `id` until the judge is done or `timeout` has passed.
  func wait(
    for id: String, kind: JudgeResult.Kind, slug: String, progress: @Sendable (Progress) -> Void
  ) throws(JudgeError) -> JudgeResult {
    // The id goes into the URL: only the documented shapes get there.
    guard JudgeID.isPollable(id) else { throw .unexpectedID(host: host, kind: kind) }
    let started = client.retry.now()
    while true {
      let response = try send(
        method: "GET", path: "/submissions/detail/\(id)/check/", body: nil, slug: slug)
      let poll: JudgeResultDecoder.Poll
      do {
        poll = try JudgeResultDecoder.poll(response.body, kind: kind)
      } catch JudgeResultDecoder.Failure.unknownState(let state) {
        throw .unknownState(state)
      } catch JudgeResultDecoder.Failure.wrongShape(let detail) {
        throw .fetch(.invalidResponse(host: host, detail: "\(detail) for \(id)"))
      } catch {
        throw .fetch(.invalidResponse(host: host, detail: "the judge's answer for \(id) is not JSON"))
      }
      let elapsed = client.retry.now().timeIntervalSince(started)
      switch poll {
      case .finished(let result):
        return result
      case .pending(let state):
        progress(.judging(id: id, state: state, elapsed: elapsed))
      }
      guard elapsed + pollInterval <= timeout else { throw .judgeTimeout(id: id, seconds: timeout) }
      client.retry.sleep(pollInterval)
    }
  }

  /// POSTs `body` as JSON and returns the answer's JSON.
  private func post(_ path: String, _ body: [String: JSONValue], slug: String) throws(JudgeError)
    -> JSONValue
  {
    let response = try send(method: "POST", path: path, body: JSONWriter.data(.object(body)), slug: slug)
    guard let json = try? JSONValue.parse(response.body), json.object != nil else {
      throw .fetch(.invalidResponse(host: host, detail: "not JSON where the judge's id belongs"))
    }
    return json
  }

  /// Sends one request, waiting out one 429 as asked, and checks the status.
  private func send(method: String, path: String, body: Data?, slug: String) throws(JudgeError)
    -> HTTPResponse
  {
    guard let credentials = client.credentials, credentials.session != nil,
      credentials.csrfToken != nil
    else { throw .notSignedIn }
    guard let url = client.endpoint.url(path) else {
      throw .fetch(.invalidResponse(host: host, detail: "bad endpoint URL"))
    }
    let request = HTTPRequest(
      method: method, url: url,
      headers: client.headers(refererPath: "/problems/\(slug)/", json: body != nil), body: body)
    var waited: TimeInterval? = nil
    while true {
      let response: HTTPResponse
      do {
        response = try client.transport.send(request, timeout: requestTimeout)
      } catch let error as TransportError {
        throw .fetch(fetchError(error))
      } catch {
        throw .fetch(.connectionLost(host: host, reason: "\(error)"))
      }
      if LeetCodeClient.looksLikeChallenge(response) {
        throw .blocked(host: host, status: response.status)
      }
      switch response.status {
      case 200..<300:
        return response
      case 401, 403:
        throw .signedOut(host: host, status: response.status)
      case 409, 429:
        let asked = RetryPolicy.parseRetryAfter(
          response.headers["retry-after"], now: client.retry.now())
        guard waited == nil, let asked else {
          throw .rateLimited(host: host, status: response.status, waited: waited)
        }
        let wait = min(max(0, asked), maximumRetryAfter)
        client.retry.sleep(wait)
        waited = wait
      case 400:
        throw refusal((try? JSONValue.parse(response.body)) ?? .null, status: 400)
      default:
        throw .fetch(.httpStatus(host: host, status: response.status, attempts: 1))
      }
    }
  }

  /// The failure for an answer that carries no id: LeetCode's `error` message when it gives one,
  /// else a session problem.
  private func refusal(_ json: JSONValue, status: Int) -> JudgeError {
    let said = json["error"].string ?? json["detail"].string ?? json["message"].string
    if let said, !said.isEmpty {
      let line = String(TextSanitizer.oneLine(client.redacted(said)).prefix(300))
      if line.lowercased().contains("login") || line.lowercased().contains("authenticat") {
        return .signedOut(host: host, status: status)
      }
      return .rejected(host: host, message: line)
    }
    return status == 400
      ? .fetch(.httpStatus(host: host, status: 400, attempts: 1))
      : .signedOut(host: host, status: status)
  }

  private func fetchError(_ error: TransportError) -> FetchError {
    switch error {
    case .timedOut: .timedOut(host: host, seconds: requestTimeout)
    case .cannotConnect(let reason): .unreachable(host: host, reason: reason)
    case .connectionLost(let reason), .other(let reason):
      .connectionLost(host: host, reason: client.redacted(reason))
    case .untrusted(let reason): .untrusted(host: host, reason: reason)
    case .tooLarge(let bytes): LeetCodeClient.tooLarge(bytes, host: host)
    case .refused(let reason): .refused(host: host, reason: reason)
    }
  }
}
