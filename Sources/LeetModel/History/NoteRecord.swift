/// One note as leetview keeps it: the local copy (the truth), what LeetCode held when last read
/// or saved, and what stands between them.
public struct NoteRecord: Hashable, Sendable {
  /// The note's text here: what is shown and edited.
  public var local: String
  /// LeetCode's text when last read or saved; nil before either.
  public var base: String?
  /// Whether the local text was changed since and is still to be sent.
  public var isPending: Bool
  /// The text sent and not yet answered (not kept across runs).
  public var sending: String?
  /// LeetCode's refusal of the last send: the note stays local and is not sent again until edited.
  public var refusal: String?
  /// Whether the refusal was said.
  public var refusalSaid: Bool
  /// LeetCode's text when it changed there while this one was changed here: both are kept, neither
  /// is sent over the other until the learner edits the note again.
  public var remote: String?
  /// Whether the conflict was said.
  public var conflictSaid: Bool
  /// A submission note's flag and tags, sent back with its text.
  public var flag: SubmissionFlag
  /// The tags' ids of a submission note.
  public var tagIDs: [Int]

  /// A note of `local` text, never synced.
  public init(local: String = "", flag: SubmissionFlag = .white, tagIDs: [Int] = []) {
    self.local = local
    base = nil
    isPending = false
    sending = nil
    refusal = nil
    refusalSaid = false
    remote = nil
    conflictSaid = false
    self.flag = flag
    self.tagIDs = tagIDs
  }

  /// Whether the note was changed on both sides and both copies are kept.
  public var isConflicted: Bool { remote != nil }
}
