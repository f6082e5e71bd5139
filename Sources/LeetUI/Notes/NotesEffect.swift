/// Work the Notes view asks its runner to do.
public enum NotesEffect: Hashable, Sendable {
  /// Read the note of `slug` (and LeetCode's copy, online), answering with `NotesAction.arrived`
  /// or `.failed`.
  case load(slug: String)
  /// Edit the note of `slug` in the editor on a suspended screen, then keep it and send it
  /// (online), answering as `load` does.
  case edit(slug: String)
  /// Send the notes waiting from earlier runs (online), answering with `NotesAction.arrived`.
  case sendWaiting
}
