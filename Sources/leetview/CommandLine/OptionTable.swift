import LeetApp
import LeetCookiesClient
import LeetFetch
import LeetModel

/// The command line as data: every command and option, from which the parser, `--help`, the man
/// page and the shell completions are all made.
enum OptionTable {
  /// The commands that take a programming language and work on solution files.
  static let solvingCommands: CommandSet = [.edit, .test, .submit]
  /// The commands that show a problem or the problem list.
  static let showingCommands: CommandSet = [.open, .daily, .random]
  /// The commands that show the user's practice: progress, study plans, favourite lists, contests.
  static let practiceCommands: CommandSet = [.stats, .plans, .lists, .contests, .submissions, .review]
  /// The commands that show the user's history with a problem.
  static let historyCommands: CommandSet = [.diff]
  /// Every command but `completions`: those that read the site, the cache or the config.
  static let siteCommands = CommandSet.all.subtracting([.completions])

  /// The command without a word: a problem alone opens it, nothing at all opens the browser.
  static let openCommand = CommandSpec(
    name: .open, word: nil,
    argument: .init(label: "<problem>", isRequired: false, completion: .nothing),
    summary: "open a problem by frontend id (1, \"LCP 30\") or slug (two-sum)",
    summaryWithoutArgument: "browse the cached problem list", make: { .open($0) })

  /// Every command, in the order help lists them.
  static let commands: [CommandSpec] = [
    openCommand,
    CommandSpec(name: .daily, word: "daily", summary: "today's daily problem", make: { _ in .daily }),
    CommandSpec(
      name: .sync, word: "sync", summary: "refresh the problem list (and every free description)",
      make: { _ in .sync(details: false) }),
    CommandSpec(
      name: .login, word: "login",
      summary: "find the LeetCode session in this machine's browsers, check it, store it",
      make: { _ in .login }),
    CommandSpec(
      name: .whoami, word: "whoami", summary: "who is signed in on the site, from where, until when",
      make: { _ in .whoami }),
    CommandSpec(
      name: .logout, word: "logout", summary: "remove the site's stored credentials", make: { _ in .logout }),
    CommandSpec(
      name: .edit, word: "edit", argument: solvingTarget,
      summary: "write the solution file if absent and open it in the editor", make: { .edit($0 ?? "") }),
    CommandSpec(
      name: .test, word: "test", argument: solvingTarget,
      summary: "run the solution on LeetCode's judge with the example (or given) cases",
      make: { .test($0 ?? "") }),
    CommandSpec(
      name: .submit, word: "submit", argument: solvingTarget,
      summary: "submit the solution to LeetCode's judge", make: { .submit($0 ?? "") }),
    CommandSpec(
      name: .completions, word: "completions",
      argument: .init(
        label: "<shell>", isRequired: true,
        completion: .choices(CompletionShell.allCases.map(\.rawValue))),
      summary: "print the completion script for bash, zsh or fish", make: Options.completions),
    CommandSpec(
      name: .random, word: "random",
      argument: .init(label: "[FILTER]", isRequired: false, completion: .nothing, takesWords: true),
      summary: "open a random problem the filter keeps (d:easy t:graph is:unsolved)",
      make: { .random($0 ?? "") }),
    CommandSpec(
      name: .plans, word: "plans",
      argument: .init(label: "<slug>", isRequired: false, completion: .nothing),
      summary: "a study plan's groups in order, each with its progress, and its problems",
      summaryWithoutArgument: "study plans: LeetCode's catalogue, and yours with solved/total",
      make: { .plans($0) }),
    CommandSpec(
      name: .lists, word: "lists",
      argument: .init(label: "<slug|URL>", isRequired: false, completion: .nothing),
      summary: "a favourite list's problems with marks (a public one signed out too)",
      summaryWithoutArgument: "favourite lists: yours, created and collected, with their counts",
      make: { .lists($0) }),
    CommandSpec(
      name: .contests, word: "contests",
      argument: .init(label: "<slug>", isRequired: false, completion: .nothing),
      summary: "a contest's problems with their points",
      summaryWithoutArgument: "contests: upcoming ones with a countdown, past ones newest first",
      make: { .contests($0) }),
    CommandSpec(
      name: .stats, word: "stats",
      argument: .init(label: "[USER]", isRequired: false, completion: .nothing),
      summary: "solved by difficulty, the submission calendar, streak, contest rating",
      summaryWithoutArgument: "the signed-in user's progress", make: { .stats($0) }),
    CommandSpec(
      name: .export, word: "export",
      argument: .init(label: "<DIR>", isRequired: true, completion: .file),
      summary: "commit every accepted submission into the git repository DIR, dated, once each",
      make: { .export($0 ?? "") }),
    CommandSpec(
      name: .note, word: "note",
      argument: .init(label: "<problem>", isRequired: true, completion: .nothing),
      summary: "edit the problem's note in the editor (kept here, sent to LeetCode once); --print shows it",
      make: { .note($0 ?? "") }),
    CommandSpec(
      name: .submissions, word: "submissions",
      argument: .init(label: "<problem> [ID]", isRequired: true, completion: .nothing),
      summary:
        "a problem's submissions; with ID one whole: code, verdict, runtime and memory with their distributions, a failure's case",
      make: { .submissions($0 ?? "", id: nil) }, makeTwo: Options.submissions),
    CommandSpec(
      name: .diff, word: "diff",
      argument: .init(label: "<ID> <ID>", isRequired: true, completion: .nothing, takesWords: true),
      summary: "a unified diff of two submissions' code (side by side when wide)",
      make: Options.diff),
    CommandSpec(
      name: .review, word: "review",
      argument: .init(label: "[PROBLEM GRADE]", isRequired: false, completion: .nothing, takesWords: true),
      summary: "grade a problem's review without submitting: again, hard, good or easy (SM-2)",
      summaryWithoutArgument:
        "solved problems by when they are due for review, today's count against the cap",
      make: Options.review),
  ]

