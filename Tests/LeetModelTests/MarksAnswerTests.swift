import Foundation
import LeetTestSupport
import Testing

@testable import LeetModel

/// Reading the marks from the REST index, `GET /api/problems/all/`, leniently.
@Suite struct MarksAnswerTests {
  static func answer(_ text: String) throws -> MarksAnswer? {
    MarksAnswer.decode(try JSONValue.parse(Data(text.utf8)))
  }

  @Test func signedInRowsAreRead() throws {
    let text = #"""
      {"user_name":"alice","stat_status_pairs":[
        {"stat":{"question__title_slug":"two-sum"},"status":"ac"},
        {"stat":{"question__title_slug":"add-two-numbers"},"status":"notac"},
        {"stat":{"question__title_slug":"lru-cache"},"status":null}]}
      """#
    guard case .signedIn(let user, let marks) = try Self.answer(text) else {
      Issue.record("not signed in")
      return
    }
    #expect(user == "alice")
    #expect(marks[try TitleSlug(validating: "two-sum")] == .solved)
    #expect(marks[try TitleSlug(validating: "add-two-numbers")] == .attempted)
    #expect(marks[try TitleSlug(validating: "lru-cache")] == .untouched)
  }

  @Test func missingNullAndRetypedFieldsAreSkippedOrUntouched() throws {
    let text = #"""
      {"user_name":"bob\u001b]0;x\u0007","stat_status_pairs":[
        {"stat":{"question__title_slug":"two-sum"},"status":1},
        {"stat":{"question__title_slug":"../etc"},"status":"ac"},
        {"stat":{"question__title_slug":null},"status":"ac"},
        {"stat":null,"status":"ac"},
        {"status":"ac"},
        "row",
        {"stat":{"question__title_slug":"lru-cache"}},
        {"stat":{"question__title_slug":"word-ladder"},"status":"AC"}]}
      """#
    guard case .signedIn(let user, let marks) = try Self.answer(text) else {
      Issue.record("not signed in")
      return
    }
    #expect(!user.contains("\u{1b}") && !user.contains("\u{7}"))
    #expect(marks.bySlug == [try TitleSlug(validating: "word-ladder"): .solved])
  }

  @Test func signedOutIsSaidNotStoredAsUntouched() throws {
    let text =
      #"{"user_name":"","stat_status_pairs":[{"stat":{"question__title_slug":"two-sum"},"status":null}]}"#
    #expect(try Self.answer(text) == .signedOut)
    #expect(try Self.answer(#"{"stat_status_pairs":[]}"#) == .signedOut)
  }

  @Test func noRowsIsNoAnswer() throws {
    #expect(try Self.answer(#"{"user_name":"alice"}"#) == nil)
    #expect(try Self.answer(#"{"user_name":"alice","stat_status_pairs":"none"}"#) == nil)
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func recordedSignedOutIndexHasNoMarks() throws {
    let name = "recorded/rest_api_problems_algorithms_nologin_2016__skygragon.json"
    guard let url = Corpus.directory?.appendingPathComponent(name),
      let data = FileManager.default.contents(atPath: url.path)
    else { throw CorpusError.missing(name) }
    #expect(MarksAnswer.decode(try JSONValue.parse(data)) == .signedOut)
  }
}
