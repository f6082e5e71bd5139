import LeetApp

/// One command-line option: its spellings, its value, its help and the commands it goes with.
struct OptionSpec: Equatable, Sendable {
  /// Which `Options` field an option sets; the parser switches over it.
  enum ID: String, Equatable, Sendable {
    case segment, print, width, color, offline, refresh, site, contentLanguage, cache
    case noAnimation, images, noImages, pictures, details, programmingLanguage, testCase, workspace
    case browser, paste
    case local
    case initialise, push
    case submission
    case help, version, generateManual
  }

  /// What follows the option, if anything, and what a shell may offer for it.
  enum Value: Equatable, Sendable {
    /// A flag: nothing follows.
    case flag
    /// One of these words, checked by the parser.
    case choice([String])
    /// Free text; these words are offered by completions but anything is accepted.
    case suggested([String])
    /// A whole number in this range.
    case number(ClosedRange<Int>)
    /// A directory.
    case directory
    /// Free text.
    case text
  }

  /// Where on the command line the option may stand.
  enum Position: Equatable, Sendable {
    /// Anywhere: before or after the command word.
    case anywhere
    /// Only after the command word; there it replaces an `anywhere` option of the same spelling.
    case afterCommand
  }

  var id: ID
  /// The one-letter spelling without its dash, such as `s` for `-s`.
  var short: Character?
  /// The long spelling without its dashes, such as `segment`.
  var long: String
  /// Other long spellings the parser also accepts (not shown).
  var aliases: [String] = []
  /// The value's name in help and the man page, such as `NAME`; nil for a flag.
  var valueName: String?
  var value: Value = .flag
  /// What the option does, one sentence.
  var help: String
  /// The commands the option goes with.
  var commands: CommandSet
  var position: Position = .anywhere
  /// Whether the option may be given more than once.
  var isRepeatable = false
  /// Whether the option is left out of help, the man page and completions.
  var isHidden = false

  /// Every spelling the parser accepts, with dashes.
  var spellings: [String] {
    (short.map { ["-\($0)"] } ?? []) + ([long] + aliases).map { "--\($0)" }
  }

  /// Whether `spelling` (with its dashes) names this option; the parser's test, which builds no
  /// strings.
  func isSpelled(_ spelling: String) -> Bool {
    let bytes = spelling.utf8
    let dash = UInt8(ascii: "-")
    guard bytes.first == dash else { return false }
    let rest = bytes.dropFirst()
    if rest.first == dash {
      let name = rest.dropFirst()
      return Self.same(name, long) || aliases.contains { Self.same(name, $0) }
    }
    guard let short else { return false }
    return rest.elementsEqual(short.utf8)
  }

  /// Whether `name` is `word`, lengths first: most spellings differ in length.
  private static func same(_ name: Substring.UTF8View, _ word: String) -> Bool {
    name.count == word.utf8.count && name.elementsEqual(word.utf8)
  }

  /// The spellings help, the man page and completions show: the short and the long, no aliases.
  var shownSpellings: [String] {
    (short.map { ["-\($0)"] } ?? []) + ["--\(long)"]
  }

  /// How the option is written in help: `-s, --segment NAME` or `    --print`.
  var label: String {
    let names = (short.map { "-\($0), " } ?? "    ") + "--\(long)"
    return valueName.map { "\(names) \($0)" } ?? names
  }

  /// Whether a value follows the option.
  var takesValue: Bool { value != .flag }

  /// The words a shell may offer for the value.
  var completionWords: [String] {
    switch value {
    case .choice(let words), .suggested(let words): words
    case .flag, .number, .directory, .text: []
    }
  }
}
