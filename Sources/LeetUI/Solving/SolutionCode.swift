/// The solution the Code segment shows: the file for the problem's language, or the template
/// when there is no file yet.
public struct SolutionCode: Hashable, Sendable {
  /// The solution file's path (it may not exist yet).
  public var path: String
  /// The language's `langSlug` (`python3`) and its name (`Python3`).
  public var languageSlug: String
  public var languageName: String
  /// The file's text, or the template's.
  public var text: String
  /// Whether `text` is the template because there is no file yet.
  public var isTemplate: Bool

  /// A solution read from `path` (or the template for it).
  public init(
    path: String, languageSlug: String, languageName: String, text: String, isTemplate: Bool
  ) {
    self.path = path
    self.languageSlug = languageSlug
    self.languageName = languageName
    self.text = text
    self.isTemplate = isTemplate
  }
}
