import TermCore

/// The outcome of one case run locally.
public struct LocalCaseResult: Hashable, Sendable {
  /// How the case ended.
  public enum Status: Hashable, Sendable {
    /// It answered; `right` is nil when no expected answer is known.
    case answered(right: Bool?)
    case timeLimitExceeded
    /// It crashed or threw: the signal or exit status, and its stderr in full.
    case runtimeError(String)
    /// Not run: an earlier case ran out of time, and this one would likely too.
    case notRun
  }

  public var input: String
  /// The answer, as the harness wrote it.
  public var output: String?
  public var expected: String?
  public var expectedSource: LocalCase.Source?
  /// What the code printed (capped).
  public var stdout: String
  /// Whether stdout was longer than the cap.
  public var stdoutTruncated: Bool
  public var status: Status
  /// Seconds the case took.
  public var seconds: Double

  /// A case result.
  public init(
    input: String, output: String?, expected: String?, expectedSource: LocalCase.Source?,
    stdout: String, stdoutTruncated: Bool, status: Status, seconds: Double
  ) {
    self.input = input
    self.output = output
    self.expected = expected
    self.expectedSource = expectedSource
    self.stdout = stdout
    self.stdoutTruncated = stdoutTruncated
    self.status = status
    self.seconds = seconds
  }

  /// Whether the answer is right: nil when not known.
  public var isRight: Bool? {
    switch status {
    case .answered(let right): return right
    case .notRun: return nil
    default: return false
    }
  }
}

/// The outcome of a local run: a compile error, or each case.
public struct LocalRunResult: Hashable, Sendable {
  /// The verdict of the run as a whole.
  public enum Verdict: Hashable, Sendable {
    case accepted, wrongAnswer, timeLimitExceeded, runtimeError, compileError
    /// Every case answered and none was wrong, but not every answer could be compared: an
    /// expected answer is not known. Never Accepted: nothing says the code is right.
    case ran

    /// `Accepted (local)`, ...
    public var title: String {
      switch self {
      case .accepted: "Accepted (local)"
      case .ran: "Ran (local)"
      case .wrongAnswer: "Wrong Answer (local)"
      case .timeLimitExceeded: "Time Limit Exceeded (local)"
      case .runtimeError: "Runtime Error (local)"
      case .compileError: "Compile Error (local)"
      }
    }
  }

  /// The language's slug.
  public var language: String
  /// The compiler's message in full, when the build failed.
  public var compileError: String?
  public var cases: [LocalCaseResult]
  /// Whether the build was reused (no compile this time).
  public var reusedBuild: Bool
  /// The parameters' names, shown before each input line (`nums = [2,7]`); empty for none.
  public var parameterNames: [String]

  /// A run's result.
  public init(
    language: String, compileError: String? = nil, cases: [LocalCaseResult], reusedBuild: Bool,
    parameterNames: [String] = []
  ) {
    self.language = language
    self.compileError = compileError
    self.cases = cases
    self.reusedBuild = reusedBuild
    self.parameterNames = parameterNames
  }

  /// The first failure decides: compile error, runtime error, time limit, then a wrong answer;
  /// without one, Accepted only when every case was compared.
  public var verdict: Verdict {
    if compileError != nil { return .compileError }
    for result in cases {
      if case .runtimeError = result.status { return .runtimeError }
      if case .timeLimitExceeded = result.status { return .timeLimitExceeded }
    }
    if cases.contains(where: { $0.isRight == false }) { return .wrongAnswer }
    return cases.allSatisfy { $0.isRight == true } ? .accepted : .ran
  }

  /// Whether every case was compared with its expected answer and is right (exit 0).
  public var isRight: Bool { verdict == .accepted }

  /// The cases whose answers are known and right, and those known.
  public var rightCount: (right: Int, known: Int) {
    (cases.filter { $0.isRight == true }.count, cases.filter { $0.isRight != nil }.count)
  }
}

/// Judging one case's answer against the expected one.
public enum LocalJudgement {
  /// Whether `output` is `expected` as values (a tree's trailing nulls aside, floats within
  /// 1e-5, the top-level order ignored when `anyOrder`); unreadable values compare as text.
  public static func isRight(
    _ output: String, expected: String, type: LocalType?, anyOrder: Bool
  ) -> Bool {
    guard var answer = LocalValue.parse(output), var wanted = LocalValue.parse(expected) else {
      return output.trimmingWhitespaceAndNewlines == expected.trimmingWhitespaceAndNewlines
    }
    if type == .treeNode {
      answer = answer.trimmingTrailingNulls
      wanted = wanted.trimmingTrailingNulls
    }
    return answer.matches(wanted, anyOrder: anyOrder)
  }
}
