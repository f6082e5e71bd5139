import Foundation

/// A moment written in UTC by a fixed pattern, the same on every machine and locale.
public enum UTCTime {
  /// `date` as `pattern` says (`yyyy-MM-dd`), in UTC with the POSIX locale.
  public static func string(_ date: Date, pattern: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }
}
