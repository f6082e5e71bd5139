import FoundationEssentials
import LeetModel

/// How the problem list shown compares with `listMaxAgeDays`, online.
public enum ListFreshness: Hashable, Sendable {
  /// Young enough, or offline: nothing to do.
  case fresh
  /// The bundled snapshot: online it is always refreshed.
  case bundled
  /// The user's copy, this long ago (`30 days`), past `listMaxAgeDays`.
  case stale(age: String)
}

extension ProblemService {
  /// Whether the list `list`, read from `source`, should be refreshed in the background.
  public func freshness(of list: ProblemList, from source: CacheSource) -> ListFreshness {
    if policy.offline { return .fresh }
    switch source {
    case .bundled: return .bundled
    case .live: return .fresh
    case .cached(let modified):
      let fetched = list.fetchedAt ?? modified
      guard policy.refresh || now().timeIntervalSince(fetched) >= policy.listMaxAge else { return .fresh }
      return .stale(age: FetchPolicy.age(of: fetched, now: now()))
    }
  }
}
