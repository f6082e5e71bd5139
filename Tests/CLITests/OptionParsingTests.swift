import Foundation
import LeetApp
import LeetFetch
import LeetModel
import LeetTestSupport
import Testing

@testable import leetview

/// The parser, checked option by option from `OptionTable` and on the cases that need care.
@Suite struct OptionParsingTests {
  /// A command line that gives `option` with `spelling`, in a command it goes with.
  static func commandLine(for option: OptionSpec, spelling: String, inline: Bool = false) -> [String] {
    let scope: CommandSpec.Name =
      option.commands.contains(.open)
      ? .open
      : option.commands.sorted {
        $0.rawValue < $1.rawValue
      }[0]
    let command = OptionTable.commands.first { $0.name == scope }
    var words = command?.word.map { [$0] } ?? []
    if let argument = command?.argument {
      if case .choices(let choices) = argument.completion {
        words.append(choices[0])
      } else {
        words.append("1")
      }
    }
    guard let value = sampleValue(option.value) else { return words + [spelling] }
    return words + (inline ? ["\(spelling)=\(value)"] : [spelling, value])
  }

  /// A good value for an option, nil for a flag.
  static func sampleValue(_ value: OptionSpec.Value) -> String? {
    switch value {
    case .flag: nil
    case .choice(let words), .suggested(let words): words.last
    case .number(let range): String(range.upperBound)
    case .directory: "/tmp/somewhere"
    case .text: "[1,2]\n3"
    }
  }

  /// Whether `options` shows what `option` sets, with the sample value.
  static func isSet(_ option: OptionSpec, in options: Options) -> Bool {
    let value = sampleValue(option.value)
    switch option.id {
    case .segment: return options.segment.rawValue == value && options.segmentGiven
    case .print: return options.print
    case .width: return options.width.map(String.init) == value
    case .color: return options.color.rawValue == value
    case .offline: return options.offline
    case .refresh: return options.refresh
    case .site: return options.site?.rawValue == value
    case .contentLanguage: return options.language?.rawValue == value
    case .cache: return options.cacheDirectory == value
    case .noAnimation: return options.noAnimation
    case .images: return options.images
    case .noImages: return options.noImages
    case .pictures: return options.pictures?.rawValue == value
    case .details: return options.command == .sync(details: true)
    case .programmingLanguage: return options.programmingLanguage == value
    case .testCase: return options.cases == [value ?? ""]
    case .workspace: return options.workspace == value
    case .browser: return options.loginBrowser == value
    case .paste: return options.loginPaste
    case .local: return options.local
    case .initialise: return options.initialiseRepository
    case .push: return options.push
    case .submission: return options.submissionID == value
    case .help: return options.command == .help
    case .version: return options.command == .version
    case .generateManual: return options.command == .manual
    }
  }

  @Test(arguments: OptionTable.options)
  func everySpellingOfEveryOptionSetsItsField(option: OptionSpec) throws {
    for spelling in option.spellings {
      let arguments = Self.commandLine(for: option, spelling: spelling)
      let options = try Options.parse(arguments)
      #expect(Self.isSet(option, in: options), "\(arguments)")
      if option.takesValue, spelling.hasPrefix("--") {
        let inline = Self.commandLine(for: option, spelling: spelling, inline: true)
        #expect(Self.isSet(option, in: try Options.parse(inline)), "\(inline)")
      }
    }
  }

