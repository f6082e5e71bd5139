import LeetFetch
import LeetModel

/// What the command line asks for, parsed by hand (the toolchain has no argument parser).
struct Options: Equatable {
  /// The command to run.
  enum Command: Equatable {
    /// Open a problem by id or slug, or the browser when nil.
    case open(String?)
    case daily
    case sync(details: Bool)
    case login
    /// `edit <problem|FILE>`: write the solution file from the template if absent, open the editor.
    case edit(String)
    /// `test <problem|FILE>`: run the solution on the example (or `--case`) cases.
    case test(String)
    /// `submit <problem|FILE>`: submit the solution.
    case submit(String)
    case help
    case version
  }

  /// When `--print` output carries ANSI styling.
  enum ColorMode: String, Equatable { case auto, always, never }

  /// The language of the content.
  enum Language: String, Equatable { case en, zh }

  var command: Command = .open(nil)
  var segment: Segment = .description
  var segmentGiven = false
  var print = false
  var width: Int?
  var color: ColorMode = .auto
  var offline = false
  var refresh = false
  var site: Site?
  var language: Language?
  var cacheDirectory: String?
  var noAnimation = false
  /// `-l/--lang` after `edit`, `test`, `submit`: the programming language's `langSlug`.
  var programmingLanguage: String?
  /// `--case TEXT` (test): one case, its inputs one per line; repeatable.
  var cases: [String] = []
  /// `--workspace DIR`: where solution files live.
  var workspace: String?

  /// A command line that cannot be understood; exit 2 with the usage.
  struct UsageError: Error, Equatable {
    var message: String
  }

  static let usage = """
    Usage: leetview [options] <problem>   open a problem by frontend id (1, "LCP 30") or slug (two-sum)
           leetview [options]             browse the cached problem list
           leetview daily                 today's daily problem
           leetview sync [--details]      refresh the problem list (and every free description)
           leetview login                 store credentials in the config file
           leetview edit <problem|FILE>   write the solution file from the template, open $EDITOR
           leetview test <problem|FILE> [--case TEXT]...   run the solution on the example cases
           leetview submit <problem|FILE> submit the solution
           leetview --help | --version

    Options:
      -s, --segment NAME     open on description (default), comments, solutions or submissions
          --print            write the segment as text instead of drawing the interface
                             (implied when stdout is not a terminal)
          --width N          wrap width for --print (default: terminal width, $COLUMNS, 80)
          --color WHEN       auto, always or never: ANSI styling in --print output (NO_COLOR honoured)
          --offline          never touch the network
          --refresh          fetch again even when the cache holds a fresh copy
          --site com|cn      leetcode.com (default) or leetcode.cn; also LEETVIEW_SITE
          --lang en|zh       language of the content (default zh on cn, else en)
          --cache DIR        cache root; also LEETVIEW_CACHE_DIR (default ~/.cache/leetview)
          --no-animation     switch tabs without the underline animation
      -l, --lang L           after edit, test, submit: the programming language (python3, cpp, ...)
          --case TEXT        test: one case, its inputs one per line; repeatable
          --workspace DIR    where solution files live; also LEETVIEW_WORKSPACE (default ~/leetcode)
      -h, --help             show this help
          --version          show the version

    Environment: LEETCODE_SESSION, LEETCODE_CSRFTOKEN (credentials, for submissions),
    LEETVIEW_ENDPOINT (base URL replacing the site's), NO_COLOR, XDG_CACHE_HOME, XDG_CONFIG_HOME.

    Examples:
      leetview 1
      leetview --print two-sum | less
      leetview --offline --print --width 60 --segment description 1929
    """

  /// The commands that take a problem or a solution file.
  static let solveCommands: Set<String> = ["edit", "test", "submit"]

