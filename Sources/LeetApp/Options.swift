import LeetFetch
import LeetModel
import TerminalGraphics

/// What the command line asks for; `OptionTable` describes it and `Options.parse` reads it.
public struct Options: Equatable, Sendable {
  /// The command to run.
  public enum Command: Equatable, Sendable {
    /// Open a problem by id or slug, or the browser when nil.
    case open(String?)
    case daily
    case sync(details: Bool)
    case login
    /// Say who is signed in on the site, checked with LeetCode unless offline.
    case whoami
    /// Remove the site's stored credentials.
    case logout
    /// Show a user's progress (the signed-in user's when nil).
    case stats(String?)
    /// Write the solution file for a problem (or FILE) if absent and open it in the editor.
    case edit(String)
    /// Run the solution for a problem (or FILE) on the judge.
    case test(String)
    /// Submit the solution for a problem (or FILE) to the judge.
    case submit(String)
    /// Study plans: the catalogue and the user's, or one plan's groups by slug.
    case plans(String?)
    /// Favourite lists: the user's, or one list's problems by slug or URL.
    case lists(String?)
    /// Contests: upcoming and past, or one contest's problems by slug.
    case contests(String?)
    /// Print the completion script for a shell.
    case completions(CompletionShell)
    /// Open (or print) a random problem of the cached list that the browser filter keeps.
    case random(String)
    /// Commit every accepted submission into the git repository at the path.
    case export(String)
    /// Edit (or with `--print` show) the note of a problem by id or slug.
    case note(String)
    /// A problem's submissions, or one submission whole by its id (digits).
    case submissions(String, id: String?)
    /// A unified diff of two submissions' code, by their ids (digits).
    case diff(String, String)
    /// The solved problems by when they are due for review; with a problem and a grade, grade it.
    case review(problem: String?, grade: ReviewGrade?)
    /// Print the man page.
    case manual
    case help
    case version
  }

  /// When `--print` output carries ANSI styling.
  public enum ColorMode: String, CaseIterable, Equatable, Sendable { case auto, always, never }

  /// How statement pictures are drawn, as `--pictures` names it.
  public typealias PicturesSetting = TerminalGraphics.PicturesSetting

  /// The language of the content, as `--lang` names it.
  public typealias Language = LeetModel.Language

  public var command: Command = .open(nil)
  public var segment: Segment = .description
  public var segmentGiven = false
  public var print = false
  public var width: Int?
  public var color: ColorMode = .auto
  public var offline = false
  public var refresh = false
  public var site: Site?
  /// `--lang en|zh` before or without edit/test/submit: the language of the content.
  public var language: Language?
  public var cacheDirectory: String?
  public var noAnimation = false
  /// `--images`: draw statement pictures in coloured `--print` output.
  public var images = false
  /// `--no-images`: show pictures as their labels only in the interface.
  public var noImages = false
  /// `--pictures MODE`: how statement pictures are drawn; nil for the config's, else `auto`.
  public var pictures: PicturesSetting?
  /// `-l, --lang L` after edit/test/submit: the programming language, by LeetCode's langSlug.
  public var programmingLanguage: String?
  /// `--case TEXT` (test, repeatable): the test cases replacing the examples, in order.
  public var cases: [String] = []
  /// `test --local`: run the solution on this machine instead of LeetCode's judge.
  public var local = false
  /// `--workspace DIR`: where solution files live.
  public var workspace: String?
  /// `login --browser NAME`: only that browser's profiles, never asking.
  public var loginBrowser: String?
  /// `login --paste`: type the cookies in, as before browsers were read.
  public var loginPaste = false
  /// `export --init`: make the folder a git repository when it is not one.
  public var initialiseRepository = false
  /// `export --push`: push the branch afterwards.
  public var push = false
  /// `note --submission ID`: that submission's note rather than the problem's.
  public var submissionID: String?

  /// A command line that cannot be understood; exit 2 with the usage.
  public struct UsageError: Error, Equatable {
    /// What is wrong with the command line.
    public var message: String

    /// A usage error saying `message`.
    public init(message: String) {
      self.message = message
    }
  }

  /// The options of a bare `leetview`: the browser, described by its defaults.
  public init() {}
}
