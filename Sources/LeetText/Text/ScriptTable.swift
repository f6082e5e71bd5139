/// The characters that have a Unicode superscript or subscript form, and those forms.
///
/// Looked up by a scan of a few dozen characters: a dictionary keyed by `Character` or
/// `Unicode.Scalar` has its key's `Hashable` conformance looked up at run time when first made,
/// which cost a statement with one `<sup>` more than the whole conversion.
struct ScriptTable: Sendable {
  /// Every character on both sides is one scalar; kept as scalars, as splitting the strings into
  /// `Character`s costs more than the lookups.
  private let plain: [Unicode.Scalar]
  private let forms: [Unicode.Scalar]

  /// Superscripts of digits, signs and most Latin letters.
  static let superscripts = ScriptTable(
    from: "0123456789+-−=()abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVW",
    to: "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂ")

  /// Subscripts of digits, signs and the Latin letters Unicode has them for.
  static let subscripts = ScriptTable(
    from: "0123456789+-−=()aehijklmnoprstuvx",
    to: "₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ")

  private init(from: String, to: String) {
    plain = Array(from.unicodeScalars)
    forms = Array(to.unicodeScalars)
  }

  /// The raised or lowered form of `scalar`, or nil when it has none.
  subscript(_ scalar: Unicode.Scalar) -> Character? {
    guard let index = plain.firstIndex(of: scalar), index < forms.count else { return nil }
    return Character(forms[index])
  }

  /// The raised or lowered form of `character`, or nil when it has none.
  subscript(_ character: Character) -> Character? {
    let scalars = character.unicodeScalars
    guard let scalar = scalars.first, scalars.count == 1 else { return nil }
    return self[scalar]
  }
}
