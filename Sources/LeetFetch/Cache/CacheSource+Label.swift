import FoundationEssentials
import TermCore

extension CacheSource {
  /// Where the data came from, as the status line says it: `bundled`, `live`, `cached today`,
  /// `cached 1 day ago`, `cached 3 days ago`.
  public func label(now: Date) -> String {
    switch self {
    case .bundled: return "bundled"
    case .live: return "live"
    case .cached(let date):
      let days = Int(clampingFinite: now.timeIntervalSince(date) / 86_400) ?? 0
      switch days {
      case ..<1: return "cached today"
      case 1: return "cached 1 day ago"
      default: return "cached \(days) days ago"
      }
    }
  }
}
