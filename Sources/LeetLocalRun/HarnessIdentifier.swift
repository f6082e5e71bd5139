/// A method or class name from LeetCode (metaData, or a Python template's `def`/`class` line) that
/// may be written into a harness's source: the only way such a name becomes code.
///
/// An ASCII letter or `_`, then ASCII letters, digits or `_`, at most `maximumLength` characters;
/// not a keyword of Python, C++, Java, JavaScript or Rust (nor its Rust snake_case form), not a
/// name that runs text as code when called (`eval`, `exec`, `Function`, `require`), not a
/// Python `__dunder__`.
public struct HarnessIdentifier: Hashable, Sendable, CustomStringConvertible {
  /// The name as it is written in the harness.
  public let text: String

  /// The longest name admitted (LeetCode's longest is 45 characters).
  public static let maximumLength = 64

  /// `text` as an identifier, or nil when it may not be written into a harness.
  public init?(_ text: String) {
    guard Self.isIdentifier(text), !Self.reserved.contains(text),
      !Self.reserved.contains(Self.snakeCase(text)), !Self.isDunder(text)
    else { return nil }
    self.text = text
  }

  /// The name as Rust spells a method: `twoSum` is `two_sum`.
  public var snakeCase: String { Self.snakeCase(text) }

  public var description: String { text }

  /// `name` shown in a one-line message: escaped as in a JSON string and cut at 60 characters.
  public static func shown(_ name: String) -> String {
    let escaped = LocalValue.escaped(name)
    return escaped.count > 60 ? String(escaped.prefix(60)) + "…" : escaped
  }

  /// Whether `text` is an ASCII letter or `_`, then letters, digits or `_`, and short enough.
  private static func isIdentifier(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard let first = bytes.first, bytes.count <= maximumLength, isStart(first) else { return false }
    return bytes.allSatisfy { isStart($0) || (0x30...0x39).contains($0) }
  }

  /// Whether `byte` is an ASCII letter or `_`.
  private static func isStart(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
  }

  /// Whether `text` is a Python special name, `__x__`.
  private static func isDunder(_ text: String) -> Bool {
    text.count > 4 && text.hasPrefix("__") && text.hasSuffix("__")
  }

  /// `twoSum` as `two_sum`: an underscore before each capital but the first, all in lower case.
  private static func snakeCase(_ name: String) -> String {
    var out = ""
    for character in name {
      if character.isUppercase {
        if !out.isEmpty { out += "_" }
        out += character.lowercased()
      } else {
        out.append(character)
      }
    }
    return out
  }

  /// Every keyword of the five harness languages, and the names that run text when called.
  static let reserved: Set<String> = Set(
    (python + cpp + java + javascript + rust + runsText).split(separator: " ").map(String.init))

  /// Python's keywords (not its soft keywords, which are names).
  private static let python =
    "False None True and as assert async await break class continue def del elif else except "
    + "finally for from global if import in is lambda nonlocal not or pass raise return try while "
    + "with yield "
  /// C++20's keywords and alternative tokens.
  private static let cpp =
    "alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t char16_t "
    + "char32_t class compl concept const consteval constexpr constinit const_cast continue "
    + "co_await co_return co_yield decltype default delete do double dynamic_cast else enum "
    + "explicit export extern false float for friend goto if inline int long mutable namespace new "
    + "noexcept not not_eq nullptr operator or or_eq private protected public register "
    + "reinterpret_cast requires return short signed sizeof static static_assert static_cast "
    + "struct switch template this thread_local throw true try typedef typeid typename union "
    + "unsigned using virtual void volatile wchar_t while xor xor_eq "
  /// Java's keywords and literals.
  private static let java =
    "abstract assert boolean break byte case catch char class const continue default do double "
    + "else enum extends final finally float for goto if implements import instanceof int "
    + "interface long native new package private protected public return short static strictfp "
    + "super switch synchronized this throw throws transient try void volatile while true false "
    + "null _ "
  /// JavaScript's reserved words, strict mode's included.
  private static let javascript =
    "break case catch class const continue debugger default delete do else enum export extends "
    + "false finally for function if import in instanceof new null return super switch this "
    + "throw true try typeof var void while with yield let static await implements interface "
    + "package private protected public arguments undefined NaN Infinity "
  /// Rust's keywords, reserved ones included.
  private static let rust =
    "as break const continue crate else enum extern false fn for if impl in let loop match mod "
    + "move mut pub ref return self Self static struct super trait true type unsafe use where "
    + "while async await dyn abstract become box do final macro override priv typeof unsized "
    + "virtual yield try "
  /// Names that, called with a case's values, would run them as code or load a file.
  private static let runsText = "eval exec Function require"
}
