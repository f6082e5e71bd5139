import Foundation
import Testing

@testable import TermCore

/// The pure-Swift stand-ins for Foundation's trimming and number formats write what Foundation does.
@Suite struct FoundationFreeTextTests {
  /// Texts with every kind of space, tab and line end at either side, and inside.
  static let texts = [
    "", " ", "\t\n", "abc", "  abc  ", "\t a b \t", "\u{A0}x\u{3000}", "\u{2028}x\u{2029}\u{85}",
    "\r\nline\r\n", "\u{B}\u{C}v\u{C}", " \u{301}e ", "\u{200B}zero\u{200B}", "\u{180E}x\u{1680}",
    "\u{202F}x\u{205F}", "\u{2007}\u{200A}x\u{FEFF}", "中文 ", " 🙂 ",
  ]

  @Test(arguments: texts) func trimsAsFoundationTrimsWhitespace(text: String) {
    #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespaces))
    #expect(Substring(text).trimmingWhitespace == text.trimmingCharacters(in: .whitespaces))
  }

  @Test(arguments: texts) func trimsAsFoundationTrimsWhitespaceAndNewlines(text: String) {
    #expect(text.trimmingWhitespaceAndNewlines == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  @Test(arguments: [
    0, -0.0, 0.05, 0.15, 0.25, 0.35, 1.45, 2.5, -2.5, 99.95, 1_048_575.99, 1e300, -1e-300, 12_345.678,
    .nan, .infinity, -.infinity,
  ])
  func fixedWritesWhatStringFormatWrites(number: Double) {
    for places in 0...3 {
      #expect(number.fixed(places) == String(format: "%.\(places)f", number))
    }
  }

  /// Whether a locale that writes a comma for the decimal point is installed.
  static let hasCommaLocale: Bool = {
    guard let locale = newlocale(LC_NUMERIC_MASK, "de_DE.UTF-8", nil) else { return false }
    freelocale(locale)
    return true
  }()

  @Test(.enabled(if: hasCommaLocale, "no de_DE.UTF-8 locale installed"))
  func fixedKeepsAPointUnderALocaleWithACommaForIt() {
    let previous = String(cString: setlocale(LC_NUMERIC, nil))
    defer { setlocale(LC_NUMERIC, previous) }
    setlocale(LC_NUMERIC, "de_DE.UTF-8")
    #expect(1.25.fixed(2) == "1.25")
  }

  @Test(arguments: [0, 7, 42, 2025, 123_456, -5, -1234])
  func zeroPaddedWritesWhatPercentZeroDWrites(number: Int) {
    for width in 0...5 {
      #expect(number.zeroPadded(width) == String(format: "%0\(width)d", number))
    }
  }
}
