import FoundationEssentials
import TermCore

/// A contest's start as people read it: the date and time in their zone, and how long until then.
public struct CollectionTime: Hashable, Sendable {
  /// The zone times are written in (the user's own).
  public var timeZone: TimeZone
  /// Now, for the countdown.
  public var now: Date

  /// Times in `timeZone`, counted down from `now`.
  public init(timeZone: TimeZone, now: Date) {
    self.timeZone = timeZone
    self.now = now
  }

  /// `2026-12-06 10:30` in the zone.
  public func dateAndTime(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ n: Int?) -> String { n.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
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
