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

  /// Written as literals: building them from two strings at start-up cost more than the
  /// statement they serve.
  private static let superscripts: [Unicode.Scalar: Character] = [
    "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷",
    "8": "⁸", "9": "⁹", "+": "⁺", "-": "⁻", "−": "⁻", "=": "⁼", "(": "⁽", ")": "⁾",
    "a": "ᵃ", "b": "ᵇ", "c": "ᶜ", "d": "ᵈ", "e": "ᵉ", "f": "ᶠ", "g": "ᵍ", "h": "ʰ",
    "i": "ⁱ", "j": "ʲ", "k": "ᵏ", "l": "ˡ", "m": "ᵐ", "n": "ⁿ", "o": "ᵒ", "p": "ᵖ",
    "r": "ʳ", "s": "ˢ", "t": "ᵗ", "u": "ᵘ", "v": "ᵛ", "w": "ʷ", "x": "ˣ", "y": "ʸ",
    "z": "ᶻ", "A": "ᴬ", "B": "ᴮ", "D": "ᴰ", "E": "ᴱ", "G": "ᴳ", "H": "ᴴ", "I": "ᴵ",
    "J": "ᴶ", "K": "ᴷ", "L": "ᴸ", "M": "ᴹ", "N": "ᴺ", "O": "ᴼ", "P": "ᴾ", "R": "ᴿ",
    "T": "ᵀ", "U": "ᵁ", "V": "ⱽ", "W": "ᵂ",
  ]

  private static let subscripts: [Unicode.Scalar: Character] = [
    "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇",
    "8": "₈", "9": "₉", "+": "₊", "-": "₋", "−": "₋", "=": "₌", "(": "₍", ")": "₎",
    "a": "ₐ", "e": "ₑ", "h": "ₕ", "i": "ᵢ", "j": "ⱼ", "k": "ₖ", "l": "ₗ", "m": "ₘ",
    "n": "ₙ", "o": "ₒ", "p": "ₚ", "r": "ᵣ", "s": "ₛ", "t": "ₜ", "u": "ᵤ", "v": "ᵥ",
    "x": "ₓ",
  ]
}
