import Foundation
import LeetTestSupport
import Testing

@testable import LeetModel

/// The judge result decoder on every result kind, on the fields that change type, and strict on
/// what decides the verdict.
@Suite struct JudgeResultDecoderTests {
  static func data(_ object: [String: Any]) -> Data {
    (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
  }

  static func finished(_ object: [String: Any], kind: JudgeResult.Kind) throws -> JudgeResult {
    guard case .finished(let result) = try JudgeResultDecoder.poll(data(object), kind: kind) else {
      Issue.record("not finished")
      throw JudgeResultDecoder.Failure.notJSON
    }
    return result
  }

  @Test func pendingAndStartedAreNotFinished() throws {
    #expect(
      try JudgeResultDecoder.poll(Data(#"{"state":"PENDING"}"#.utf8), kind: .run)
        == .pending(state: "PENDING"))
    #expect(
      try JudgeResultDecoder.poll(Data(#"{"state":"STARTED"}"#.utf8), kind: .submission)
        == .pending(state: "STARTED"))
    #expect(throws: JudgeResultDecoder.Failure.notJSON) {
      try JudgeResultDecoder.poll(Data("<html>Just a moment</html>".utf8), kind: .run)
    }
    #expect(throws: JudgeResultDecoder.Failure.self) {
      try JudgeResultDecoder.poll(Data(#"{"state":"SUCCESS"}"#.utf8), kind: .run)
    }
    #expect(throws: JudgeResultDecoder.Failure.self) {
      try JudgeResultDecoder.poll(Data(#"{"hello":1}"#.utf8), kind: .run)
    }
    #expect(throws: JudgeResultDecoder.Failure.wrongShape("the judge reported FAILURE")) {
      try JudgeResultDecoder.poll(Data(#"{"state":"FAILURE"}"#.utf8), kind: .run)
    }
  }

  @Test func acceptedRunHasEveryCaseRight() throws {
    let object = FakeJudgeFixtures.run(
      .accepted, id: "runcode_1", dataInput: "[1]\n2\n[3]\n4", linesPerCase: 2)
    let result = try Self.finished(object, kind: .run)
    #expect(result.verdict == .accepted && result.isRight)
    #expect(result.answers == ["[0,1]", "[1,2]"])
    #expect(result.expectedAnswers.prefix(2) == ["[0,1]", "[1,2]"])
    #expect(result.standardOutput.first == "looking at case 1\n")
    #expect(result.isCaseRight(0) == true && result.isCaseRight(1) == true)
    #expect(result.runtime == "3 ms" && result.memory == "16.1 MB")
    #expect(result.shownVerdict == "Accepted")
  }

  @Test func wrongRunSaysAcceptedButIsWrong() throws {
    let object = FakeJudgeFixtures.run(
      .wrongAnswer, id: "runcode_2", dataInput: "[1]\n2\n[3]\n4", linesPerCase: 2)
    let result = try Self.finished(object, kind: .run)
    #expect(result.statusMessage == "Accepted")
    #expect(!result.isRight)
    #expect(result.shownVerdict == "Wrong Answer")
    #expect(result.isCaseRight(0) == true && result.isCaseRight(1) == false)
  }

  @Test func correctnessNeedsCorrectAnswerOrAllOnes() throws {
    let base: [String: Any] = ["state": "SUCCESS", "status_code": 10, "status_msg": "Accepted"]
    func run(_ extra: [String: Any]) throws -> JudgeResult {
      try Self.finished(base.merging(extra) { $1 }, kind: .run)
    }
    #expect(try run(["correct_answer": true]).isRight)
    #expect(try run(["compare_result": "111"]).isRight)
    #expect(try !run(["compare_result": "101"]).isRight)
    #expect(try !run(["correct_answer": false]).isRight)
    #expect(try !run([:]).isRight, "status 10 alone does not make a run right")
    #expect(try !run(["compare_result": ""]).isRight)
    // Answers compared when there are no digits.
    let compared = try run(["code_answer": ["1", "2"], "expected_code_answer": ["1", "3"]])
    #expect(compared.isCaseRight(0) == true && compared.isCaseRight(1) == false)
  }

  @Test func acceptedSubmissionCarriesFigures() throws {
    let result = try Self.finished(FakeJudgeFixtures.submission(.accepted, id: "4000001"), kind: .submission)
    #expect(result.isRight)
    #expect(result.totalCorrect == 57 && result.totalTestcases == 57)
    #expect(result.runtime == "2 ms" && result.runtimePercentile == 83.9)
    #expect(result.memory == "2.3 MB" && result.memoryPercentile == 39.7)
    #expect(result.submissionID == "4000001")
  }

  @Test func wrongSubmissionCarriesTheFailingCase() throws {
    let result = try Self.finished(
      FakeJudgeFixtures.submission(.wrongAnswer, id: "4000002"), kind: .submission)
    #expect(result.verdict == .wrongAnswer && !result.isRight)
    #expect(result.lastTestcase == "[5,5]\n10")
    #expect(result.answers == ["[]"] && result.expectedAnswers == ["[0,1]"])
    #expect(result.standardOutput == ["checking 5\n"])
    #expect(result.runtimePercentile == nil && result.memoryPercentile == nil)
  }

  @Test(arguments: [
    (FakeJudge.Outcome.compileError, JudgeVerdict.compileError, FakeJudgeFixtures.compileMessage as String?),
    (.runtimeError, .runtimeError, FakeJudgeFixtures.runtimeMessage),
    (.timeLimitExceeded, .timeLimitExceeded, nil),
    (.memoryLimitExceeded, .memoryLimitExceeded, nil),
  ])
  func errorKinds(outcome: FakeJudge.Outcome, verdict: JudgeVerdict, message: String?) throws {
    for kind in [JudgeResult.Kind.run, .submission] {
      let object =
        kind == .run
        ? FakeJudgeFixtures.run(outcome, id: "runcode_3", dataInput: "[1]\n2", linesPerCase: 2)
        : FakeJudgeFixtures.submission(outcome, id: "4000003")
      let result = try Self.finished(object, kind: kind)
      #expect(result.verdict == verdict)
      #expect(!result.isRight)
      #expect(result.errorMessage == message, "the full message, with its line numbers")
    }
  }

  @Test func fieldsThatChangeTypeAreReadEitherWay() throws {
    let base: [String: Any] = ["state": "SUCCESS", "status_code": 10, "status_msg": "Accepted"]
    let asString = try Self.finished(base.merging(["code_answer": "[1,2]"]) { $1 }, kind: .run)
    #expect(asString.answers == ["[1,2]"])
    let asList = try Self.finished(
      base.merging(["code_output": ["a", 3, ["x": 1]]]) { $1 }, kind: .submission)
    #expect(asList.answers == ["a", "3", #"{"x":1}"#])
    for (value, expected) in [(84, 84.0), (83.92, 83.92), ("71.5", 71.5)] as [(Any, Double)] {
      let result = try Self.finished(base.merging(["runtime_percentile": value]) { $1 }, kind: .submission)
      #expect(result.runtimePercentile == expected)
    }
    let null = try Self.finished(
      base.merging(["runtime_percentile": NSNull(), "memory_percentile": "n/a"]) { $1 }, kind: .submission)
    #expect(null.runtimePercentile == nil && null.memoryPercentile == nil)
    let bytes = try Self.finished(base.merging(["memory": 17_825_792]) { $1 }, kind: .run)
    #expect(bytes.memory == "17.0 MB")
    let text = try Self.finished(
      base.merging(["memory": "17825792", "status_code": "10"]) { $1 }, kind: .run)
    #expect(text.memory == "17.0 MB" && text.verdict == .accepted)
    let ints = try Self.finished(
      base.merging(["submission_id": 123, "question_id": 1]) { $1 }, kind: .submission)
    #expect(ints.submissionID == "123" && ints.questionID == "1")
  }

  @Test func unknownStatusKeepsTheJudgesWords() throws {
    let result = try Self.finished(
      ["state": "SUCCESS", "status_code": 99, "status_msg": "Odd\u{1B}[31m State"], kind: .submission)
    #expect(result.verdict == .other(code: 99, message: "Odd State"))
    #expect(result.verdict.title == "Odd State")
    #expect(!result.isRight)
  }

  @Test func controlCharactersAreRemoved() throws {
    let object: [String: Any] = [
      "state": "SUCCESS", "status_code": 20, "status_msg": "Compile Error",
      "full_compile_error": "Line 1: bad\u{1B}]0;title\u{07}\nLine 2: worse\u{1B}[2J",
    ]
    let result = try Self.finished(object, kind: .run)
    #expect(result.errorMessage == "Line 1: bad\nLine 2: worse")
  }
}
