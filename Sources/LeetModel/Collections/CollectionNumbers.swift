/// The numbers LeetCode sends for plans, lists and contests, and the bound of each: what the
/// decoders read, and all a cached copy keeps (`JSONValue.bounded`).
public enum CollectionNumbers {
  /// A contest's `startTime`: Unix seconds, or milliseconds past the year 5000, so that either
  /// comes within `NumberBound.unixSeconds` once read.
  public static let contestStart = NumberBound(NumberBound.unixSeconds.lowest, (1e14).nextDown)

  /// The bound of each number, by its member's name.
  public static let bounds: [String: NumberBound] = [
    "startTime": contestStart, "duration": .seconds, "finishedQuestionNum": .count,
    "questionNum": .count, "questionNumber": .count, "totalLength": .count, "credit": .count,
  ]
}