  @Test(arguments: OptionTable.options.filter { $0.takesValue })
  func everyValuedOptionNeedsItsValue(option: OptionSpec) {
    let arguments = Array(Self.commandLine(for: option, spelling: option.spellings[0]).dropLast())
    #expect(throws: Options.UsageError(message: "\(option.spellings[0]) needs a value")) {
      try Options.parse(arguments)
    }
  }

  @Test(arguments: OptionTable.options.filter { !$0.commands.contains(.open) })
  func optionsOfOtherCommandsAreRefusedWhenOpeningAProblem(option: OptionSpec) {
    var arguments = [option.spellings.last ?? ""]
    if let value = Self.sampleValue(option.value) { arguments.append(value) }
    #expect(throws: Options.UsageError.self) { try Options.parse(arguments + ["1"]) }
  }

  @Test func everyCommandWordParses() throws {
    #expect(try Options.parse([]).command == .open(nil))
    #expect(try Options.parse(["two-sum"]).command == .open("two-sum"))
    #expect(try Options.parse(["LCP 30"]).command == .open("LCP 30"))
    #expect(try Options.parse(["daily"]).command == .daily)
    #expect(try Options.parse(["sync"]).command == .sync(details: false))
    #expect(try Options.parse(["sync", "--details"]).command == .sync(details: true))
    #expect(try Options.parse(["login", "--paste"]).command == .login)
    #expect(try Options.parse(["edit", "1"]).command == .edit("1"))
    #expect(try Options.parse(["test", "two-sum"]).command == .test("two-sum"))
    #expect(try Options.parse(["submit", "1.two-sum.py"]).command == .submit("1.two-sum.py"))
    for shell in CompletionShell.allCases {
      #expect(try Options.parse(["completions", shell.rawValue]).command == .completions(shell))
    }
    #expect(try Options.parse(["--generate-manual"]).command == .manual)
    #expect(try Options.parse(["--", "-1"]).command == .open("-1"))
  }

  @Test func langIsTheContentLanguageBeforeASolvingCommandAndTheProgrammingLanguageAfter() throws {
    let before = try Options.parse(["--lang", "zh", "edit", "1"])
    #expect(before.language == .chinese)
    #expect(before.programmingLanguage == nil)
    #expect(before.command == .edit("1"))
    let after = try Options.parse(["edit", "1", "--lang", "cpp"])
    #expect(after.language == nil)
    #expect(after.programmingLanguage == "cpp")
    let both = try Options.parse(["--lang=en", "submit", "-l", "rust", "two-sum"])
    #expect(both.language == .english)
    #expect(both.programmingLanguage == "rust")
    #expect(both.command == .submit("two-sum"))
    #expect(try Options.parse(["1", "--lang", "zh"]).language == .chinese)
    // Its own name, which help shows, keeps the programming language apart from the content's.
    let named = try Options.parse(["--lang", "zh", "test", "1", "--language", "java"])
    #expect(named.language == .chinese && named.programmingLanguage == "java")
  }

  @Test func casesAreKeptInOrderAndOtherSolvingOptionsAreRead() throws {
    let options = try Options.parse([
      "test", "--case", "[2,7]\n9", "1", "--case=[3]\n6", "--workspace", "/w", "-l", "python3",
    ])
    #expect(options.command == .test("1"))
    #expect(options.cases == ["[2,7]\n9", "[3]\n6"])
    #expect(options.workspace == "/w")
    #expect(options.programmingLanguage == "python3")
    let pictures = try Options.parse(["--images", "--no-images", "--print", "1"])
    #expect(pictures.images && pictures.noImages && pictures.print)
  }

  @Test(arguments: [
    (["-l", "cpp", "edit", "1"], "-l goes after 'edit', 'test' or 'submit'"),
    (
      ["--lang", "cpp", "edit", "1"],
      "--lang must be en or zh, not 'cpp' (the programming language goes after 'edit', 'test' or 'submit')"
    ),
    (["--case", "x", "1"], "--case goes with 'test'"),
    (["edit", "1", "--case", "x"], "--case goes with 'test'"),
    (["--details", "daily"], "--details goes with 'sync'"),
    (["sync", "--print"], "--print does not go with 'sync'"),
    (["completions", "bash", "--offline"], "--offline does not go with 'completions'"),
    (["edit"], "'edit' needs <problem|FILE>"),
    (["test", "1", "2"], "expected one <problem|FILE>, got 2: 1 2"),
    (["completions"], "'completions' needs bash, zsh or fish"),
    (["completions", "tcsh"], "unknown shell 'tcsh': use bash, zsh or fish"),
    (["daily", "1"], "'daily' takes no argument, got '1'"),
    (["1", "2"], "expected one problem, got 2: 1 2"),
    (["--bogus"], "unknown option '--bogus'"),
    (["--colr", "never", "1"], "unknown option '--colr'; did you mean --color?"),
    (["--ofline", "1"], "unknown option '--ofline'; did you mean --offline?"),
    (["help"], "'help' is not a command or a problem; did you mean --help?"),
    (["sumbit", "1"], "expected one problem, got 2: sumbit 1; did you mean submit?"),
    (["-x", "1"], "unknown option '-x'"),
    (["--print=yes", "1"], "--print takes no value"),
    (["--width", "9", "1"], "--width must be a number from 10 to 1000, not '9'"),
    (["--width", "wide", "1"], "--width must be a number from 10 to 1000, not 'wide'"),
    (["--color", "sometimes", "1"], "--color must be auto, always or never, not 'sometimes'"),
    (["--site", "org", "1"], "--site must be com or cn, not 'org'"),
    (
      ["-s", "nope", "1"],
      "unknown segment 'nope': use description, comments, solutions, submissions or code"
    ),
    (["--cache="], "--cache needs a value"),
  ])
  func badCommandLinesAreUsageErrors(arguments: [String], message: String) {
    #expect(throws: Options.UsageError(message: message)) { try Options.parse(arguments) }
  }

  @Test func helpWinsOverEverythingAfterIt() throws {
    #expect(try Options.parse(["edit", "--help"]).command == .help)
    #expect(try Options.parse(["--details", "--version"]).command == .version)
  }

  @Test func aUsageErrorExitsTwoWithTheErrorAndAPointerToHelp() throws {
    for arguments in [["-l", "cpp", "edit", "1"], ["completions"], ["--case", "x", "1"], ["help"]] {
      let result = try BinaryRunner.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stdout.isEmpty)
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.first?.hasPrefix("leetview: ") == true)
      #expect(lines.dropFirst().elementsEqual(["Run `leetview --help` for every command and option."]))
    }
  }
}
