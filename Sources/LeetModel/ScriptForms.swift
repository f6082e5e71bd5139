/// Writes `<sup>` and `<sub>` text as Unicode superscript or subscript characters, or with a
/// caret or underscore when some character has no such form.
///
/// `9` → `⁹`, `-31` → `⁻³¹`, `th` → `ᵗʰ`, `i+1` → `ᵢ₊₁`; `*` → `^*`, `n - 1` → `^(n - 1)`
/// (a space has no superscript form), `row` → `_(row)` (no subscript `w`).
public enum ScriptForms {
  /// The superscript form of `text` (already trimmed), per the contract's print rule.
  public static func superscript(_ text: String) -> String {
    convert(text, table: superscripts, marker: "^")
  }

  /// The subscript form of `text` (already trimmed), per the contract's print rule.
  public static func `subscript`(_ text: String) -> String {
    convert(text, table: subscripts, marker: "_")
  }

  private static func convert(_ text: String, table: [Unicode.Scalar: Character], marker: String)
    -> String
  {
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

  private static let superscripts: [Unicode.Scalar: Character] = table(
    from: "0123456789+-−=()abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVW",
    to: "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂ")

  private static let subscripts: [Unicode.Scalar: Character] = table(
    from: "0123456789+-−=()aehijklmnoprstuvx",
    to: "₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ")

  private static func table(from: String, to: String) -> [Unicode.Scalar: Character] {
    var table: [Unicode.Scalar: Character] = [:]
    for (source, target) in zip(from.unicodeScalars, to) { table[source] = target }
    return table
  }
}
