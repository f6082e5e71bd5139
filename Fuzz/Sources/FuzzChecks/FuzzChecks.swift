import Foundation
import LeetText

/// The properties every fuzzer checks on what a reader or decoder produced: each line fits its
/// width (but for a line holding only a URL, which is never split) and holds no control character
/// (nothing that could act on a terminal).
public enum FuzzChecks {
  /// Widths the fuzzers lay documents out at: the narrowest leetview allows, and common ones.
  public static let widths = [4, 40, 80]

  /// Lays `document` out at every width in `widths` and traps on a line that breaks the rules.
  public static func check(_ document: Document) {
    for width in widths {
      for line in DocumentLayout.lines(document, width: width) {
        if line.width > width && !PrintRules.isLoneURL(line.text) {
          fatalError("a line is \(line.width) columns wide at width \(width): \(line.text)")
        }
        checkClean(line.text)
      }
    }
  }

  /// Traps when `text` holds a C0 or C1 control character, DEL or ESC.
  public static func checkClean(_ text: String) {
    for scalar in text.unicodeScalars where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
      fatalError("control character U+\(String(scalar.value, radix: 16)) reached the output")
    }
  }
}
