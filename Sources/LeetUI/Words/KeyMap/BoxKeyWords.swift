/// The words of the boxes that list their keys in them: the tab bar editor's and the one for typing cases.
public struct BoxKeyWords: Sendable {
  /// Choosing a tab.
  public var select: String
  /// A tab shown or hidden.
  public var showHide: String
  /// Keeping the tabs.
  public var save: String
  /// Leaving without keeping.
  public var cancel: String
  /// A new line of input.
  public var nextLine: String
  /// Running the cases typed.
  public var run: String
  /// The line's start or end.
  public var lineStartEnd: String
  /// Deleting a character.
  public var delete: String
  /// Clearing the line.
  public var clearLine: String
}
