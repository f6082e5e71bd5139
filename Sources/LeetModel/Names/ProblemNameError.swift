import TermCore

/// Why a title slug or frontend id from a server or a cache file is refused.
public enum ProblemNameError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Which kind of name was refused.
  public enum Kind: String, Sendable {
    case titleSlug = "title slug"
    case frontendID = "frontend id"
  }

  /// The name is empty.
  case empty(Kind)
  /// The name is longer than its bound (`limit` characters).
  case tooLong(Kind, String, limit: Int)
  /// The name holds a character its kind does not allow; `what` names the character.
  case badCharacter(Kind, String, what: String)

  /// At most this many characters of the offending text are shown.
  static let shownLimit = 40

  /// The one-line message, naming the kind and showing the offending text cleaned and cut short.
  public var message: String {
    switch self {
    case .empty(let kind):
      "the \(kind.rawValue) is empty"
    case .tooLong(let kind, let text, let limit):
      "the \(kind.rawValue) '\(Self.shown(text))' is longer than \(limit) characters"
    case .badCharacter(let kind, let text, let what):
      "the \(kind.rawValue) '\(Self.shown(text))' holds \(what)"
    }
  }

  public var description: String { message }

  /// `text` with every control character and escape sequence removed, on one line, cut short.
  static func shown(_ text: String) -> String {
    let clean = TextSanitizer.oneLine(text)
    return clean.count > shownLimit ? String(clean.prefix(shownLimit)) + "…" : clean
  }
}
