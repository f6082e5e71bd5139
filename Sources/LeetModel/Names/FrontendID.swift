/// A frontend id (`1`, `LCP 30`, `剑指 Offer 03`) checked safe to put in a file name and a header.
///
/// Printable and on one line: no control, format (bidirectional overrides, zero-width), private or
/// unassigned character, no white space but the plain space and none at either end, no `/`, `\`
/// or `..`, not starting with `.`, 1 to 40 characters. leetcode.cn's ids such as `LCP 30`,
/// `剑指 Offer 03` and `面试题 01.01` are valid.
public struct FrontendID: Hashable, Sendable, CustomStringConvertible {
  /// The id's text, already checked.
  public let rawValue: String

  /// The longest id accepted, in Unicode scalars.
  public static let maxLength = 40

  /// Checks `text` and keeps it.
  /// - Throws: `ProblemNameError` saying what is wrong with it.
  public init(validating text: String) throws(ProblemNameError) {
    if text.isEmpty { throw .empty(.frontendID) }
    if text.unicodeScalars.count > Self.maxLength {
      throw .tooLong(.frontendID, text, limit: Self.maxLength)
    }
    if let bad = text.unicodeScalars.first(where: { !Self.isAllowed($0) }) {
      throw .badCharacter(.frontendID, text, what: Self.describe(bad))
    }
    if text.first == " " || text.last == " " {
      throw .badCharacter(.frontendID, text, what: "a space at an end")
    }
    if Self.hasTwoDots(text) { throw .badCharacter(.frontendID, text, what: "'..'") }
    if text.first == "." { throw .badCharacter(.frontendID, text, what: "a leading '.'") }
    rawValue = text
  }

  /// The id `text` when it is valid, else nil.
  public static func validated(_ text: String) -> FrontendID? {
    try? FrontendID(validating: text)
  }

  /// Whether `text` holds `..`, looked for a byte at a time (the string search `contains` does
  /// is slow for so short a name).
  static func hasTwoDots(_ text: String) -> Bool {
    var lastWasDot = false
    for byte in text.utf8 {
      if byte == UInt8(ascii: "."), lastWasDot { return true }
      lastWasDot = byte == UInt8(ascii: ".")
    }
    return false
  }

  public var description: String { rawValue }

  /// The id as the first part of a file name: spaces become `_` (`LCP 30` → `LCP_30`).
  public var fileNamePart: String {
    String(rawValue.map { $0 == " " ? "_" : $0 })
  }

  /// Printable: not a control, format, surrogate, private-use or unassigned character, nor white
  /// space other than the plain space, nor `/` or `\`.
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == " " { return true }
    if scalar == "/" || scalar == "\\" { return false }
    if scalar.properties.isWhitespace { return false }
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
      .paragraphSeparator:
      return false
    default:
      return true
    }
  }

  /// Plain words for a character an id may not hold.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "/": "a '/'"
    case "\\": "a '\\'"
    case "\n", "\r": "a line break"
    default:
      switch scalar.properties.generalCategory {
      case .control: "a control character"
      case .format: "an invisible format character (U+\(String(scalar.value, radix: 16, uppercase: true)))"
      default: "the character U+\(String(scalar.value, radix: 16, uppercase: true))"
      }
    }
  }
}
