/// The words of the full screens' help: a plan, list or contest, and the Progress screen.
public struct ScreenKeyWords: Sendable {
  /// Opening the selected row.
  public var open: String
  /// To the problem beside.
  public var focusProblem: String
  /// A line at a time.
  public var scrollLine: String
  /// The top or the bottom.
  public var topOrBottom: String
  /// Fetching again.
  public var refetch: String
  /// Drawing again, or quitting.
  public var redrawOrQuit: String
  /// Editing the note in the editor.
  public var editNote: String
}
