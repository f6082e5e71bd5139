import FoundationEssentials
import TermCore

/// Superscript and subscript text in Unicode: `2`, `-31` → `²`, `⁻³¹`; when a character has no
/// such form, the print contract's fallback `^x` / `^(xy)` (and `_x` / `_(xy)`).
enum ScriptCharacters {
  /// `text` raised: Unicode superscripts when every character has one, else `^x` or `^(text)`.
  static func superscript(_ text: String) -> String {
    script(text, table: .superscripts, marker: "^")
  }

  /// `text` lowered: Unicode subscripts when every character has one, else `_x` or `_(text)`.
  static func `subscript`(_ text: String) -> String {
    script(text, table: .subscripts, marker: "_")
  }

  private static func script(_ text: String, table: ScriptTable, marker: String) -> String {
    let trimmed = text.trimmingWhitespace
    if trimmed.isEmpty { return "" }
    let compact = trimmed.filter { $0 != " " }
    if compact.allSatisfy({ table[$0] != nil }) {
      return String(compact.compactMap { table[$0] })
    }
    return trimmed.count == 1 ? marker + trimmed : marker + "(" + trimmed + ")"
  }
}
