import TermCore

/// Everything that can happen to the Notes view of the open problem.
public enum NotesAction: Sendable {
  /// The interface is on screen: the notes waiting from earlier runs are sent (online).
  case start
  /// `a` on the open problem: its note is shown, LeetCode's copy read when online.
  case open(slug: String)
  /// The note was read, edited or sent: what the runner brings back.
  case arrived(NotesArrival)
  /// The note of `slug` could not be read or kept: why, worded.
  case failed(slug: String, reason: String)
  /// A key on the view (its help, when shown, takes keys before it).
  case key(Key)
}
