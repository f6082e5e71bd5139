import FoundationEssentials
import TermCore

/// Reads the judge's `check/` answers: whether judging is done, and the result when it is.
public enum JudgeResultDecoder {
  /// What one poll of `check/` said.
  public enum Poll: Hashable, Sendable {
    /// Still judging; `state` as sent (`PENDING`, `STARTED`).
    case pending(state: String)
    /// Done.
    case finished(JudgeResult)
  }

  /// Why an answer cannot be read.
  public enum Failure: Error, Equatable, Sendable {
    case notJSON
    /// JSON, but not a judge result (no `state`, or `SUCCESS` without `status_code`).
    case wrongShape(String)
    /// A `state` leetview does not know (such as `PENDING_REJUDGE`), sanitised and bounded.
    case unknownState(String)
  }

  /// The states that mean the judge is still at work (`reference/judge.md`).
  static let pendingStates: Set<String> = ["PENDING", "STARTED"]

  /// The longest state named in a message.
  static let stateLimit = 40

  /// Reads one `check/` answer.
  /// - Throws: `Failure`.
  public static func poll(_ data: Data, kind: JudgeResult.Kind) throws -> Poll {
    guard let json = try? JSONValue.parse(data), json.object != nil else { throw Failure.notJSON }
    let state = json["state"].string ?? ""
    if state.uppercased() == "SUCCESS" {
      return .finished(try result(json, kind: kind))
    }
    if state.isEmpty, json["status_code"].isNull {
      throw Failure.wrongShape("no state in the judge's answer")
    }
    if state.isEmpty { return .finished(try result(json, kind: kind)) }
    let shown = boundedState(state)
    if ["FAILURE", "REVOKED"].contains(state.uppercased()) {
      throw Failure.wrongShape("the judge reported \(shown)")
    }
    // Waiting on a state nobody documented would last until the time-out: name it instead.
    guard pendingStates.contains(state.uppercased()) else { throw Failure.unknownState(shown) }
    return .pending(state: shown)
  }

  /// `state` on one line, cut to `stateLimit` characters (an ellipsis marks the cut).
  static func boundedState(_ state: String) -> String {
    let line = TextSanitizer.oneLine(state)
    return line.count > stateLimit ? String(line.prefix(stateLimit)) + "…" : line
  }

  /// Builds the result from a finished answer.
  /// - Throws: `Failure.wrongShape` when it has no status code.
  public static func result(_ json: JSONValue, kind: JudgeResult.Kind) throws -> JudgeResult {
    guard let code = json["status_code"].int else {
      throw Failure.wrongShape("a finished judgement without a status code")
    }
    let answers = kind == .run ? cases(json["code_answer"]) : list(json["code_output"])
    let expected =
      kind == .run ? cases(json["expected_code_answer"]) : list(json["expected_output"])
    let printed =
      json["std_output_list"].isNull ? list(json["std_output"]) : cases(json["std_output_list"])
    let fullError =
      multiline(json["full_compile_error"]) ?? multiline(json["compile_error"])
      ?? multiline(json["full_runtime_error"]) ?? multiline(json["runtime_error"])
    return JudgeResult(
      kind: kind, statusCode: code,
      statusMessage: text(json["status_msg"]) ?? "",
      language: text(json["lang"]),
      runtime: text(json["status_runtime"]) ?? text(json["display_runtime"]).map { "\($0) ms" },
      memory: text(json["status_memory"]) ?? megabytes(json["memory"]),
      runtimePercentile: percentile(json["runtime_percentile"]),
      memoryPercentile: percentile(json["memory_percentile"]),
      totalCorrect: json["total_correct"].whole(in: .count),
      totalTestcases: json["total_testcases"].whole(in: .count),
      correctAnswer: json["correct_answer"].bool,
      compareResult: text(json["compare_result"]),
      answers: answers,
      expectedAnswers: expected,
      standardOutput: printed,
      lastTestcase: multiline(json["last_testcase"]) ?? multiline(json["input"]),
      errorMessage: fullError,
      submissionID: text(json["submission_id"]),
      questionID: text(json["question_id"]))
  }

  /// A list of strings from a list (anything but strings written as JSON) or one string.
  static func list(_ value: JSONValue) -> [String] {
    switch value {
    case .array(let items):
      return items.map { item in
        item.string.map { TextSanitizer.clean($0, keepNewlines: true) } ?? compact(item)
      }
    case .string(let text): return [TextSanitizer.clean(text, keepNewlines: true)]
    case .null: return []
    default: return [compact(value)]
    }
  }

  /// A per-case list without the empty entries LeetCode pads its end with (one more than the
  /// cases, or many in 2026), so that no phantom case shows; an empty entry between cases stays.
  static func cases(_ value: JSONValue) -> [String] {
    var items = list(value)
    while items.last?.isEmpty == true { items.removeLast() }
    return items
  }

  /// A percentile from an integer, a float or a numeric string; nil for null or a non-number.
  static func percentile(_ value: JSONValue) -> Double? {
    value.number(in: .percentage)
  }

  /// A memory figure in bytes (number or digit string, at most a count's bound) written in MB.
  static func megabytes(_ value: JSONValue) -> String? {
    guard let bytes = value.number(in: .count), bytes > 0 else { return nil }
    return (bytes / 1_048_576).fixed(1) + " MB"
  }

  /// Untrusted text on one line; nil when absent or empty.
  static func text(_ value: JSONValue) -> String? {
    guard let raw = value.string else { return nil }
    let cleaned = TextSanitizer.oneLine(raw)
    return cleaned.isEmpty ? nil : cleaned
  }

  /// Untrusted text keeping its lines; nil when absent or empty.
  static func multiline(_ value: JSONValue) -> String? {
    guard let raw = value.string else { return nil }
    let cleaned = TextSanitizer.clean(raw, keepNewlines: true)
    return cleaned.trimmingWhitespaceAndNewlines.isEmpty ? nil : cleaned
  }

  /// A JSON value written compactly, for an answer that is not a string.
  static func compact(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number: return value.string ?? "0"
    case .string(let text): return TextSanitizer.clean(text, keepNewlines: true)
    case .array(let items): return "[" + items.map(compact).joined(separator: ",") + "]"
    case .object(let members):
      return "{"
        + members.keys.sorted().map { "\"\($0)\":" + compact(members[$0] ?? .null) }
        .joined(separator: ",") + "}"
    }
  }
}
