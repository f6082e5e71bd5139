import FoundationEssentials

/// A description a sync could not fetch, and why.
public struct SyncFailure: Sendable, Equatable {
  /// Why, in groups a summary can count.
  public enum Reason: Sendable, Hashable {
    /// The question came back locked: it needs LeetCode Premium.
    case premium
    /// The question came back without a description (not published).
    case noDescription
    /// LeetCode has no such problem.
    case notFound
    /// An HTTP status after every try (a server error).
    case httpStatus(Int)
    /// A GraphQL error from LeetCode.
    case leetCodeError
    /// An answer leetview cannot read.
    case unreadable
    /// The description arrived but could not be written to the cache.
    case cacheNotWritable

    /// The group's name in a summary: `premium (no access)`, `HTTP 500`.
    public var label: String {
      switch self {
      case .premium: "premium (no access)"
      case .noDescription: "no description"
      case .notFound: "not found"
      case .httpStatus(let status): "HTTP \(status)"
      case .leetCodeError: "LeetCode error"
      case .unreadable: "unreadable answer"
      case .cacheNotWritable: "cache not writable"
      }
    }

    /// The reason for a fetch error that leaves the other descriptions worth trying, or nil for
    /// one that stops the sync (blocked, rate-limited, offline, a client error).
    public init?(_ error: FetchError) {
      switch error {
      case .noSuchProblem: self = .notFound
      case .graphQL: self = .leetCodeError
      case .invalidResponse: self = .unreadable
      case .httpStatus(_, let status, _) where status >= 500: self = .httpStatus(status)
      default: return nil
      }
    }
  }

  public var slug: String
  public var reason: Reason

  public init(slug: String, reason: Reason) {
    self.slug = slug
    self.reason = reason
  }

  /// `failures` grouped by reason, the largest group first (ties in order of first failure),
  /// each with its slugs in the order they failed.
  public static func groups(_ failures: [SyncFailure]) -> [(reason: Reason, slugs: [String])] {
    var order: [Reason] = []
    var slugs: [Reason: [String]] = [:]
    for failure in failures {
      if slugs[failure.reason] == nil { order.append(failure.reason) }
      slugs[failure.reason, default: []].append(failure.slug)
    }
    let groups = order.enumerated().map { (index: $0.offset, reason: $0.element) }
      .sorted { (slugs[$0.reason]?.count ?? 0, -$0.index) > (slugs[$1.reason]?.count ?? 0, -$1.index) }
    return groups.map { ($0.reason, slugs[$0.reason] ?? []) }
  }

  /// `3050 premium (no access), 3 HTTP 500`.
  public static func counts(_ failures: [SyncFailure]) -> String {
    groups(failures).map { "\($0.slugs.count) \($0.reason.label)" }.joined(separator: ", ")
  }

  /// `3 HTTP 500: two-sum, add-two-numbers, 3sum; 3050 premium (no access): a, b, c, d, e and
  /// 3045 more`: each group with at most `shown` of its slugs.
  public static func list(_ failures: [SyncFailure], shown: Int = 5) -> String {
    groups(failures).map { group in
      var text = "\(group.slugs.count) \(group.reason.label): "
      text += group.slugs.prefix(shown).joined(separator: ", ")
      if group.slugs.count > shown { text += " and \(group.slugs.count - shown) more" }
      return text
    }.joined(separator: "; ")
  }
}
