import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

/// The judge's answers as the real site sends them in 2026, over loopback against the fake judge:
/// a `state` no client documents, per-case lists padded with empty entries, and the recorded
/// submit reply and 403 body of `../shared/corpus/recorded/`.
@Suite struct JudgeShapeTests {
  typealias Setup = JudgeClientTests.Setup

  static let solution = JudgeClientTests.solution

  /// Answers the submit request with the recorded file `name`, raw, and HTTP `status`.
  static func answerSubmit(on setup: Setup, status: Int, recorded name: String) throws {
    let body = try Corpus.recordedFile(name)
    setup.fake.serve(pathPrefix: "/problems/pebble-pairs/submit/") { _ in
      .response(status: status, headers: [("Content-Type", "application/json")], body: body)
    }
  }

  @Test func anUnknownStateIsNamedAndPollingStopsAtOnce() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    setup.judge.judge(.state("PENDING_REJUDGE"), pendingPolls: 1)
    #expect(throws: JudgeError.unknownState("PENDING_REJUDGE")) {
      try setup.client().run(Self.solution, dataInput: "[1,4,6]\n10")
    }
    #expect(
      JudgeError.unknownState("PENDING_REJUDGE").message
        == "LeetCode's judge answered the state 'PENDING_REJUDGE', which leetview does not know")
    #expect(setup.fake.requests.map(\.method) == ["POST", "GET", "GET"], "no poll after the state")
    #expect(setup.fixture.sleeps.delays == [1], "no waiting until the time-out")
  }

  @Test func anUnknownStateAfterSubmittingNamesTheSubmission() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    setup.judge.judge(.state("PENDING_REJUDGE"), pendingPolls: 0)
    do {
      _ = try setup.client().submit(Self.solution)
      Issue.record("no error")
    } catch let error as JudgeError {
      #expect(
        error.message
          == "submitted (id 4000001); the verdict could not be fetched: LeetCode's judge answered "
          + "the state 'PENDING_REJUDGE', which leetview does not know; it will show in Submissions")
    }
    #expect(setup.fake.requests.count == 2)
  }

  @Test func aHostileStateIsSanitisedAndBounded() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    let hostile = "\u{1b}]52;c;aGk=\u{07}REJUDGE\u{1b}[2J\n" + String(repeating: "W", count: 5_000)
    setup.judge.judge(.state(hostile), pendingPolls: 0)
    do {
      _ = try setup.client().run(Self.solution, dataInput: "[1,4,6]\n10")
      Issue.record("no error")
    } catch let error as JudgeError {
      let message = error.message
      #expect(message.hasPrefix("LeetCode's judge answered the state 'REJUDGE"))
      #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f })
      #expect(message.count < 140, "the state is cut: \(message.count) characters")
    }
  }

  @Test func paddedListsShowNoPhantomCase() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    setup.judge.judge(.accepted, pendingPolls: 0)
    setup.judge.layOutRuns(FakeJudge.RunLayout(padding: 6))
    let result = try setup.client().run(Self.solution, dataInput: "[1,4,6]\n10\n[2,2]\n4\n[5,1,3]\n8")
    #expect(result.answers == ["[0,1]", "[1,2]", "[2,3]"])
    #expect(result.expectedAnswers == ["[0,1]", "[1,2]", "[2,3]"])
    #expect(result.standardOutput.count == 3)
    #expect(result.isRight)
  }

  @Test func anEmptyCaseBetweenOthersStays() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    setup.judge.judge(.accepted, pendingPolls: 0)
    setup.judge.layOutRuns(FakeJudge.RunLayout(padding: 4, blankCase: 1))
    let result = try setup.client().run(Self.solution, dataInput: "[1,4,6]\n10\n[2,2]\n4\n[5,1,3]\n8")
    #expect(result.answers == ["[0,1]", "", "[2,3]"])
    #expect(result.expectedAnswers == ["[0,1]", "", "[2,3]"])
    #expect(result.standardOutput == ["looking at case 1\n", "", "looking at case 3\n"])
  }

  @Test func theDocumentedExtraEntryIsLeftOutToo() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    setup.judge.judge(.accepted, pendingPolls: 0)
    let result = try setup.client().run(Self.solution, dataInput: "[1,4,6]\n10\n[2,2]\n4")
    #expect(result.expectedAnswers.count == 2 && result.standardOutput.count == 2)
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func theRecordedSubmitReplysNumericIDIsPolledAsDigits() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    try Self.answerSubmit(on: setup, status: 200, recorded: "live-2026/judge_submit-leetcode-anki.json")
    setup.fake.serve(pathPrefix: "/submissions/detail/1988694277/") { _ in
      FakeJudge.reply(200, FakeJudgeFixtures.submission(.accepted, id: "1988694277"))
    }
    let result = try setup.client().submit(Self.solution)
    #expect(result.submissionID == "1988694277" && result.isRight)
    #expect(setup.fake.requests.last?.path == "/submissions/detail/1988694277/check/")
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func theRecordedNotAuthenticatedBodyIsASignedOutSession() throws {
    let body = "rest_error_403_user_not_authenticated__issue-thread.json"
    let setup = try Setup()
    defer { setup.cleanUp() }
    try Self.answerSubmit(on: setup, status: 403, recorded: body)
    let host = setup.fake.baseURL.replacingOccurrences(of: "http://", with: "")
    #expect(throws: JudgeError.signedOut(host: host, status: 403)) {
      try setup.client().submit(Self.solution)
    }
    // The same words with HTTP 200 are LeetCode's refusal, read as a session problem.
    try Self.answerSubmit(on: setup, status: 200, recorded: body)
    #expect(throws: JudgeError.signedOut(host: host, status: 200)) {
      try setup.client().submit(Self.solution)
    }
  }
}
