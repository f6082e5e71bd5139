import FoundationEssentials

/// One plan, list or contest as an index names it: enough to list it and to open it.
public struct CollectionSummary: Hashable, Sendable {
  public var kind: ProblemCollection.Kind
  public var slug: String
  public var name: String
  /// A line about it: a plan's highlight.
  public var detail: String?
  /// How many of its problems the user solved, when LeetCode said (a plan in progress).
  public var solved: Int?
  /// How many problems it has, when known.
  public var total: Int?
  /// The whole set is for Premium.
  public var isPremiumOnly: Bool
  /// A contest's start.
  public var startTime: Date?
  /// A contest's length, in seconds.
  public var duration: TimeInterval?

  /// A summary of the `kind` named `name` (sanitized by the decoders that make it).
  public init(
    kind: ProblemCollection.Kind, slug: String, name: String, detail: String? = nil,
    solved: Int? = nil, total: Int? = nil, isPremiumOnly: Bool = false, startTime: Date? = nil,
    duration: TimeInterval? = nil
  ) {
    self.kind = kind
    self.slug = slug
    self.name = name
    self.detail = detail
    self.solved = solved
    self.total = total
    self.isPremiumOnly = isPremiumOnly
    self.startTime = startTime
    self.duration = duration
  }
}
