/// One command of the command line: its word, its argument and its one-line summary.
struct CommandSpec: Equatable, Sendable {
  /// Every command leetview knows.
  enum Name: String, CaseIterable, Sendable {
    case open, daily, sync, login, whoami, logout, edit, test, submit, completions
    case random
    case plans, lists, contests
    case stats
  }

  /// What a command's argument completes to in a shell.
  enum ArgumentCompletion: Equatable, Sendable {
    /// Nothing the shell can list (a problem id or slug).
    case nothing
    /// A file name.
    case file
    /// One of these words.
    case choices([String])
  }

  /// The positional argument a command takes.
  struct Argument: Equatable, Sendable {
    /// How the argument is written in usage lines, such as `<problem|FILE>`.
    var label: String
    var isRequired: Bool
    var completion: ArgumentCompletion
  }

  var name: Name
  /// The word typed on the command line, or nil for `open` (a problem alone opens it).
  var word: String?
  var argument: Argument?
  /// What the command does.
  var summary: String
  /// What the command does without its optional argument, when that differs.
  var summaryWithoutArgument: String?
}