  /// Every option, in the order help lists them.
  ///
  /// The choices are written out rather than read from each enum's `allCases`: instantiating the
  /// four arrays' types cost more than the rest of the table (`OptionChoiceTests` keeps them equal).
  static let options: [OptionSpec] = [
    OptionSpec(
      id: .segment, short: "s", long: "segment", valueName: "NAME",
      value: .choice(["description", "comments", "solutions", "submissions", "code"]),
      help: "open on description (default), comments, solutions, submissions or code",
      commands: showingCommands),
    OptionSpec(
      id: .print, long: "print",
      help:
        "write the segment as text instead of drawing the interface (implied when stdout is not a terminal)",
      commands: showingCommands.union(practiceCommands).union(historyCommands).union([.note])),
    OptionSpec(
      id: .width, long: "width", valueName: "N", value: .number(10...1000),
      help: "wrap width for --print (default: terminal width, $COLUMNS, 80)",
      commands: showingCommands.union(practiceCommands).union(historyCommands)),
    OptionSpec(
      id: .color, long: "color", aliases: ["colour"], valueName: "WHEN",
      value: .choice(["auto", "always", "never"]),
      help: "auto, always or never: ANSI styling in --print output (NO_COLOR honoured)",
      commands: showingCommands.union([.test, .submit]).union(practiceCommands).union(historyCommands)),
    OptionSpec(
      id: .offline, long: "offline", help: "never touch the network",
      commands: showingCommands.union(solvingCommands).union(practiceCommands).union(historyCommands)
        .union([.whoami, .export, .note])),
    OptionSpec(
      id: .refresh, long: "refresh", help: "fetch again even when the cache holds a fresh copy",
      commands: showingCommands.union(solvingCommands).union(practiceCommands)),
    OptionSpec(
      id: .site, long: "site", valueName: "com|cn", value: .choice(["com", "cn"]),
      help: "leetcode.com (default) or leetcode.cn; also LEETVIEW_SITE", commands: siteCommands),
    OptionSpec(
      id: .contentLanguage, long: "lang", valueName: "en|zh",
      value: .choice(["en", "zh"]),
      help: "language of the content (default zh on cn, else en)",
      commands: showingCommands.union(solvingCommands).union(practiceCommands).union(historyCommands)),
    OptionSpec(
      id: .cache, long: "cache", valueName: "DIR", value: .directory,
      help: "cache root; also LEETVIEW_CACHE_DIR (default ~/.cache/leetview)",
      commands: siteCommands.subtracting([.login, .logout])),
    OptionSpec(
      id: .noAnimation, long: "no-animation", help: "switch tabs without the underline animation",
      commands: showingCommands.union(practiceCommands)),
    OptionSpec(
      id: .images, long: "images",
      help: "in --print output, draw statement pictures too (in the terminal's graphics, else cells)",
      commands: showingCommands),
    OptionSpec(
      id: .noImages, long: "no-images", help: "in the interface, show pictures as their labels only",
      commands: showingCommands),
    OptionSpec(
      id: .pictures, long: "pictures", valueName: "MODE",
      value: .choice(["auto", "kitty", "sixel", "iterm", "cells", "off"]),
      help:
        "statement pictures in the terminal's graphics: auto (ask the terminal), kitty, sixel, iterm, cells or off; also the config key pictures",
      commands: showingCommands),
    OptionSpec(
      id: .details, long: "details", help: "sync: also fetch every free problem's description",
      commands: [.sync]),
    OptionSpec(
      // `--lang` after the command still names it, as it did; its own name keeps it apart from
      // the content's `--lang en|zh`.
      id: .programmingLanguage, short: "l", long: "language", aliases: ["lang"], valueName: "L",
      value: .suggested(languageSlugs),
      help:
        "after edit, test or submit: the programming language, by LeetCode's langSlug (python3, cpp, ...)",
      commands: solvingCommands, position: .afterCommand),
    OptionSpec(
      id: .testCase, long: "case", valueName: "TEXT", value: .text,
      help: "test: one test case (its inputs, one per line); repeatable; replaces the example cases",
      commands: [.test], isRepeatable: true),
    OptionSpec(
      id: .local, long: "local",
      help: "test: run the solution on this machine (no network) instead of LeetCode's judge",
      commands: [.test]),
    OptionSpec(
      id: .workspace, long: "workspace", valueName: "DIR", value: .directory,
      help: "where solution files live; also LEETVIEW_WORKSPACE (default ~/leetcode)",
      commands: solvingCommands.union(showingCommands)),
    OptionSpec(
      id: .browser, long: "browser", valueName: "NAME", value: .choice(Browser.allCases.map(\.rawValue)),
      help: "login: only this browser, never asking: the newest signed-in session of its profiles",
      commands: [.login]),
    OptionSpec(
      id: .paste, long: "paste", help: "login: type the two cookies in (no echo) instead",
      commands: [.login]),
    OptionSpec(
      id: .initialise, long: "init", help: "export: make DIR a git repository (git init) when it is not one",
      commands: [.export]),
    OptionSpec(
      id: .push, long: "push",
      help: "export: push the branch to its upstream's remote afterwards (never without this)",
      commands: [.export]),
    OptionSpec(
      id: .submission, long: "submission", valueName: "ID", value: .number(1...Int.max),
      help: "note: the note of this submission of the problem (sent to LeetCode with its flag and tags)",
      commands: [.note]),
    OptionSpec(
      id: .help, short: "h", long: "help", help: "show this help",
      commands: .all),
    OptionSpec(
      id: .version, long: "version", help: "show the version", commands: .all),
    OptionSpec(
      id: .generateManual, long: "generate-manual", help: "print the man page (roff) and exit",
      commands: .all, isHidden: true),
  ]

