/// A title slug checked safe to use as a file name, in a URL path and as a cache key.
///
/// ASCII letters, digits, `-` and `_`, not starting with `-`, 1 to 200 characters. leetcode.com's
/// slugs are lowercase words and dashes; leetcode.cn also has mixed-case ones with `_` such as
/// `p0NxJO`, so case and `_` are kept. No `/`, `.` or control character can pass, so a slug never
/// leaves the folder it names a file in.
public struct TitleSlug: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The slug's text, already checked.
  public let rawValue: String

  /// The longest slug accepted, in characters (all ASCII, so bytes too).
  public static let maxLength = 200

  /// Checks `text` and keeps it.
  /// - Throws: `ProblemNameError` saying what is wrong with it.
  public init(validating text: String) throws(ProblemNameError) {
    if text.isEmpty { throw .empty(.titleSlug) }
    if text.utf8.count > Self.maxLength { throw .tooLong(.titleSlug, text, limit: Self.maxLength) }
    if text.utf8.first == UInt8(ascii: "-") {
      throw .badCharacter(.titleSlug, text, what: "a leading '-'")
    }
    if let bad = text.unicodeScalars.first(where: { !Self.isAllowed($0) }) {
      throw .badCharacter(.titleSlug, text, what: Self.describe(bad))
    }
    rawValue = text
  }

  /// The slug `text` when it is valid, else nil.
  public static func validated(_ text: String) -> TitleSlug? {
    try? TitleSlug(validating: text)
  }

  public var description: String { rawValue }

  public static func < (a: TitleSlug, b: TitleSlug) -> Bool { a.rawValue < b.rawValue }

  /// ASCII letters, digits, `-` and `_`.
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F: true
    default: false
    }
  }

  /// Plain words for a character a slug may not hold.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "/": "a '/'"
    case "\\": "a '\\'"
    case ".": "a '.'"
    case " ": "a space"
    default:
      scalar.properties.generalCategory == .control
        ? "a control character"
        : "'\(scalar.escaped(asASCII: true))' (only ASCII letters, digits, '-' and '_' are allowed)"
    }
  }
}
