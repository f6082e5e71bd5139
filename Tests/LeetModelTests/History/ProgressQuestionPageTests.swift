import Foundation
import LeetTestSupport
import Testing

@testable import LeetModel

/// `userProgressQuestionList` through `ProgressQuestionPage`: the recorded real answer, then rows
/// with malformed dates (skipped by the review rather than "always overdue") and unsafe names.
@Suite struct ProgressQuestionPageTests {
  /// A page answer holding `rows` and `total`.
  static func page(_ rows: String, total: String = "3") throws -> ProgressQuestionPage? {
    ProgressQuestionPage.decode(
      try JSONValue.parse(
        Data(#"{"data":{"userProgressQuestionList":{"totalNum":\#(total),"questions":[\#(rows)]}}}"#.utf8)))
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func theRecordedPageDecodes() throws {
    let answer = try JSONValue.parse(
      Corpus.recordedFile("live-2026/userProgressQuestionList-leetcode-anki.json"))
    let page = try #require(ProgressQuestionPage.decode(answer))
    #expect(page.total == 66 && page.rowCount == 2)
    #expect(page.questions.map(\.frontendID) == ["1", "2095"])
    #expect(page.questions.map(\.titleSlug) == ["two-sum", "delete-the-middle-node-of-a-linked-list"])
    #expect(page.questions.map(\.title) == ["Two Sum", "Delete the Middle Node"])
    #expect(page.questions.map(\.difficulty) == [.easy, .medium])
    #expect(page.questions.map(\.mark) == [.solved, .solved])
    #expect(page.questions.map(\.lastAccepted) == [true, false], "AC, WA")
    #expect(page.questions.map(\.submissions) == [8, 13])
    #expect(
      page.questions[0].lastSubmittedAt == Date(timeIntervalSince1970: 1_777_214_044),
      "2026-04-26T14:34:04+00:00")
    #expect(page.questions[1].lastSubmittedAt == Date(timeIntervalSince1970: 1_748_850_566))
  }

  @Test func malformedAndImpossibleDatesAreNoDate() throws {
    let dates = [#""garbage""#, #""1970-01-01T00:00:00+00:00""#, "0", "-1", "1e300", "null", #""""#, "true"]
    for date in dates {
      let page = try #require(
        try Self.page(
          #"{"frontendId":"1","titleSlug":"two-sum","questionStatus":"SOLVED","lastSubmittedAt":\#(date)}"#))
      #expect(page.questions.first?.lastSubmittedAt == nil, "\(date)")
    }
    let seconds = try #require(
      try Self.page(#"{"frontendId":"1","titleSlug":"two-sum","lastSubmittedAt":"1777214044"}"#))
    #expect(seconds.questions.first?.lastSubmittedAt == Date(timeIntervalSince1970: 1_777_214_044))
  }

  @Test func unsafeRowsAreDroppedButCountedForPaging() throws {
    let page = try #require(
      try Self.page(
        #"{"frontendId":"1","titleSlug":"../etc"},{"frontendId":"a/b","titleSlug":"ok"},{"titleSlug":"no-id"},"#
          + #"7,{"frontendId":2,"titleSlug":"add-two-numbers","title":"Add\u001b[2J Two","difficulty":"HARDEST","#
          + #""questionStatus":"ATTEMPTED","numSubmitted":-4,"lastResult":null}"#))
    #expect(page.rowCount == 5)
    let only = try #require(page.questions.first)
    #expect(page.questions.count == 1)
    #expect(only.frontendID == "2" && only.title == "Add Two" && only.difficulty == nil)
    #expect(only.mark == .attempted && only.submissions == nil && only.lastAccepted == nil)
  }

  @Test func aListThatIsNotThereIsNoPage() throws {
    #expect(
      ProgressQuestionPage.decode(
        try JSONValue.parse(Data(#"{"data":{"userProgressQuestionList":null}}"#.utf8))) == nil)
    #expect(ProgressQuestionPage.decode(.null) == nil)
    let empty = try #require(try Self.page("", total: "null"))
    #expect(empty.total == nil && empty.questions.isEmpty && empty.rowCount == 0)
  }
}
