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
    /// No help screen (keys the help leaves unsaid, such as those of the help itself).
    case none
  }

  /// The keys as the help shows them, such as `j  k  ↓  ↑`.
  public var keys: String
  /// The keys as the Chinese help shows them, where they are named differently (`空格`).
  public var chineseKeys: String
  /// What they do, as the help says it, in English and in Chinese.
  public var help: String
  public var chineseHelp: String
  public var screen: HelpScreen
  /// The keys dispatched; empty for a row that only explains (the list's marks, the mouse).
  public var actions: [Action]

  /// A row listed on `screen` whose keys all act in `context`.
  init(
    _ screen: HelpScreen, _ keys: String, _ help: String, chineseKeys: String? = nil,
    chinese: String? = nil, _ context: KeyContext, _ actions: [(Key, KeyCommand)]
  ) {
    self.init(
      screen, keys, help, chineseKeys: chineseKeys, chinese: chinese,
      actions: actions.map { Action(key: $0.0, context: context, command: $0.1) })
  }

  /// A row listed on `screen` with keys in several contexts.
  init(
    _ screen: HelpScreen, _ keys: String, _ help: String, chineseKeys: String? = nil,
    chinese: String? = nil, actions: [Action]
  ) {
    self.keys = keys
    self.chineseKeys = chineseKeys ?? keys
    self.help = help
    chineseHelp = chinese ?? help
    self.screen = screen
    self.actions = actions
  }
}
