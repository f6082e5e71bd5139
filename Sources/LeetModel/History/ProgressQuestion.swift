import FoundationEssentials

/// One problem the user touched, as `userProgressQuestionList` lists it: when it was last
/// submitted, how often, and where the user stands with it.
public struct ProgressQuestion: Hashable, Sendable {
  /// The problem's frontend id (`1`), a safe name.
  public var frontendID: String
  /// The problem's title, cleaned.
  public var title: String
  /// The problem's slug, a safe name.
  public var titleSlug: String
  /// The problem's difficulty, when sent in a spelling known.
  public var difficulty: Difficulty?
  /// When it was last submitted; nil when the date was missing or malformed.
  public var lastSubmittedAt: Date?
  /// How many times it was submitted.
  public var submissions: Int?
  /// `SOLVED` or `ATTEMPTED` (`questionStatus`).
  public var mark: SolvedMark
  /// Whether the last submission was accepted (`lastResult` `AC`); nil when not sent.
  public var lastAccepted: Bool?

  /// The row in `row`; nil for a row without a safe slug and frontend id.
  public static func decode(_ row: JSONValue) -> ProgressQuestion? {
    decode(fields: { row[$0] })
  }

  /// The row whose field of each name `row` gives (`.null` when missing), checked as `decode`
  /// checks a row of LeetCode's.
  public static func decode(fields row: (String) -> JSONValue) -> ProgressQuestion? {
    guard let slug = CollectionText.slug(row("titleSlug")),
      let id = CollectionText.line(row("frontendId"), limit: 40)
        ?? CollectionText.line(row("questionFrontendId"), limit: 40),
      FrontendID.validated(id) != nil
    else { return nil }
    let result = CollectionText.line(row("lastResult"), limit: 20)?.uppercased()
    return ProgressQuestion(
      frontendID: id, title: CollectionText.line(row("title")) ?? slug, titleSlug: slug,
      difficulty: Difficulty(lenient: row("difficulty").exactString),
      lastSubmittedAt: submittedAt(row("lastSubmittedAt")),
      submissions: CollectionText.count(row("numSubmitted")),
      mark: SolvedMark(leetCodeStatus: row("questionStatus").exactString),
      lastAccepted: result.map { $0 == "AC" })
  }

  /// The date of `lastSubmittedAt` (RFC 3339, or Unix seconds); nil for one that is malformed or
  /// before 2010, as some rows carry (a peer dated them 1970, "always overdue").
  static func submittedAt(_ value: JSONValue) -> Date? {
    guard let date = SegmentFile.date(value), date >= earliest else { return nil }
    return date
  }

  /// The earliest date a row can carry: LeetCode opened in 2015; 2010-01-01 leaves room.
  static let earliest = Date(timeIntervalSince1970: 1_262_304_000)
}
