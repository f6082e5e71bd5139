/// The numbers an answer from LeetCode can hold for one kind of quantity; anything else (out of
/// range, or not finite) is read as absent and never cached, so that no view is handed a rating of
/// 1e300 or a date of -1e300 s.
public struct NumberBound: Hashable, Sendable {
  /// The smallest number admitted.
  public var lowest: Double
  /// The largest number admitted.
  public var highest: Double

  /// The numbers from `lowest` through `highest`.
  public init(_ lowest: Double, _ highest: Double) {
    self.lowest = lowest
    self.highest = highest
  }

  /// Whether `value` is finite and within the bound.
  public func admits(_ value: Double) -> Bool {
    value.isFinite && value >= lowest && value <= highest
  }

  /// `value` when the bound admits it, else nil.
  public func admitted(_ value: Double?) -> Double? {
    value.flatMap { admits($0) ? $0 : nil }
  }

  /// A contest rating (LeetCode's run from a few hundred to some 4,000).
  public static let rating = NumberBound(0, 10_000)
  /// A moment in Unix seconds: |t| < 1e11, some 3,000 years either side of 1970.
  public static let unixSeconds = NumberBound((-1e11).nextUp, (1e11).nextDown)
  /// A length of time in seconds (a contest's duration), under 1e11.
  public static let seconds = NumberBound(0, (1e11).nextDown)
  /// A count (solved, ranking, participants, votes up, views, replies): at most 10^12, so that
  /// the sum of every count an answer can hold stays far within an `Int`.
  public static let count = NumberBound(0, 1e12)
  /// A percentage.
  public static let percentage = NumberBound(0, 100)
  /// Any number an answer holds, whatever it counts: under 10^15 in magnitude.
  ///
  /// Ids, counts and times in milliseconds are far below; below it a `Double` holds every whole
  /// number exactly. A number past it is read as no whole number and kept in no cache file.
  public static let anyNumber = NumberBound((-1e15).nextUp, (1e15).nextDown)
}
