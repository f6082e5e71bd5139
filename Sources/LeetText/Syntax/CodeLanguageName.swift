/// The name a code block's language is shown by (`cpp` → C++), for the languages articles use.
public enum CodeLanguageName {
  /// The display name of a fence's language, or nil for one that is not a programming language
  /// leetview knows (`testcase`, `input`, `text`): those blocks keep no label.
  public static func name(_ language: String) -> String? {
    switch language.lowercased() {
    case "python", "python3", "py": "Python"
    case "python2": "Python 2"
    case "cpp", "c++", "cc", "cxx": "C++"
    case "c": "C"
    case "java": "Java"
    case "go", "golang": "Go"
    case "javascript", "js", "jsx", "node": "JavaScript"
    case "typescript", "ts", "tsx": "TypeScript"
    case "rust", "rs": "Rust"
    case "swift": "Swift"
    case "csharp", "cs", "c#": "C#"
    case "kotlin", "kt": "Kotlin"
    case "ruby", "rb": "Ruby"
    case "scala": "Scala"
    case "php": "PHP"
    case "dart": "Dart"
    case "racket": "Racket"
    case "erlang": "Erlang"
    case "elixir": "Elixir"
    case "sql", "mysql": "SQL"
    case "postgresql", "postgres", "pgsql": "PostgreSQL"
    case "mssql", "tsql": "MS SQL Server"
    case "oraclesql": "Oracle SQL"
    case "pandas": "Pandas"
    case "bash", "sh", "shell": "Bash"
    default: nil
    }
  }
}
