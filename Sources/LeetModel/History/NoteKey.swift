/// Which note: a problem's (by its slug) or one submission's (by its id).
public enum NoteKey: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// A problem's note, by its title slug.
  case problem(slug: String)
  /// A submission's note, by its id.
  case submission(id: String)

  /// `problem:two-sum`, `submission:1988694277`: the key as the note store writes it.
  public var description: String {
    switch self {
    case .problem(let slug): "problem:" + slug
    case .submission(let id): "submission:" + id
    }
  }

  /// The key the note store wrote as `text`; nil for anything else (a slug must be a safe name,
  /// an id digits only).
  public init?(_ text: String) {
    if text.hasPrefix("problem:"), let slug = TitleSlug.validated(String(text.dropFirst(8))) {
      self = .problem(slug: slug.rawValue)
    } else if text.hasPrefix("submission:"), let id = Self.submissionID(String(text.dropFirst(11))) {
      self = .submission(id: id)
    } else {
      return nil
    }
  }

  /// `text` when it is a submission id: 1 to 20 ASCII digits.
  public static func submissionID(_ text: String) -> String? {
    guard !text.isEmpty, text.utf8.count <= 20, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
      return nil
    }
    return text
  }
}
