/// What is done with a past submission's code on one problem: the diff shown over the page, the
/// submission marked for a diff with another, and the question before a restore.
public struct PastCodeState: Hashable, Sendable {
  /// The diff over the page, while shown.
  public var diff: DiffScreen?
  /// The submission marked with `D`, which the next `D` on another diffs against.
  public var marked: String?
  /// The question before a restore, while asked.
  public var question: RestoreQuestion?

  /// Nothing shown, nothing marked.
  public init() {}

  /// Whether the diff or the question covers the page and takes its keys.
  public var covers: Bool { diff != nil || question != nil }
}

/// The question before `R` writes a submission's code into the solution file.
public struct RestoreQuestion: Hashable, Sendable {
  /// The submission to restore.
  public var id: String
  /// The submission as its row says it: `Python3 · Accepted` (clean).
  public var summary: String
  /// The solution file as the Code segment shows it, when it has read it.
  public var path: String?
}
