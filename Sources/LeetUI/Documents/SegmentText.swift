import FoundationEssentials
import LeetText
import TermCore

/// Small text helpers shared by the segment documents.
public enum SegmentText {
  /// How long before `now` `date` was, in words: "just now", "5 minutes ago", "3 days ago",
  /// "2 months ago", "1 year ago" (in Chinese: "刚刚", "5 分钟前", "3 天前" ...).
  public static func age(of date: Date, now: Date, words: Words = .english) -> String {
    words.segments.age(of: date, now: now)
  }

  /// A count in a few characters: `987`, `20.3K`, `1.2M`.
  public static func count(_ value: Int) -> String {
    func short(_ scaled: Double, _ suffix: String) -> String {
      let tenths = (scaled * 10).rounded() / 10
      let text = tenths == tenths.rounded() ? "\(Int(clampingFinite: tenths) ?? 0)" : "\(tenths)"
      return text + suffix
    }
    if value >= 1_000_000 { return short(Double(value) / 1_000_000, "M") }
    if value >= 10_000 { return short(Double(value) / 1_000, "K") }
    return "\(value)"
  }

  /// The day of `date` as `2026-03-02` (UTC).
  public static func day(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return (parts.year ?? 0).zeroPadded(4) + "-" + (parts.month ?? 0).zeroPadded(2) + "-"
      + (parts.day ?? 0).zeroPadded(2)
  }

  /// Untrusted text on one line, with controls and escape sequences removed.
  public static func clean(_ text: String) -> String {
    TextSanitizer.clean(text).trimmingWhitespace
  }

  /// The spans `a · b · c`, the separators dimmed.
  static func facts(_ parts: [Span]) -> [Span] {
    var spans: [Span] = []
    for part in parts where !part.text.isEmpty {
      if !spans.isEmpty { spans.append(Span(" · ", style: .dim)) }
      spans.append(part)
    }
    return spans
  }
}
