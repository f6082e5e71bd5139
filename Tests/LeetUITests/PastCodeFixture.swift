import Foundation
import LeetTestSupport

@testable import LeetModel
@testable import LeetUI

/// The Submissions page with a past submission's code at hand, for the tests of `d`, `D` and `R`.
enum PastCodeFixture {
  /// Submission `id` as the fake's accepted answer holds it, with `code`.
  static func record(_ id: Int, code: String = "def relay(h):\\n    return len(h)\\n") -> SubmissionRecord {
    let answer = (try? JSONValue.parse(FakeHistoryFixtures.accepted(id, code: code))) ?? .null
    guard let record = SubmissionRecord.decode(answer) else {
      preconditionFailure("the fake's answer holds code")
    }
    return record
  }

  /// The Submissions list (901 selected) with the Code segment's file read, at `width`×`height`.
  static func state(width: Int = 80, height: Int = 24) -> ProblemState {
    var state = SegmentFixture.loaded(
      .submissions(SegmentFixture.submissions()), on: .submissions, width: width, height: height)
    state.solve.code = SolveFixture.code
    return state
  }

  /// The runner's answer of a diff of submission 901 with the solution file of `SolveFixture`.
  static let diffWithFile = ProblemAction.pastCode(
    .diffReady(
      old: DiffSide(id: "901", record: record(901)),
      new: DiffSide(
        label: .solutionFile("9001.lantern-relay.py"), text: SolutionFile.parse(SolveFixture.code.text).code))
  )
}
