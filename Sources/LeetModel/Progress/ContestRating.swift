/// The user's contest standing: the rating now, the place in the world, and the history.
public struct ContestRating: Hashable, Sendable {
  /// The current rating.
  public var rating: Double?
  /// The place among all rated users.
  public var globalRanking: Int?
  /// How many users are rated.
  public var totalParticipants: Int?
  /// The share of rated users at or above the user's place, in percent.
  public var topPercentage: Double?
  /// Contests attended.
  public var attended: Int?
  /// The badge's name (Knight, Guardian), when the user has one.
  public var badge: String?
  /// The attended contests, oldest first.
  public var history: [RatingPoint]

  /// A standing with these facts.
  public init(
    rating: Double? = nil, globalRanking: Int? = nil, totalParticipants: Int? = nil,
    topPercentage: Double? = nil, attended: Int? = nil, badge: String? = nil,
    history: [RatingPoint] = []
  ) {
    self.rating = rating
    self.globalRanking = globalRanking
    self.totalParticipants = totalParticipants
    self.topPercentage = topPercentage
    self.attended = attended
    self.badge = badge
    self.history = history
  }
}
