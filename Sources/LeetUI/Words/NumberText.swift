import FoundationEssentials
import TermCore

/// How the interface writes numbers: grouped by thousands, percentages to two places.
enum NumberText {
  /// `1234567` as `1,234,567`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return value < 0 ? "-" + out : out
  }

  /// `93.4` as `93.4%`, `4.21` as `4.21%`, `50` as `50%` (at most two places, no trailing zeros).
  static func percent(_ value: Double) -> String {
    var text = value.fixed(2)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text + "%"
  }
}
