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
  /// The submission the judge took, while its verdict is awaited (what quitting then says).
  public var submissionID: String?
  /// The frame time of the first frame after the request started, and of the latest.
  public var startedAt: Duration?
  public var now: Duration?
  /// The panel over the page, while shown.
  public var panel: SolvePanel?
  /// The last result's lines, shown under the code.
  public var lastResult: [StyledLine] = []
  /// The problem's example cases, which `t` runs; without any, `t` asks for cases to be typed.
  public var exampleCases: [String] = []
  /// How many input lines make a case (the problem's parameter count), when known.
  public var linesPerCase: Int?
  /// The parameters' names, which the judge's table of a run shows before each input line.
  public var parameterNames: [String] = []
  /// The cases last typed, one argument a line: `t` and `c` start from them again.
  public var typedLines: [String]?
  /// Whether the test in flight runs typed cases rather than the examples.
  public var runsTypedCases = false
  /// Whether the test running or last shown ran on this machine (`T`) rather than the judge.
  public var runsLocally = false
  /// Whether the panel asks for a review grade (an accepted submit's verdict is shown).
  public var asksReviewGrade = false

  public init() {}

  /// How many input lines make a case: the parameter count, else the lines of each example
  /// when they all have as many.
  public var caseLines: Int? {
    if let linesPerCase { return linesPerCase }
    let counts = Set(exampleCases.map { $0.split(separator: "\n", omittingEmptySubsequences: false).count })
    return counts.count == 1 ? counts.first : nil
  }

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
