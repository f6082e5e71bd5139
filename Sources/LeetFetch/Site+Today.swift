import FoundationEssentials
import LeetModel
import TermCore

extension Site {
  /// The site's calendar: leetcode.com's day starts at UTC, leetcode.cn's at UTC+8.
  public var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: self == .cn ? 8 * 3_600 : 0) ?? .gmt
    return calendar
  }

  /// The day `now` falls on, on this site, as `yyyy-MM-dd` (the daily problem's date).
  public func today(at now: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: now)
    let fields = [(parts.year, 4), (parts.month, 2), (parts.day, 2)]
    return fields.map { ($0 ?? 0).zeroPadded($1) }.joined(separator: "-")
  }
}
