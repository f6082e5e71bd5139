import FoundationEssentials
import TermCore

/// Now, and where the learner's days begin: the schedule counts in local days, which begin at
/// local midnight.
///
/// Injected, so that tests set the time and the zone; the app gives the C library's zone (`TZ`,
/// else /etc/localtime), whose offset can change with the date (summer time).
public struct ReviewClock: Sendable {
  /// The moment it is.
  public var now: Date
  /// The local zone's offset from UTC, in seconds, at a moment.
  public var utcOffset: @Sendable (Date) -> Int

  /// A clock at `now` in a zone whose offset at each moment `utcOffset` gives.
  public init(now: Date, utcOffset: @escaping @Sendable (Date) -> Int) {
    self.now = now
    self.utcOffset = utcOffset
  }

  /// A clock at `now` in a zone `seconds` ahead of UTC all year.
  public init(now: Date, fixedOffset seconds: Int) {
    self.init(now: now, utcOffset: { _ in seconds })
  }

  /// The local day of `date`: whole days since 1970-01-01 in the local zone.
  public func day(of date: Date) -> Int {
    let local = date.timeIntervalSince1970 + Double(utcOffset(date))
    return Int(clampingFinite: (local / 86_400).rounded(.down)) ?? 0
  }

  /// Today's local day.
  public var today: Int { day(of: now) }
}
