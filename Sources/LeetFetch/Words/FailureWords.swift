/// The words of leetview's failures (`LoadError`, `FetchError`, `JudgeError`, `FetchReason`) for
/// one front: the command line's lines after `leetview: `, or the interface's.
///
/// The failures are values; only a table phrases them, so a reason stays typed from where it
/// happens to where it is read.
public struct FailureWords: Sendable {
  /// Who reads the words: the command line's advice may name options (`--offline`), the
  /// interface's does not (it shows cached copies by itself).
  public enum Front: Sendable { case commandLine, interface }

  /// The front these words are for.
  public let front: Front

  /// The words of the command line's `leetview: ...` lines.
  public static let commandLine = FailureWords(front: .commandLine)
  /// The words of the interface's status line and panels.
  public static let interface = FailureWords(front: .interface)

  /// Whether advising `--offline` fits here: only on the command line, and only when a cached
  /// copy could be there to show (`offlineHelps`).
  func advisesOffline(_ offlineHelps: Bool) -> Bool { front == .commandLine && offlineHelps }
}
