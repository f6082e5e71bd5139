import LeetModel

/// The words of the boxes drawn over a page: the tab bar editor and the keys.
public struct PanelWords: Sendable {
  /// The tab bar editor's title.
  public var tabBarTitle: String
  /// After the segment that is always shown.
  public var alwaysShown: String
  /// A segment's tab label.
  public var title: @Sendable (Segment) -> String
  /// The keys box's title.
  public var keysTitle: String
  /// Before the last message in the keys box.
  public var lastMessage: String
  /// The line under a help box, from the names of the keys that close it: `Esc or ? to close`.
  public var closeHint: @Sendable (_ keys: [String]) -> String
}
