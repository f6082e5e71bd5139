import LeetText

/// The panel over the page while the judge works and after it answers.
public struct SolvePanel: Hashable, Sendable {
  /// What the panel shows.
  public enum Content: Hashable, Sendable {
    /// Asking whether to submit (y/Enter, n/Esc).
    case confirmSubmit
    /// Test cases being typed (`t` on a problem without examples, `c` to edit them).
    case typingCases(CaseInput)
    /// The judge is working.
    case running(SolveKind)
    /// The judge's answer, as the command line prints it.
    case finished(SolveKind, [StyledLine])
    /// The submission was sent but its verdict not fetched; the message.
    case verdictNotFetched(String)
    /// The request failed; why, in plain words.
    case failed(SolveKind, String)
  }

  public var content: Content
  /// The first line of the result shown, when it is taller than the panel.
  public var scroll = 0

  /// A panel showing `content` from its top.
  public init(_ content: Content) {
    self.content = content
  }
}
