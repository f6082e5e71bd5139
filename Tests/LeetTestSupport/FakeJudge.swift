import Foundation
import LeetModel

/// The judge of the fake LeetCode.
///
/// It serves `interpret_solution/`, `submit/` and `check/`, answering with
/// results in the shapes of `reference/judge.md` (written by the team). It checks the session
/// cookies and the csrf header, reports `PENDING` for a number of polls before the result, and can
/// give every result kind or never finish.
public final class FakeJudge: @unchecked Sendable {
  /// What the next judgement comes to.
  public enum Outcome: Sendable, Equatable {
    case accepted
    /// A run: some cases wrong (status still "Accepted"); a submission: status 11.
    case wrongAnswer
    case compileError
    case runtimeError
    case timeLimitExceeded
    case memoryLimitExceeded
    /// `PENDING` forever.
    case neverFinishes
    /// After the pending polls, this `state`, which no client documents (`PENDING_REJUDGE`).
    case state(String)
  }

  /// How a finished run lays out its per-case lists (`code_answer`, `expected_code_answer`,
  /// `std_output_list`).
  public struct RunLayout: Sendable, Equatable {
    /// Empty entries after the cases' (the 2026 judge pads with several).
    public var padding: Int
    /// A case (0-based) whose answer, expected answer and output are empty.
    public var blankCase: Int?

    /// The layout of `reference/judge.md`: one empty entry after the expected answers and the
    /// outputs, none after the answers.
    public static let documented = RunLayout(padding: 0)

    public init(padding: Int, blankCase: Int? = nil) {
      self.padding = padding
      self.blankCase = blankCase
    }
  }

  /// The session the judge accepts.
  public let session: String
  /// The csrf token it accepts (cookie and header).
  public let csrfToken: String
  private let lock = NSLock()
  private var outcome = Outcome.accepted
  private var pendingPolls = 1
  private var linesPerCase = 2
  private var layout = RunLayout.documented
  private var polls: [String: Int] = [:]
  private var kinds: [String: Bool] = [:]
  private var runInputs: [String: String] = [:]
  private var counter = 0

  /// Attaches a judge to `fake` that accepts `session` and `csrfToken`.
  public init(on fake: FakeLeetCode, session: String, csrfToken: String) {
    self.session = session
    self.csrfToken = csrfToken
    fake.serve(pathPrefix: "/problems/") { [weak self] request in
      self?.start(request) ?? FakeJudge.reply(500, ["error": "gone"])
    }
    fake.serve(pathPrefix: "/submissions/detail/") { [weak self] request in
      self?.check(request) ?? FakeJudge.reply(500, ["error": "gone"])
    }
  }

  /// Sets what the next judgements come to, after `pendingPolls` polls that say `PENDING`.
  public func judge(_ outcome: Outcome, pendingPolls: Int = 1) {
    locked {
      self.outcome = outcome
      self.pendingPolls = pendingPolls
    }
  }

  /// Lays out the next runs' per-case lists as `layout` says.
  public func layOutRuns(_ layout: RunLayout) {
    locked { self.layout = layout }
  }

  /// How many input lines make a case (the problem's parameter count).
  public func setLinesPerCase(_ count: Int) {
    locked { linesPerCase = count }
  }

  // MARK: - Answering

  private func start(_ request: ReceivedRequest) -> FakeReply {
    let path = request.path
    let isRun = path.hasSuffix("/interpret_solution/")
    guard request.method == "POST", isRun || path.hasSuffix("/submit/") else {
      return Self.reply(404, ["error": "not found"])
    }
    if let refusal = checkCredentials(request) { return refusal }
    guard let body = try? JSONValue.parse(request.body), body["lang"].string != nil,
      body["question_id"].string != nil, body["typed_code"].string != nil,
      !isRun || body["data_input"].string != nil
    else { return Self.reply(400, ["error": "malformed request"]) }
    let id: String = locked {
      counter += 1
      let id = isRun ? "runcode_1700000000.\(counter)_fake" : String(4_000_000 + counter)
      polls[id] = 0
      kinds[id] = isRun
      runInputs[id] = body["data_input"].string
      return id
    }
    if isRun {
      return Self.reply(
        200,
        [
          "interpret_id": id, "test_case": body["data_input"].string ?? "",
          "interpret_expected_id": "runcode_expected_\(id)",
        ])
    }
    return Self.reply(200, ["submission_id": Int(id) ?? 0])
  }

  private func check(_ request: ReceivedRequest) -> FakeReply {
    guard request.method == "GET", request.path.hasSuffix("/check/") else {
      return Self.reply(404, ["error": "not found"])
    }
    if let refusal = checkCredentials(request) { return refusal }
    let parts = request.path.split(separator: "/")
    let id = parts.count >= 3 ? String(parts[2]) : ""
    let state: (isRun: Bool, count: Int, outcome: Outcome, pending: Int, lines: Int, layout: RunLayout)? =
      locked {
        guard let count = polls[id], let isRun = kinds[id] else { return nil }
        polls[id] = count + 1
        return (isRun, count + 1, outcome, pendingPolls, linesPerCase, layout)
      }
    guard let state else { return Self.reply(404, ["error": "no such submission"]) }
    if state.outcome == .neverFinishes || state.count <= state.pending {
      return Self.reply(200, ["state": state.count == 1 ? "PENDING" : "STARTED"])
    }
    if case .state(let named) = state.outcome { return Self.reply(200, ["state": named]) }
    let input = locked { runInputs[id] } ?? ""
    let result =
      state.isRun
      ? FakeJudgeFixtures.run(
        state.outcome, id: id, dataInput: input, linesPerCase: state.lines, layout: state.layout)
      : FakeJudgeFixtures.submission(state.outcome, id: id)
    return Self.reply(200, result)
  }

  /// A 403 unless the request carries the session and csrf cookies and the matching header.
  private func checkCredentials(_ request: ReceivedRequest) -> FakeReply? {
    let cookies = Self.cookies(request.headers["cookie"] ?? "")
    guard cookies["LEETCODE_SESSION"] == session, cookies["csrftoken"] == csrfToken,
      request.headers["x-csrftoken"] == csrfToken
    else {
      return Self.reply(403, ["detail": "Authentication credentials were not provided."])
    }
    return nil
  }

  static func cookies(_ header: String) -> [String: String] {
    var cookies: [String: String] = [:]
    for part in header.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      if pair.count == 2 { cookies[pair[0]] = pair[1] }
    }
    return cookies
  }

  /// A JSON answer.
  public static func reply(_ status: Int, _ object: [String: Any]) -> FakeReply {
    let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    return .response(status: status, headers: [("Content-Type", "application/json")], body: body)
  }

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
