import LeetApp

/// One command of the command line, described once: its word, its argument, its one-line summary
/// and the `Options.Command` it makes of its checked argument (which `AppRun` runs).
struct CommandSpec: Equatable, Sendable {
  /// Every command leetview knows.
  enum Name: String, CaseIterable, Sendable {
    case open, daily, sync, login, whoami, logout, edit, test, submit, completions
    case random
    case plans, lists, contests
    case stats
    case export
    case note
    case submissions
    case diff
    case review
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
    /// Whether every word after the command is one argument (`random d:medium t:graph`).
    var takesWords = false
  }

  var name: Name
  /// The word typed on the command line, or nil for `open` (a problem alone opens it).
  var word: String?
  var argument: Argument?
  /// What the command does.
  var summary: String
  /// What the command does without its optional argument, when that differs.
  var summaryWithoutArgument: String?
  /// The command to run for the checked argument (nil when it takes none or it was left out).
  /// - Throws: `Options.UsageError` when the argument is not one the command takes.
  var make: @Sendable (String?) throws -> Options.Command
  /// For a command of a second, optional argument (`submissions PROBLEM [ID]`): the command for
  /// both (the second nil when left out), used instead of `make` when it is set.
  var makeTwo: (@Sendable (String, String?) throws -> Options.Command)? = nil

  /// Commands are told apart by their names.
  static func == (lhs: CommandSpec, rhs: CommandSpec) -> Bool { lhs.name == rhs.name }
}
