/// What a failed submission left to read: the last case run with its output and the answer
/// expected, or the compiler's or the run's error.
public struct SubmissionFailure: Hashable, Sendable {
  /// The input of the last case run (`lastTestcase`), one argument a line.
  public var lastTestcase: String?
  /// What the code answered on it (`codeOutput`).
  public var codeOutput: String?
  /// What was expected (`expectedOutput`).
  public var expectedOutput: String?
  /// What the code printed (`stdOutput`).
  public var standardOutput: String?
  /// The compiler's message (`compileError`).
  public var compileError: String?
  /// The run's error (`runtimeError`).
  public var runtimeError: String?

  /// The longest text kept of each part, in characters.
  public static let longest = 65_536

  /// The parts of a `submissionDetails` node, each cleaned; nil when it holds none of them.
  public static func read(_ node: JSONValue) -> SubmissionFailure? {
    /// The part `key`, cleaned; nil when empty.
    func part(_ key: String) -> String? { HistoryText.nonEmptyBlock(node[key], limit: longest) }
    let failure = SubmissionFailure(
      lastTestcase: part("lastTestcase"), codeOutput: part("codeOutput"),
      expectedOutput: part("expectedOutput"), standardOutput: part("stdOutput"),
      compileError: part("compileError"), runtimeError: part("runtimeError"))
    return failure == SubmissionFailure() ? nil : failure
  }
}
