import LeetFetch
import LeetModel

/// What the command line asks for; `OptionTable` describes it and `Options.parse` reads it.
struct Options: Equatable {
  /// The command to run.
  enum Command: Equatable {
    /// Open a problem by id or slug, or the browser when nil.
    case open(String?)
    case daily
    case sync(details: Bool)
    case login
    /// Write the solution file for a problem (or FILE) if absent and open it in the editor.
    case edit(String)
    /// Run the solution for a problem (or FILE) on the judge.
    case test(String)
    /// Submit the solution for a problem (or FILE) to the judge.
    case submit(String)
    /// Print the completion script for a shell.
    case completions(CompletionShell)
    /// Print the man page.
    case manual
    case help
    case version
  }

  /// When `--print` output carries ANSI styling.
  enum ColorMode: String, CaseIterable, Equatable { case auto, always, never }

  /// The language of the content.
  enum Language: String, CaseIterable, Equatable { case en, zh }

  var command: Command = .open(nil)
  var segment: Segment = .description
  var segmentGiven = false
  var print = false
  var width: Int?
  var color: ColorMode = .auto
  var offline = false
  var refresh = false
  var site: Site?
  /// `--lang en|zh` before or without edit/test/submit: the language of the content.
  var language: Language?
  var cacheDirectory: String?
  var noAnimation = false
  /// `--images`: draw statement pictures in coloured `--print` output.
  var images = false
  /// `--no-images`: show pictures as their labels only in the interface.
  var noImages = false
  /// `-l, --lang L` after edit/test/submit: the programming language, by LeetCode's langSlug.
  var programmingLanguage: String?
  /// `--case TEXT` (test, repeatable): the test cases replacing the examples, in order.
  var cases: [String] = []
  /// `--workspace DIR`: where solution files live.
  var workspace: String?

  /// A command line that cannot be understood; exit 2 with the usage.
  struct UsageError: Error, Equatable {
    var message: String
  }

  /// The help text, made from `OptionTable`.
  static var usage: String { HelpText.render() }
  /// The command lines alone and a pointer to `--help`: what a usage error shows.
  static var shortUsage: String { HelpText.renderShort() }
}
