import FoundationEssentials

/// One accepted submission as the export writes it: checked values only, so that nothing the
/// server sent becomes a path, a commit's author or an argument unchecked.
public struct AcceptedSubmission: Hashable, Sendable {
  /// LeetCode's number for the submission (digits only).
  public var id: UInt64
  /// The problem's slug, safe as a file name.
  public var slug: TitleSlug
  /// The problem's title as the site sent it (written only after cleaning).
  public var title: String
  /// The language, one leetview knows (its extension names the file).
  public var language: SolutionLanguage
  /// When it was submitted, in Unix seconds.
  public var timestamp: Int64
  /// The runtime in milliseconds, when the site gave one as a number of ms.
  public var runtimeMilliseconds: Int?
  /// The memory as the site wrote it ("14.2 MB"), when it is a plain figure.
  public var memory: String?
  /// The code as submitted.
  public var code: String

  public init(
    id: UInt64, slug: TitleSlug, title: String, language: SolutionLanguage, timestamp: Int64,
    runtimeMilliseconds: Int?, memory: String?, code: String
  ) {
    self.id = id
    self.slug = slug
    self.title = title
    self.language = language
    self.timestamp = timestamp
    self.runtimeMilliseconds = runtimeMilliseconds
    self.memory = memory
    self.code = code
  }
}
