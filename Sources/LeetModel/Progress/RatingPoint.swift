/// One attended contest in the user's rating history.
public struct RatingPoint: Hashable, Sendable {
  /// The contest's title (sanitized).
  public var title: String
  /// When it started, in Unix seconds.
  public var startTime: Double
  /// The rating after it.
  public var rating: Double
  /// The user's place in it, when known.
  public var ranking: Int?

  /// A point of `rating` after the contest `title` started at `startTime`.
  public init(title: String, startTime: Double, rating: Double, ranking: Int? = nil) {
    self.title = title
    self.startTime = startTime
    self.rating = rating
    self.ranking = ranking
  }
}
