import FoundationEssentials
import Glibc
import TermCore

/// A contest's start as people read it: the date and time in their zone, and how long until then.
public struct CollectionTime: Hashable, Sendable {
  /// The zone times are written in; nil for the user's own, as the C library reads it (`TZ`, else
  /// /etc/localtime): without ICU's data, FoundationEssentials knows no zone by name.
  public var timeZone: TimeZone?
  /// Now, for the countdown.
  public var now: Date

  /// Times in `timeZone` (the user's own when nil), counted down from `now`.
  public init(timeZone: TimeZone? = nil, now: Date) {
    self.timeZone = timeZone
    self.now = now
  }

  /// `2026-12-06 10:30` in the zone.
  public func dateAndTime(_ date: Date) -> String {
    let parts =
      timeZone.map { Self.parts(date, in: $0) } ?? Self.localParts(date) ?? Self.parts(date, in: .gmt)
    func two(_ n: Int) -> String { n.zeroPadded(2) }
    return "\(parts.year)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
  }

  /// The date's year, month, day, hour and minute in `zone`.
  static func parts(_ date: Date, in zone: TimeZone) -> (
    year: Int, month: Int, day: Int, hour: Int, minute: Int
  ) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0)
  }

  /// The same in the C library's local zone; nil when it cannot tell.
  static func localParts(_ date: Date) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int)? {
    guard var seconds = Int(clampingFinite: date.timeIntervalSince1970.rounded(.down)).map({ time_t($0) })
    else {
      return nil
    }
    tzset()
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil else { return nil }
    return (
      Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday), Int(parts.tm_hour),
      Int(parts.tm_min)
    )
  }

  /// What to say of a contest starting at `start` and lasting `duration`: the countdown, that it
  /// runs now, or nothing once it is over.
  public func countdown(start: Date, duration: TimeInterval?, words: CollectionWords) -> String? {
    let ahead = start.timeIntervalSince(now)
    if ahead > 0 { return Int(clampingFinite: ahead.rounded(.up)).map(words.startsIn) }
    if -ahead < (duration ?? 0) { return words.running }
    return nil
  }
}
