import LeetModel

/// The Notes view of the open problem (`a`): its note as kept here, where it stands between
/// here and LeetCode, and what to tell about it; it covers the screen until Esc or q.
public struct NotesScreen: Hashable, Sendable {
  /// The problem whose note it is.
  public var slug: String
  /// The note as kept here; nil when there is none.
  public var record: NoteRecord?
  /// Whether the note is being read (or LeetCode's copy fetched) or sent.
  public var loading = true
  /// Why LeetCode was not asked, worded: the note waits for the next online run.
  public var held: String?
  /// Why the note could not be read or kept, worded.
  public var failure: String?
  /// The refusals and conflicts to tell (each once), newest last.
  public var notices: [NoteNotice] = []
  /// The first line of the note on screen.
  public var scroll = 0

  /// The Notes view of `slug`, before its note arrived.
  public init(slug: String) {
    self.slug = slug
  }
}

/// What the notes' runner brings back: the note of `slug` after a read or a save, and what to
/// tell about it.
public struct NotesArrival: Hashable, Sendable {
  /// The problem asked about; nil for the waiting notes sent at the start.
  public var slug: String?
  /// Its note now; nil when it has none.
  public var record: NoteRecord?
  /// Why LeetCode was not asked, worded (nil when it was).
  public var held: String?
  /// The refusals and conflicts not said before.
  public var notices: [NoteNotice]
  /// How many notes LeetCode saved in this pass.
  public var saved: Int

  /// An arrival of `record` for `slug`.
  public init(
    slug: String?, record: NoteRecord?, held: String? = nil, notices: [NoteNotice] = [], saved: Int = 0
  ) {
    self.slug = slug
    self.record = record
    self.held = held
    self.notices = notices
    self.saved = saved
  }
}
