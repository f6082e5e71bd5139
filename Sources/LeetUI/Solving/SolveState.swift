import LeetText

/// Solving on one problem: the solution shown in Code, the judge's request in flight, the panel
/// and the last result.
public struct SolveState: Hashable, Sendable {
  /// The frame tag the panel's spinner asks for (the tab glide's tags are never negative).
  public static let frameTag = -1
  /// How often the spinner turns.
  public static let spinnerStep = Duration.milliseconds(100)

  /// The solution file (or template) as last read.
  public var code: SolutionCode?
  /// Why there is no solution to show, when there is none.
  public var codeProblem: String?
  /// The request the judge is working on, if any (it carries on when the panel is dismissed).
  public var running: SolveKind?
  /// The judge's state while it works (`PENDING`), nil while sending.
  public var judgeState: String?
  /// The frame time of the first frame after the request started, and of the latest.
  public var startedAt: Duration?
  public var now: Duration?
  /// The panel over the page, while shown.
  public var panel: SolvePanel?
  /// The last result's lines, shown under the code.
  public var lastResult: [StyledLine] = []

  public init() {}

  /// Whole seconds since the request started, as the frames tell it.
  public var elapsedSeconds: Int {
    guard let startedAt, let now else { return 0 }
    return Int((now - startedAt).components.seconds)
  }

  /// The spinner's frame: it turns ten times a second.
  public var spinnerFrame: Int {
    guard let startedAt, let now else { return 0 }
    let elapsed = now - startedAt
    return Int(elapsed.components.seconds * 10 + elapsed.components.attoseconds / 100_000_000_000_000_000)
  }
}
