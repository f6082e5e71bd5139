import FoundationEssentials

/// A finished judgement from `check/`, for a run on test cases or a submission.
///
/// Read leniently where LeetCode changes a field's type (answers as a list or a string,
/// percentiles as integer, float or null, memory as a string or a number) and strictly where it
/// decides the outcome: a run is right only when `correct_answer` is true or `compare_result` is
/// all `1` (a wrong run still says "Accepted"), a submission only on status 10.
public struct JudgeResult: Hashable, Sendable {
  /// Whether this judged a run on cases or a submission.
  public enum Kind: Hashable, Sendable { case run, submission }

  public var kind: Kind
  /// `status_code` (10 Accepted, 11 Wrong Answer, ...), nil when missing.
  public var statusCode: Int?
  /// `status_msg`, as sent.
  public var statusMessage: String
  public var verdict: JudgeVerdict
  /// `lang`.
  public var language: String?
  /// `status_runtime`, such as `2 ms`.
  public var runtime: String?
  /// `status_memory`, such as `16.4 MB` (else `memory` in bytes, written in MB).
  public var memory: String?
  public var runtimePercentile: Double?
  public var memoryPercentile: Double?
  /// `total_correct` and `total_testcases`.
  public var totalCorrect: Int?
  public var totalTestcases: Int?
  /// `correct_answer` (runs).
  public var correctAnswer: Bool?
  /// `compare_result`: one digit per case, `1` for a right one.
  public var compareResult: String?
  /// What the code returned, one per case (`code_answer`; `code_output` on a submission).
  public var answers: [String]
  /// The expected answers, one per case (`expected_code_answer`, else `expected_output`).
  public var expectedAnswers: [String]
  /// What the code printed, one per case (`std_output_list`, else `std_output`).
  public var standardOutput: [String]
  /// The failing case of a submission (`last_testcase`), its inputs one per line.
  public var lastTestcase: String?
  /// The judge's error message in full (`full_compile_error`, `full_runtime_error`, else the
  /// short form), with its line numbers.
  public var errorMessage: String?
  /// `submission_id` (`runcode_...` for a run).
  public var submissionID: String?
  /// `question_id`.
  public var questionID: String?

  public init(
    kind: Kind, statusCode: Int?, statusMessage: String, language: String? = nil,
    runtime: String? = nil, memory: String? = nil, runtimePercentile: Double? = nil,
    memoryPercentile: Double? = nil, totalCorrect: Int? = nil, totalTestcases: Int? = nil,
    correctAnswer: Bool? = nil, compareResult: String? = nil, answers: [String] = [],
    expectedAnswers: [String] = [], standardOutput: [String] = [], lastTestcase: String? = nil,
    errorMessage: String? = nil, submissionID: String? = nil, questionID: String? = nil
  ) {
    self.kind = kind
    self.statusCode = statusCode
    self.statusMessage = statusMessage
    self.verdict = JudgeVerdict(code: statusCode, message: statusMessage)
    self.language = language
    self.runtime = runtime
    self.memory = memory
    self.runtimePercentile = runtimePercentile
    self.memoryPercentile = memoryPercentile
    self.totalCorrect = totalCorrect
    self.totalTestcases = totalTestcases
    self.correctAnswer = correctAnswer
    self.compareResult = compareResult
    self.answers = answers
    self.expectedAnswers = expectedAnswers
    self.standardOutput = standardOutput
    self.lastTestcase = lastTestcase
    self.errorMessage = errorMessage
    self.submissionID = submissionID
    self.questionID = questionID
  }

  /// Whether every case is right: for a run, status 10 and (`correct_answer` true or
  /// `compare_result` all `1`); for a submission, status 10 and no failing digit.
  public var isRight: Bool {
    guard verdict == .accepted else { return false }
    let digitsAllOne = compareResult.map { !$0.isEmpty && $0.allSatisfy { $0 == "1" } }
    switch kind {
    case .run:
      return correctAnswer == true || digitsAllOne == true
    case .submission:
      if let total = totalTestcases, let correct = totalCorrect, correct < total { return false }
      return digitsAllOne != false
    }
  }

  /// Whether case `index` (0-based) of a run is right: its `compare_result` digit, else its answer
  /// equals the expected one; nil when the judge said nothing about it.
  public func isCaseRight(_ index: Int) -> Bool? {
    guard verdict == .accepted else { return false }
    if let digits = compareResult.map(Array.init), index < digits.count {
      return digits[index] == "1"
    }
    guard index < answers.count, index < expectedAnswers.count else { return nil }
    return answers[index] == expectedAnswers[index]
  }

  /// The verdict as shown: a run the judge calls "Accepted" with wrong answers is "Wrong Answer".
  public var shownVerdict: String {
    if verdict == .accepted, !isRight { return JudgeVerdict.wrongAnswer.title }
    return verdict.title
  }
}
