import LeetModel

/// Why LeetCode was not asked about the notes this time; the notes wait for the next online run.
public enum NoteHold: Hashable, Sendable {
  /// `--offline`.
  case offline
  /// No session: LeetCode keeps notes only for a signed-in user.
  case signedOut
  /// leetcode.cn: its note API is its own, which leetview does not speak yet.
  case otherSite
  /// LeetCode could not be asked or did not answer (now, or a moment ago): why.
  case failed(FetchReason)
}

/// What one pass over the notes did: the note asked about as it is now, what was saved on
/// LeetCode, what still waits and why, and what to tell the learner (each once).
public struct NoteRound: Hashable, Sendable {
  /// The problem asked about, if any.
  public var slug: String?
  /// Its note after the pass; nil when it has none.
  public var record: NoteRecord?
  /// The notes LeetCode saved in this pass.
  public var saved: [NoteKey] = []
  /// The notes still waiting to be sent.
  public var queued: [NoteKey] = []
  /// Why LeetCode was not asked, or not about everything; nil when it was.
  public var held: NoteHold?
  /// The refusals and conflicts not said before.
  public var notices: [NoteNotice] = []

  /// A pass about `slug`, before it ran.
  public init(slug: String?) {
    self.slug = slug
  }
}
