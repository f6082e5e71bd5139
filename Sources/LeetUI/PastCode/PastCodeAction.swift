/// What arrives for a past submission's code (`ProblemAction.pastCode`), from its runner.
public enum PastCodeAction: Hashable, Sendable {
  /// The two sides of a diff asked for were read: it is shown.
  case diffReady(old: DiffSide, new: DiffSide)
  /// The solution file to diff with is not there: where it would be.
  case noSolutionFile(path: String)
  /// The code was written into the file at `path`, the old file kept as `backup` (nil when there
  /// was none).
  case restored(path: String, backup: String?)
  /// A diff or a restore could not be done: why, in one clean line.
  case failed(String)
}
