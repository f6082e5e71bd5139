/// Where a note stands between here and LeetCode, as the Notes view and `leetview note` say.
public enum NoteState: Hashable, Sendable {
  /// Here as on LeetCode (or nothing to send).
  case synced
  /// Changed here and waiting to be sent on the next online run.
  case waiting
  /// LeetCode refused it: kept here, with LeetCode's words, not sent again until edited.
  case refused(String)
  /// Changed here and on LeetCode: both copies kept, neither sent over the other.
  case bothKept
}

extension NoteRecord {
  /// Where this note stands.
  public var state: NoteState {
    if remote != nil { return .bothKept }
    if let refusal { return .refused(refusal) }
    return isPending ? .waiting : .synced
  }
}
