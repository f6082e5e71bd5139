import FoundationEssentials
import TermCore

extension SegmentWords {
  /// How long before `now` `date` was, in these words: `just now`, `5 minutes ago`, `3 天前`.
  public func age(of date: Date, now: Date) -> String {
    let seconds = now.timeIntervalSince(date)
    guard seconds >= 60, let minutes = Int(clampingFinite: seconds / 60) else { return justNow }
    if minutes < 60 { return ago(minutes, .minute) }
    let hours = minutes / 60
    if hours < 24 { return ago(hours, .hour) }
    let days = hours / 24
    if days < 30 { return ago(days, .day) }
    if days < 360 { return ago(max(1, days / 30), .month) }
    return ago(max(1, days / 365), .year)
  }
}
