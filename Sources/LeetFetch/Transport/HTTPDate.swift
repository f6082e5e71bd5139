import FoundationEssentials
import Glibc

/// An HTTP date as `Retry-After` may give one: the IMF-fixdate of RFC 9110,
/// `Sun, 06 Nov 1994 08:49:37 GMT` (English day and month names, the zone GMT or UTC).
enum HTTPDate {
  /// The English day names.
  private static let days = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
  /// The English month names, January first.
  private static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  /// The moment `text` names; nil for anything else, and for a field out of its range.
  static func parse(_ text: String) -> Date? {
    let words = text.split(separator: " ")
    guard words.count == 6, words[0].hasSuffix(","), days.contains(words[0].dropLast().lowercased()),
      ["gmt", "utc"].contains(words[5].lowercased()),
      let day = number(words[1], digits: 1...2), let year = number(words[3], digits: 4...4),
      let month = months.firstIndex(of: words[2].lowercased())
    else { return nil }
    let clock = words[4].split(separator: ":", omittingEmptySubsequences: false)
    guard clock.count == 3, let hour = number(clock[0], digits: 2...2),
      let minute = number(clock[1], digits: 2...2), let second = number(clock[2], digits: 2...2),
      (1...31).contains(day), hour < 24, minute < 60, second < 61
    else { return nil }
    var fields = tm()
    fields.tm_year = Int32(year - 1900)
    fields.tm_mon = Int32(month)
    fields.tm_mday = Int32(day)
    fields.tm_hour = Int32(hour)
    fields.tm_min = Int32(minute)
    fields.tm_sec = Int32(second)
    let seconds = timegm(&fields)
    // timegm carries a day past the month's end into the next: such a date is not one.
    guard fields.tm_mday == Int32(day) else { return nil }
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  /// The decimal digits of `text` as a number, when there are `digits` of them and nothing else.
  private static func number(_ text: Substring, digits: ClosedRange<Int>) -> Int? {
    guard digits.contains(text.count), text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) else {
      return nil
    }
    return Int(text)
  }
}
