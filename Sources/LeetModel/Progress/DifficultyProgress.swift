/// How many problems of one difficulty (or of all) the user solved, of how many, and the share of
/// users they beat.
public struct DifficultyProgress: Hashable, Sendable {
  /// Problems solved (accepted at least once).
  public var solved: Int
  /// Problems of the difficulty on the site, when known.
  public var total: Int?
  /// The percentage of users with fewer solved, when LeetCode gave one.
  public var beats: Double?

  /// `solved` of `total`, beating `beats` percent.
  public init(solved: Int, total: Int? = nil, beats: Double? = nil) {
    self.solved = solved
    self.total = total
    self.beats = beats
  }

  /// The solved share of the total, from 0 to 1; nil without a total.
  public var fraction: Double? {
    guard let total, total > 0 else { return nil }
    return min(1, max(0, Double(solved) / Double(total)))
  }
}