  /// The environment variables leetview reads, with what each means.
  static let environment: [(name: String, meaning: String)] = [
    ("LEETCODE_SESSION", "LeetCode session cookie: credentials, needed only for submissions"),
    ("LEETCODE_CSRFTOKEN", "LeetCode CSRF token: credentials, needed only for submissions"),
    ("LEETVIEW_SITE", "com or cn, as --site"),
    ("LEETVIEW_CACHE_DIR", "cache root, as --cache"),
    ("LEETVIEW_WORKSPACE", "where solution files live, as --workspace"),
    ("LEETVIEW_ENDPOINT", "a base URL replacing the site's for every request"),
    ("LEETVIEW_ASSET_MIRROR", "a base URL that pictures are fetched from instead"),
    ("VISUAL", "the editor edit opens, else EDITOR, else vi"),
    ("EDITOR", "the editor edit opens when VISUAL is unset"),
    ("NO_COLOR", "any value turns ANSI colour off"),
    ("XDG_CACHE_HOME", "the cache is XDG_CACHE_HOME/leetview, else ~/.cache/leetview"),
    ("XDG_CONFIG_HOME", "the config file lives under XDG_CONFIG_HOME/leetview"),
  ]

  /// Example command lines, with what each does.
  static let examples: [(command: String, meaning: String)] = [
    ("leetview 1", "open problem 1"),
    ("leetview --print two-sum | less", "read Two Sum as text in a pager"),
    ("leetview --offline --print --width 60 --segment description 1929", "print from the cache only"),
    ("leetview edit 1 -l python3", "write and open a Python solution file for problem 1"),
    ("leetview test 1 --case $'[2,7,11,15]\\n9'", "run the solution on one case"),
  ]

  /// The language slugs completions offer after `-l`.
  static let languageSlugs = [
    "python3", "python", "cpp", "c", "java", "csharp", "javascript", "typescript", "golang", "rust",
    "kotlin", "swift", "ruby", "scala", "php", "dart", "racket", "erlang", "elixir", "bash", "mysql",
  ]

  private static let solvingTarget = CommandSpec.Argument(
    label: "<problem|FILE>", isRequired: true, completion: .file)

  /// Every command word, in table order.
  static var commandWords: [String] { commands.compactMap(\.word) }

  /// The options shown in help, the man page and completions.
  static var visibleOptions: [OptionSpec] { options.filter { !$0.isHidden } }

  /// The command typed as `word`, if any.
  static func command(word: String) -> CommandSpec? {
    commands.first { $0.word == word }
  }

  /// The option `spelling` names after `command`'s word (nil: before any command word).
  ///
  /// After the word, an `afterCommand` option wins over an `anywhere` one of the same spelling.
  static func option(spelled spelling: String, after command: CommandSpec.Name?) -> OptionSpec? {
    var anywhere: Int?
    for index in options.indices where options[index].isSpelled(spelling) {
      if options[index].position == .anywhere {
        if anywhere == nil { anywhere = index }
      } else if let command, options[index].commands.contains(command) {
        return options[index]
      }
    }
    return anywhere.map { options[$0] }
  }

  /// The visible options a shell offers after `command`'s word, or before any command word (nil):
  /// those that go with the command, where an `afterCommand` option hides one of the same spelling.
  static func offered(after command: CommandSpec.Name?) -> [OptionSpec] {
    let scope = command ?? .open
    let fitting = visibleOptions.filter {
      $0.commands.contains(scope) && (command != nil || $0.position == .anywhere)
    }
    return fitting.filter { option in
      option.position == .afterCommand
        || !fitting.contains { $0.position == .afterCommand && $0.long == option.long }
    }
  }
}
