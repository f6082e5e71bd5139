/// The words of a problem's note: the Notes view and `leetview note`.
public struct NotesWords: Sendable {
  /// `Note · two-sum`, the view's title.
  public var title: @Sendable (_ slug: String) -> String
  /// Where the note stands: here and on LeetCode alike.
  public var synced: String
  /// Changed here, waiting to be sent on the next online run.
  public var waiting: String
  /// Refused by LeetCode and kept here, with its words.
  public var refused: @Sendable (_ reason: String) -> String
  /// Changed here and on LeetCode: both kept.
  public var bothKept: String
  /// Said where the note would be when there is none.
  public var empty: String
  /// Said while LeetCode's copy is read.
  public var reading: String
  /// Why the note could not be read or kept: the reason follows.
  public var couldNotKeep: @Sendable (_ reason: String) -> String
  /// The key line's words: edit, back.
  public var editHint: String
  public var backHint: String
  /// The hold's words: why LeetCode was not asked (`--offline`, signed out, the failure).
  public var offline: String
  public var signedOut: String
  /// Notes on leetcode.cn are not kept (its note API is its own).
  public var otherSite: String
  /// `the note of two-sum is saved here and on LeetCode`.
  public var saved: @Sendable (_ slug: String) -> String
  /// `the note of two-sum is kept here; it is sent on the next online run (offline)`.
  public var keptWaiting: @Sendable (_ slug: String, _ why: String) -> String
  /// `the note of two-sum is unchanged`.
  public var unchanged: @Sendable (_ slug: String) -> String
  /// `two-sum has no note yet`.
  public var none: @Sendable (_ slug: String) -> String
  /// LeetCode refused a note: it is kept here (said once).
  public var refusedNotice: @Sendable (_ slug: String, _ reason: String) -> String
  /// A note changed here and on LeetCode: both kept (said once).
  public var bothKeptNotice: @Sendable (_ slug: String) -> String
  /// `sent 2 waiting notes to LeetCode`.
  public var sentWaiting: @Sendable (_ count: Int) -> String
}
