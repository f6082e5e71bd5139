/// A programming language LeetCode judges: its `langSlug`, the name shown for it, the extension of
/// its solution files and how a line comment starts in it.
public struct SolutionLanguage: Hashable, Sendable {
  /// LeetCode's `langSlug`, such as `python3` or `cpp`.
  public var slug: String
  /// The name shown to people, such as `Python3` or `C++`.
  public var displayName: String
  /// The solution file's extension, without the dot.
  public var fileExtension: String
  /// What starts a line comment, such as `#` or `//`.
  public var lineComment: String

  public init(slug: String, displayName: String, fileExtension: String, lineComment: String) {
    self.slug = slug
    self.displayName = displayName
    self.fileExtension = fileExtension
    self.lineComment = lineComment
  }

  /// Every language leetview knows, in LeetCode's usual order.
  public static let all: [SolutionLanguage] = [
    .init(slug: "cpp", displayName: "C++", fileExtension: "cpp", lineComment: "//"),
    .init(slug: "java", displayName: "Java", fileExtension: "java", lineComment: "//"),
    .init(slug: "python3", displayName: "Python3", fileExtension: "py", lineComment: "#"),
    .init(slug: "python", displayName: "Python", fileExtension: "py", lineComment: "#"),
    .init(slug: "pythondata", displayName: "Pandas", fileExtension: "py", lineComment: "#"),
    .init(slug: "c", displayName: "C", fileExtension: "c", lineComment: "//"),
    .init(slug: "csharp", displayName: "C#", fileExtension: "cs", lineComment: "//"),
    .init(slug: "javascript", displayName: "JavaScript", fileExtension: "js", lineComment: "//"),
    .init(slug: "typescript", displayName: "TypeScript", fileExtension: "ts", lineComment: "//"),
    .init(slug: "php", displayName: "PHP", fileExtension: "php", lineComment: "//"),
    .init(slug: "swift", displayName: "Swift", fileExtension: "swift", lineComment: "//"),
    .init(slug: "kotlin", displayName: "Kotlin", fileExtension: "kt", lineComment: "//"),
    .init(slug: "dart", displayName: "Dart", fileExtension: "dart", lineComment: "//"),
    .init(slug: "golang", displayName: "Go", fileExtension: "go", lineComment: "//"),
    .init(slug: "ruby", displayName: "Ruby", fileExtension: "rb", lineComment: "#"),
    .init(slug: "scala", displayName: "Scala", fileExtension: "scala", lineComment: "//"),
    .init(slug: "rust", displayName: "Rust", fileExtension: "rs", lineComment: "//"),
    .init(slug: "racket", displayName: "Racket", fileExtension: "rkt", lineComment: ";"),
    .init(slug: "erlang", displayName: "Erlang", fileExtension: "erl", lineComment: "%"),
    .init(slug: "elixir", displayName: "Elixir", fileExtension: "ex", lineComment: "#"),
    .init(slug: "mysql", displayName: "MySQL", fileExtension: "sql", lineComment: "--"),
    .init(slug: "mssql", displayName: "MS SQL Server", fileExtension: "sql", lineComment: "--"),
    .init(slug: "oraclesql", displayName: "Oracle", fileExtension: "sql", lineComment: "--"),
    .init(slug: "postgresql", displayName: "PostgreSQL", fileExtension: "sql", lineComment: "--"),
    .init(slug: "bash", displayName: "Bash", fileExtension: "sh", lineComment: "#"),
  ]

  /// The language with `langSlug` `slug` (case-insensitive), or nil when leetview does not know it.
  public static func named(_ slug: String) -> SolutionLanguage? {
    let wanted = slug.lowercased()
    return all.first { $0.slug == wanted }
  }

  /// The language a file with extension `fileExtension` is most likely written in (`py` is
  /// `python3`, `sql` is `mysql`): the first in `all` with that extension.
  public static func guessed(fromExtension fileExtension: String) -> SolutionLanguage? {
    let wanted = fileExtension.lowercased()
    return all.first { $0.fileExtension == wanted }
  }
}
