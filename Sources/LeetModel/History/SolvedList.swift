import FoundationEssentials

/// Every problem the user touched, as `userProgressQuestionList` last listed them, and when that
/// was: what the review list is drawn from, online and offline.
public struct SolvedList: Hashable, Sendable {
  /// When the list was fetched, in whole seconds.
  public var fetchedAt: Date
  /// The problems, in the order LeetCode listed them.
  public var questions: [ProgressQuestion]

  /// A list of `questions` fetched at `fetchedAt` (kept to the second).
  public init(fetchedAt: Date, questions: [ProgressQuestion]) {
    self.fetchedAt = Date(timeIntervalSince1970: fetchedAt.timeIntervalSince1970.rounded(.down))
    self.questions = questions
  }

  /// The file's bytes: `{"version":2,"fetchedAt":<seconds>,"questions":[rows]}`, each row an
  /// array of LeetCode's fields in `rowFields`' order, so that reading it back checks every name
  /// again without building an object a row.
  public func encoded() -> Data {
    JSONWriter.data(
      .object([
        "version": .number(2), "fetchedAt": .number(fetchedAt.timeIntervalSince1970),
        "questions": .array(
          questions.map { question in
            let row = question.row
            return .array(Self.rowFields.map { row[$0] })
          }),
      ]))
  }

  /// The fields of a row written as an array, in order.
  static let rowFields = [
    "frontendId", "title", "titleSlug", "difficulty", "lastSubmittedAt", "numSubmitted", "questionStatus",
    "lastResult",
  ]

  /// Reads a file written by `encoded()`, or by version 1 (each row an object in LeetCode's own
  /// shape); a row that is not a problem is left out.
  /// - Returns: nil when the bytes are not such a file (no `fetchedAt` or no `questions`).
  public static func decode(_ data: Data) -> SolvedList? {
    guard let json = try? JSONValue.parse(data), let seconds = json["fetchedAt"].exactNumber,
      seconds.isFinite, seconds >= 0, let rows = json["questions"].array
    else { return nil }
    return SolvedList(
      fetchedAt: Date(timeIntervalSince1970: seconds),
      questions: rows.compactMap { row in
        guard case .array(let fields) = row else { return ProgressQuestion.decode(row) }
        return ProgressQuestion.decode(fields: { name in
          guard let place = rowFields.firstIndex(of: name), place < fields.count else { return .null }
          return fields[place]
        })
      })
  }
}

extension ProgressQuestion {
  /// The problem as a `userProgressQuestionList` row (`lastSubmittedAt` in Unix seconds).
  var row: JSONValue {
    var row: [String: JSONValue] = [
      "frontendId": .string(frontendID), "title": .string(title), "titleSlug": .string(titleSlug),
      "questionStatus": .string(mark == .solved ? "SOLVED" : mark == .attempted ? "ATTEMPTED" : "TO_DO"),
    ]
    row["difficulty"] = difficulty.map { .string($0.rawValue.uppercased()) }
    row["lastSubmittedAt"] = lastSubmittedAt.map { .number($0.timeIntervalSince1970.rounded(.down)) }
    row["numSubmitted"] = submissions.map { .number(Double($0)) }
    row["lastResult"] = lastAccepted.map { .string($0 ? "AC" : "WA") }
    return .object(row)
  }
}