  /// Parses `arguments` (without the program name).
  /// - Throws: `UsageError` for an unknown option, a missing or bad value, or a stray argument.
  static func parse(_ arguments: [String]) throws -> Options {
    var options = Options()
    var positionals: [String] = []
    var index = 0
    var details = false
    /// Whether a solving command word came before: `--lang` after it is the programming language.
    var solving: Bool { positionals.first.map(Self.solveCommands.contains) ?? false }

    func value(for name: String, inline: String?) throws -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
      return arguments[index]
    }

    while index < arguments.count {
      let argument = arguments[index]
      var name = argument
      var inline: String? = nil
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      switch name {
      case "--":
        positionals.append(contentsOf: arguments[(index + 1)...])
        index = arguments.count
        continue
      case "-h", "--help": options.command = .help
      case "--version": options.command = .version
      case "-s", "--segment":
        let raw = try value(for: name, inline: inline)
        guard let segment = Segment(rawValue: raw.lowercased()) else {
          throw UsageError(
            message: "unknown segment '\(raw)': use description, comments, solutions or submissions")
        }
        options.segment = segment
        options.segmentGiven = true
      case "--print": options.print = true
      case "--width":
        let raw = try value(for: name, inline: inline)
        guard let width = Int(raw), width >= 10, width <= 1000 else {
          throw UsageError(message: "--width must be a number from 10 to 1000, not '\(raw)'")
        }
        options.width = width
      case "--color", "--colour":
        let raw = try value(for: name, inline: inline)
        guard let mode = ColorMode(rawValue: raw) else {
          throw UsageError(message: "--color must be auto, always or never, not '\(raw)'")
        }
        options.color = mode
      case "--offline": options.offline = true
      case "--refresh": options.refresh = true
      case "--site":
        let raw = try value(for: name, inline: inline)
        guard let site = Site(rawValue: raw) ?? Site.allCases.first(where: { $0.host == raw }) else {
          throw UsageError(message: "--site must be com or cn, not '\(raw)'")
        }
        options.site = site
      case "-l" where solving, "--lang" where solving:
        options.programmingLanguage = try value(for: name, inline: inline).lowercased()
      case "--case":
        options.cases.append(try value(for: name, inline: inline))
      case "--workspace":
        options.workspace = try value(for: name, inline: inline)
      case "--lang":
        let raw = try value(for: name, inline: inline)
        guard let language = Language(rawValue: raw) else {
          throw UsageError(message: "--lang must be en or zh, not '\(raw)'")
        }
        options.language = language
      case "--cache":
        options.cacheDirectory = try value(for: name, inline: inline)
      case "--no-animation": options.noAnimation = true
      case "--details": details = true
      default:
        if argument.hasPrefix("-"), argument.count > 1, Int(argument) == nil {
          throw UsageError(message: "unknown option '\(argument)'")
        }
        positionals.append(argument)
      }
      index += 1
    }

    if options.command == .help || options.command == .version { return options }
    switch positionals.first {
    case "daily" where positionals.count == 1:
      options.command = .daily
    case "sync" where positionals.count == 1:
      options.command = .sync(details: details)
    case "login" where positionals.count == 1:
      options.command = .login
    case let word? where solveCommands.contains(word):
      guard positionals.count == 2 else {
        throw UsageError(message: "'\(word)' takes one problem or solution file")
      }
      let target = positionals[1]
      options.command = word == "edit" ? .edit(target) : word == "test" ? .test(target) : .submit(target)
    case nil:
      options.command = .open(nil)
    default:
      guard positionals.count == 1 else {
        throw UsageError(message: "expected one problem, got \(positionals.count): \(positionals.joined(separator: " "))")
      }
      options.command = .open(positionals[0])
    }
    if !options.cases.isEmpty, !positionals.starts(with: ["test"]) {
      throw UsageError(message: "--case goes with 'test'")
    }
    if options.workspace != nil, !solving {
      throw UsageError(message: "--workspace goes with 'edit', 'test' or 'submit'")
    }
    if details, options.command != .sync(details: true) {
      throw UsageError(message: "--details goes with 'sync'")
    }
    return options
  }
}
