/// The words of the problem list's help (`?` there).
public struct ListKeyWords: Sendable {
  /// Typing filters.
  public var filter: String
  /// Moving and deleting in the filter.
  public var editFilter: String
  /// Deleting a word or to the start.
  public var deleteWord: String
  /// Moving in the list.
  public var move: String
  /// Enter in the list.
  public var open: String
  /// A random problem.
  public var random: String
  /// The practice sections.
  public var jumpToPractice: String
  /// To the problem beside.
  public var focusProblem: String
  /// What Esc does in the list.
  public var escape: String
  /// The sidebar.
  public var toggleSidebar: String
  /// The list's help.
  public var help: String
  /// Drawing again, or quitting.
  public var redrawOrQuit: String
  /// What the mouse does in the list.
  public var mouse: String
  /// The signs before a row.
  public var signs: String
  /// The marks before a row.
  public var marks: String
}
