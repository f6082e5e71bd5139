/// One note to send: `updateNote` for a problem's, `updateSubmissionNote` for a submission's
/// (with the flag and tags read, which it overwrites together with the text).
public struct NoteSend: Hashable, Sendable {
  /// Which note.
  public var key: NoteKey
  /// The text to save.
  public var text: String
  /// The submission note's flag (`WHITE` when none was read).
  public var flag: SubmissionFlag
  /// The submission note's tags.
  public var tagIDs: [Int]

  /// The send of `text` for `key`, with a submission note's `flag` and `tagIDs`.
  public init(key: NoteKey, text: String, flag: SubmissionFlag = .white, tagIDs: [Int] = []) {
    self.key = key
    self.text = text
    self.flag = flag
    self.tagIDs = tagIDs
  }
}

/// What to tell the learner about a note, once.
public enum NoteNotice: Hashable, Sendable {
  /// LeetCode refused the note: it is kept here, with its words.
  case refused(NoteKey, reason: String)
  /// The note changed there as well as here: both copies are kept.
  case bothChanged(NoteKey)
}
