import TermCore

/// One row of the key map: keys, where they apply, what they do, and how the help lists them.
public struct KeyBinding: Sendable {
  /// One key in one context, and the command it gives.
  public struct Action: Sendable {
    public var key: Key
    public var context: KeyContext
    public var command: KeyCommand
  }

  /// Which help screen lists a row.
  public enum HelpScreen: Hashable, Sendable {
    /// `?` on a problem's page.
    case problem
    /// `?` in the problem list.
    case list
    /// The tab bar editor's box.
    case tabEditor
    /// The box where test cases are typed.
    case caseInput
    /// `?` on the Progress screen.
    case progress
    /// `?` on a plan, list or contest, or on their index.
    case collection
    /// `?` on the Notes view.
    case notes
    /// No help screen (keys the help leaves unsaid, such as those of the help itself).
    case none
  }

  /// How a row names its keys: by the keys' own names (`j  k  ↓  ↑`, the same in every
  /// language), or by a word of the tables where a language names a key in words (`Space`, `空格`).
  public enum Label: Sendable, ExpressibleByStringLiteral {
    /// The keys' names, as every language's help shows them.
    case names(String)
    /// A word of the key map's tables.
    case word(KeyWord)

    /// The keys named as `names` spells them.
    public init(stringLiteral names: String) { self = .names(names) }
  }

  /// How the help names the keys.
  public var label: Label
  /// What they do, as the help says it: a word of the tables; nil for a row no help lists.
  public var helpWord: KeyWord?
  public var screen: HelpScreen
  /// The keys dispatched; empty for a row that only explains (the list's marks, the mouse).
  public var actions: [Action]

  /// A row listed on `screen` whose keys all act in `context`.
  init(
    _ screen: HelpScreen, _ label: Label, _ help: KeyWord, _ context: KeyContext,
    _ actions: [(Key, KeyCommand)]
  ) {
    self.init(
      screen, label, help, actions: actions.map { Action(key: $0.0, context: context, command: $0.1) })
  }

  /// A row listed on `screen` with keys in several contexts.
  init(_ screen: HelpScreen, _ label: Label, _ help: KeyWord, actions: [Action]) {
    self.label = label
    helpWord = help
    self.screen = screen
    self.actions = actions
  }

  /// A row no help lists, whose keys all act in `context`: it says nothing, so it has no words.
  init(unlisted names: String, _ context: KeyContext, _ actions: [(Key, KeyCommand)]) {
    label = .names(names)
    helpWord = nil
    screen = .none
    self.actions = actions.map { Action(key: $0.0, context: context, command: $0.1) }
  }

  /// The keys as the help in `words` names them, such as `j  k  ↓  ↑` or `空格  b  PgDn  PgUp`.
  public func keys(in words: Words) -> String {
    switch label {
    case .names(let names): names
    case .word(let word): words.keyMap[keyPath: word]
    }
  }

  /// What the keys do, as the help in `words` says it (empty for a row no help lists).
  public func help(in words: Words) -> String {
    helpWord.map { words.keyMap[keyPath: $0] } ?? ""
  }

  /// The keys as the English help names them.
  public var keys: String { keys(in: .english) }
  /// What the keys do, as the English help says it.
  public var help: String { help(in: .english) }
}
