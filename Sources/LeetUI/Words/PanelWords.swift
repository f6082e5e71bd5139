import LeetModel

/// The words of the boxes drawn over a page: the tab bar editor and the keys.
public protocol PanelWords: Sendable {
  /// The tab bar editor's title.
  var tabBarTitle: String { get }
  /// After the segment that is always shown.
  var alwaysShown: String { get }
  /// A segment's tab label.
  func title(of segment: Segment) -> String
  /// A segment as a sentence names it: `comments`.
  func name(of segment: Segment) -> String
  /// The keys box's title.
  var keysTitle: String { get }
  /// Before the last message in the keys box.
  var lastMessage: String { get }
  /// A key map row's keys in this language.
  func keys(of row: KeyBinding) -> String
  /// A key map row's meaning in this language.
  func help(of row: KeyBinding) -> String
}
