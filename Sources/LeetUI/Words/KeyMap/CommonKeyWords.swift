/// The words several screens share: moving, paging, the help, and the app's keys of the list and a problem.
public struct CommonKeyWords: Sendable {
  /// Moving the selection or the cursor.
  public var move: String
  /// Scrolling a page at a time.
  public var scrollPage: String
  /// A page, the first row, the last row.
  public var pageFirstLast: String
  /// The help itself (`?`, F1).
  public var thisHelp: String
  /// Back to the screen before.
  public var back: String
  /// Ctrl-G: the other language, named in itself.
  public var switchLanguage: String
  /// The tab bar editor.
  public var editTabs: String
  /// The background sync.
  public var sync: String
  /// Refreshing the problem list alone.
  public var syncList: String
  /// The Progress screen (F2).
  public var progress: String
}
