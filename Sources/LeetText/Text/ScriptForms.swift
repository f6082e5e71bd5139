/// Writes `<sup>` and `<sub>` text as Unicode superscript or subscript characters, or with a
/// caret or underscore when some character has no such form.
///
/// `9` → `⁹`, `-31` → `⁻³¹`, `th` → `ᵗʰ`, `i+1` → `ᵢ₊₁`; `*` → `^*`, `n - 1` → `^(n - 1)`
/// (a space has no superscript form), `row` → `_(row)` (no subscript `w`).
public enum ScriptForms {
  /// The superscript form of `text` (already trimmed), per the contract's print rule.
  public static func superscript(_ text: String) -> String {
    convert(text, table: .superscripts, marker: "^")
  }

  /// The subscript form of `text` (already trimmed), per the contract's print rule.
  public static func `subscript`(_ text: String) -> String {
    convert(text, table: .subscripts, marker: "_")
  }

  private static func convert(_ text: String, table: ScriptTable, marker: String) -> String {
    if text.isEmpty { return "" }
    var out = ""
    for scalar in text.unicodeScalars {
      guard let mapped = table[scalar] else {
        return text.count == 1 ? marker + text : marker + "(" + text + ")"
      }
      out.append(mapped)
    }
    return out
  }
}
