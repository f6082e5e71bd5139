import FoundationEssentials
import TermCore

/// A calendar day as LeetCode keys it: the UTC date, counted in days since 1970-01-01.
public struct UTCDay: Hashable, Comparable, Sendable {
  /// Days since 1970-01-01 (UTC).
  public var number: Int

  /// The day `number` days after 1970-01-01.
  public init(number: Int) { self.number = number }

  /// The UTC day `seconds` since 1970 falls on (a key of `submissionCalendar`); NaN and the
  /// infinities are day 0 (the decoders let no such time through).
  public init(seconds: Double) {
    number = Int(clampingFinite: (seconds / 86_400).rounded(.down)) ?? 0
  }

  /// The UTC day of `date`.
  public init(_ date: Date) { self.init(seconds: date.timeIntervalSince1970) }

  /// The weekday, 0 for Sunday to 6 for Saturday (1970-01-01 was a Thursday).
  public var weekday: Int { ((number % 7) + 7 + 4) % 7 }

  /// The day `count` days later.
  public func adding(_ count: Int) -> UTCDay { UTCDay(number: number + count) }

  /// Year, month (1-12) and day of the month (civil calendar, UTC).
  public var date: (year: Int, month: Int, day: Int) {
    // Howard Hinnant's days-to-civil algorithm.
    let z = number + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// `2025-03-14`.
  public var iso: String {
    let (year, month, day) = date
    return year.zeroPadded(4) + "-" + month.zeroPadded(2) + "-" + day.zeroPadded(2)
  }

  /// Whether one day is earlier than another.
  public static func < (lhs: UTCDay, rhs: UTCDay) -> Bool { lhs.number < rhs.number }
}
