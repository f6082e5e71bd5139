/// What LeetCode answered a note's read or change: the note it holds, or its refusal.
public enum NoteAnswer: Hashable, Sendable {
  /// Read or saved: the note LeetCode holds (nil when a change was accepted without saying it).
  case note(String?)
  /// Refused (`ok: false`, `errors[]`, an operation the site does not know): LeetCode's words,
  /// on one line, or leetview's when it said none.
  case refused(String)

  /// Whether LeetCode took the read or the change.
  public var isAccepted: Bool {
    if case .note = self { return true }
    return false
  }
}
