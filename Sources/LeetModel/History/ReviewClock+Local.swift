import FoundationEssentials
import Glibc
import TermCore

extension ReviewClock {
  /// A clock at `now` in the C library's local zone (`TZ`, else /etc/localtime), its offset asked
  /// at each moment so that summer time moves local midnight as it should.
  public static func local(now: Date) -> ReviewClock {
    tzset()
    return ReviewClock(now: now, utcOffset: localOffset)
  }

  /// The C library's offset from UTC at `date`, in seconds; 0 when it cannot tell.
  @Sendable static func localOffset(_ date: Date) -> Int {
    guard var seconds = Int(clampingFinite: date.timeIntervalSince1970.rounded(.down)).map({ time_t($0) })
    else { return 0 }
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil else { return 0 }
    return Int(parts.tm_gmtoff)
  }
}
