import FoundationEssentials
import Glibc

/// A moment written in UTC by a fixed pattern, the same on every machine and locale.
public enum UTCTime {
  /// `date` as `pattern` says, in UTC: `yyyy`, `MM`, `dd`, `HH`, `mm` and `ss` are its fields,
  /// text between single quotes is written as it is, and any other character stands for itself.
  public static func string(_ date: Date, pattern: String) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var fields = tm()
    gmtime_r(&seconds, &fields)
    let values: [String: (Int32, Int)] = [
      "yyyy": (fields.tm_year + 1900, 4), "MM": (fields.tm_mon + 1, 2), "dd": (fields.tm_mday, 2),
      "HH": (fields.tm_hour, 2), "mm": (fields.tm_min, 2), "ss": (fields.tm_sec, 2),
    ]
    var written = ""
    var rest = Substring(pattern)
    while let first = rest.first {
      if first == "'" {
        let literal = rest.dropFirst().prefix { $0 != "'" }
        written += literal
        rest = rest.dropFirst(literal.count + 2)
      } else if let field = values.keys.first(where: { rest.hasPrefix($0) }),
        let (value, width) = values[field]
      {
        written += Int(value).zeroPadded(width)
        rest = rest.dropFirst(field.count)
      } else {
        written.append(first)
        rest = rest.dropFirst()
      }
    }
    return written
  }
}
