import LeetApp
import LeetCookiesClient
import LeetFetch
import LeetModel

extension Options {
  /// Parses `arguments` (without the program name) by `OptionTable`.
  /// - Throws: `UsageError` for an unknown option, a missing or bad value, a stray argument, or an
  ///   option given with a command it does not go with.
  static func parse(_ arguments: [String]) throws -> Options {
    var options = Options()
    var positionals: [String] = []
    var given: [(spec: OptionSpec, spelling: String)] = []
    var commandWord: CommandSpec?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        positionals += arguments[index...]
        break
      }
      guard argument.hasPrefix("-"), argument.count > 1, Int(argument) == nil else {
        if positionals.isEmpty { commandWord = OptionTable.command(word: argument) }
        positionals.append(argument)
        continue
      }
      var spelling = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        spelling = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      let spec = try option(spelled: spelling, argument: argument, after: commandWord)
      var value: String?
      if spec.takesValue {
        if inline == nil, index < arguments.count {
          inline = arguments[index]
          index += 1
        }
        guard let inline, !inline.isEmpty else { throw UsageError(message: "\(spelling) needs a value") }
        value = inline
      } else if inline != nil {
        throw UsageError(message: "\(spelling) takes no value")
      }
      try options.apply(spec, spelling: spelling, value: value ?? "")
      given.append((spec, spelling))
    }

    switch options.command {
    case .help, .version, .manual: return options
    default: break
    }
    let command = commandWord ?? OptionTable.openCommand
    options.command = try resolve(
      command, arguments: Array(positionals.dropFirst(commandWord == nil ? 0 : 1)))
    options.command = options.command.withDetails(given.contains { $0.spec.id == .details })
    for (spec, spelling) in given where !spec.commands.contains(command.name) {
      throw UsageError(message: misplaced(spelling, spec: spec, command: command))
    }
    return options
  }

  /// The option `spelling` names where it stands, or a usage error saying why there is none.
  private static func option(
    spelled spelling: String, argument: String, after command: CommandSpec?
  ) throws -> OptionSpec {
    if let spec = OptionTable.option(spelled: spelling, after: command?.name) { return spec }
    if let placed = OptionTable.options.first(where: { $0.spellings.contains(spelling) }) {
      throw UsageError(message: "\(spelling) goes after \(words(placed.commands, joiner: "or"))")
    }
    let known = OptionTable.options.flatMap(\.spellings).filter { $0.hasPrefix("--") }
    let guess = ClosestSpelling.of(spelling, among: known)
    throw UsageError(message: "unknown option '\(argument)'" + (guess.map { "; did you mean \($0)?" } ?? ""))
  }

  /// The command `spec` names with its positional `arguments`.
  private static func resolve(_ spec: CommandSpec, arguments: [String]) throws -> Command {
    let name = spec.word.map { "'\($0)'" } ?? "a problem"
    if spec.argument?.takesWords == true { return try spec.make(arguments.joined(separator: " ")) }
    guard let argument = spec.argument else {
      guard arguments.isEmpty else {
        throw UsageError(message: "\(name) takes no argument, got '\(arguments.joined(separator: " "))'")
      }
      return try spec.make(nil)
    }
    if spec.word == nil, arguments == ["help"] {
      throw UsageError(message: "'help' is not a command or a problem; did you mean --help?")
    }
    if let makeTwo = spec.makeTwo, let first = arguments.first, arguments.count <= 2 {
      return try makeTwo(first, arguments.count == 2 ? arguments[1] : nil)
    }
    guard arguments.count <= 1 else {
      let what = spec.word == nil ? "one problem" : "one \(argument.label)"
      let words = OptionTable.commands.compactMap(\.word)
      let guess = spec.word == nil ? ClosestSpelling.of(arguments[0], among: words) : nil
      throw UsageError(
        message: "expected \(what), got \(arguments.count): \(arguments.joined(separator: " "))"
          + (guess.map { "; did you mean \($0)?" } ?? ""))
    }
    if argument.isRequired, arguments.isEmpty {
      guard case .choices(let words) = argument.completion else {
        throw UsageError(message: "\(name) needs \(argument.label)")
      }
      throw UsageError(message: "\(name) needs \(list(words, joiner: "or"))")
    }
    return try spec.make(arguments.first)
  }

  /// `completions` for the shell named `name`.
  /// - Throws: `UsageError` when no shell has that name.
  static func completions(_ name: String?) throws -> Command {
    guard let shell = CompletionShell(rawValue: name ?? "") else {
      let shells = CompletionShell.allCases.map(\.rawValue)
      throw UsageError(message: "unknown shell '\(name ?? "")': use \(list(shells, joiner: "or"))")
    }
    return .completions(shell)
  }

  /// `submissions` of `problem`, or its submission `id`, which is digits only.
  /// - Throws: `UsageError` for an id of anything but digits.
  static func submissions(_ problem: String, _ id: String?) throws -> Command {
    guard let id else { return .submissions(problem, id: nil) }
    return .submissions(problem, id: try submissionID(id))
  }

  /// `id` when it is a submission's: 1 to 20 digits.
  /// - Throws: `UsageError` for an id of anything but digits.
  static func submissionID(_ id: String) throws -> String {
    guard (1...20).contains(id.utf8.count), id.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      throw UsageError(message: "a submission ID is digits only (as in its URL), not '\(id)'")
    }
    return id
  }

  /// `review`, or `review PROBLEM GRADE`: the grade is the last word, the problem the words before.
  /// - Throws: `UsageError` for a problem without a grade, or a grade not one of the four.
  static func review(_ words: String?) throws -> Command {
    let parts = (words ?? "").split(separator: " ").map(String.init)
    guard let last = parts.last else { return .review(problem: nil, grade: nil) }
    let grades = ReviewGrade.allCases.map(\.rawValue)
    guard parts.count >= 2 else {
      throw UsageError(message: "review \(last) needs a grade: \(list(grades, joiner: "or"))")
    }
    guard let grade = ReviewGrade(rawValue: last.lowercased()) else {
      throw UsageError(message: "unknown grade '\(last)': use \(list(grades, joiner: "or"))")
    }
    return .review(problem: parts.dropLast().joined(separator: " "), grade: grade)
  }

  /// Sets the field `spec` names from `value` (empty for a flag).
  private mutating func apply(_ spec: OptionSpec, spelling: String, value: String) throws {
    switch spec.id {
    case .segment:
      guard let segment = Segment(rawValue: value.lowercased()) else {
        let names = Segment.allCases.map(\.rawValue)
        throw UsageError(message: "unknown segment '\(value)': use \(Self.list(names, joiner: "or"))")
      }
      self.segment = segment
      segmentGiven = true
    case .print: print = true
    case .width:
      guard case .number(let range) = spec.value else { break }
      guard let width = Int(value), range.contains(width) else {
        let bounds = "\(range.lowerBound) to \(range.upperBound)"
        throw UsageError(message: "\(spelling) must be a number from \(bounds), not '\(value)'")
      }
      self.width = width
    case .color: color = try Self.choice(spelling, spec, value, as: ColorMode.self)
    case .offline: offline = true
    case .refresh: refresh = true
    case .site:
      guard let site = Site(rawValue: value) ?? Site.allCases.first(where: { $0.host == value }) else {
        throw UsageError(message: "\(spelling) must be com or cn, not '\(value)'")
      }
      self.site = site
    case .contentLanguage: language = try Self.choice(spelling, spec, value, as: Language.self)
    case .cache: cacheDirectory = value
    case .noAnimation: noAnimation = true
    case .images: images = true
    case .noImages: noImages = true
    case .pictures: pictures = try Self.choice(spelling, spec, value, as: PicturesSetting.self)
    case .details: break
    case .programmingLanguage: programmingLanguage = value
    case .testCase: cases.append(value)
    case .workspace: workspace = value
    case .browser:
      guard Browser(rawValue: value) != nil else {
        let names = Browser.allCases.map(\.rawValue)
        throw UsageError(message: "\(spelling) must be \(Self.list(names, joiner: "or")), not '\(value)'")
      }
      loginBrowser = value
    case .paste: loginPaste = true
    case .local: local = true
    case .initialise: initialiseRepository = true
    case .push: push = true
    case .submission: submissionID = try Self.submissionID(value)
    case .help: command = .help
    case .version: command = .version
    case .generateManual: command = .manual
    }
  }

  /// `value` as one of `T`'s cases, or a usage error naming them.
  private static func choice<T: RawRepresentable & CaseIterable>(
    _ spelling: String, _ spec: OptionSpec, _ value: String, as: T.Type
  ) throws -> T where T.RawValue == String {
    if let choice = T(rawValue: value) { return choice }
    var message = "\(spelling) must be \(list(T.allCases.map(\.rawValue), joiner: "or")), not '\(value)'"
    if let placed = OptionTable.options.first(where: {
      $0.position == .afterCommand && $0.spellings.contains(spelling)
    }) {
      message += " (the programming language goes after \(words(placed.commands, joiner: "or")))"
    }
    throw UsageError(message: message)
  }

  /// Why `spelling` cannot go with `command`.
  private static func misplaced(_ spelling: String, spec: OptionSpec, command: CommandSpec) -> String {
    guard spec.commands.contains(.open) || spec.commands.count > 3 else {
      return "\(spelling) goes with \(words(spec.commands, joiner: "or"))"
    }
    let name = command.word.map { "'\($0)'" } ?? "opening a problem"
    return "\(spelling) does not go with \(name)"
  }

  /// The command words of `names`, quoted and in table order: `'edit', 'test' or 'submit'`.
  private static func words(_ names: CommandSet, joiner: String) -> String {
    let words = OptionTable.commands.filter { names.contains($0.name) }.compactMap(\.word)
    return list(words.map { "'\($0)'" }, joiner: joiner)
  }

  /// `a, b or c`.
  static func list(_ items: [String], joiner: String) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(joiner) " + last
  }
}

extension Options.Command {
  /// `sync` with `--details` set as given; every other command as it is.
  fileprivate func withDetails(_ details: Bool) -> Self {
    if case .sync = self { return .sync(details: details) }
    return self
  }
}
