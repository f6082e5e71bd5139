/// The status line's messages of a past submission's code, worded by `PastCodeWords` when drawn.
public enum PastCodeMessage: Hashable, Sendable {
  /// Submission `id` marked; `key` on another diffs the two.
  case marked(id: String, key: String)
  /// The mark taken off.
  case unmarked
  /// A key that needs a submission where none is selected.
  case noSubmission
  /// No solution file at `path` to diff with; `editKey` writes one.
  case noSolutionFile(path: String, editKey: String)
  /// The restore declined.
  case notRestored
  /// Restored into `path`, the old file kept as `backup`.
  case restored(path: String, backup: String?)

  /// The message in `words`.
  func text(_ words: PastCodeWords) -> String {
    switch self {
    case .marked(let id, let key): words.marked(id, key)
    case .unmarked: words.unmarked
    case .noSubmission: words.noSubmission
    case .noSolutionFile(let path, let key): words.noSolutionFile(path, key)
    case .notRestored: words.notRestored
    case .restored(let path, let backup): words.restored(path, backup)
    }
  }
}
