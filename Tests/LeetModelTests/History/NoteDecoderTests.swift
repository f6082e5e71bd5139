import Foundation
import Testing

@testable import LeetModel

/// The note answers: read, saved, and every form of refusal (`ok: false`, `errors[]`, a field or
/// operation the site does not know), which leetview keeps locally.
@Suite struct NoteDecoderTests {
  static func json(_ text: String) throws -> JSONValue { try JSONValue.parse(Data(text.utf8)) }

  @Test func aProblemsNoteIsReadCleanedAndNullIsEmpty() throws {
    #expect(
      NoteDecoder.question(
        try Self.json(#"{"data":{"question":{"questionId":"1","note":"hash map\u001b[31m\nO(n)"}}}"#))
        == .note("hash map\nO(n)"))
    #expect(
      NoteDecoder.question(try Self.json(#"{"data":{"question":{"questionId":"1","note":null}}}"#))
        == .note(""))
  }

  @Test func aNoteReadThatIsRefusedSaysWhy() throws {
    let unknownField = try Self.json(
      #"{"errors":[{"message":"Cannot query field \"note\" on type \"QuestionNode\"."}],"data":null}"#)
    guard case .refused(let reason) = NoteDecoder.question(unknownField) else {
      Issue.record("not refused")
      return
    }
    #expect(reason.hasPrefix("this site keeps no notes for leetview"))
    #expect(
      NoteDecoder.question(try Self.json(#"{"data":{"question":null}}"#))
        == .refused("LeetCode's answer held no such problem"))
    #expect(
      NoteDecoder.question(
        try Self.json(#"{"data":{"question":{"note":null}},"errors":[{"message":"login required"}]}"#))
        == .refused("login required"))
    #expect(
      NoteDecoder.question(try Self.json(#"{"data":{"question":{"note":5}}}"#))
        == .refused("LeetCode's note was not text"))
  }

  @Test func aSavedNoteIsAcceptedWithTheTextLeetCodeReturned() throws {
    let saved = try Self.json(
      #"{"data":{"updateNote":{"ok":true,"error":null,"question":{"questionId":"1","note":"kept"}}}}"#)
    #expect(NoteDecoder.update(saved, field: "updateNote") == .note("kept"))
    let submission = try Self.json(#"{"data":{"updateSubmissionNote":{"ok":true,"error":null}}}"#)
    #expect(NoteDecoder.update(submission, field: "updateSubmissionNote") == .note(nil))
    #expect(NoteDecoder.update(submission, field: "updateSubmissionNote").isAccepted)
  }

  @Test func everyRefusalOfAChangeIsRefusedInLeetCodesWordsOrOurs() throws {
    let cases: [(String, String)] = [
      (#"{"data":{"updateNote":{"ok":false,"error":"Note is too long"}}}"#, "Note is too long"),
      (#"{"data":{"updateNote":{"ok":false,"error":{"message":"slow down"}}}}"#, "slow down"),
      (#"{"data":{"updateNote":{"ok":false,"error":null}}}"#, "LeetCode refused the note"),
      (#"{"data":{"updateNote":{"ok":"true"}}}"#, "LeetCode refused the note"),
      (
        #"{"data":{"updateNote":null},"errors":[{"message":"User is not authenticated"}]}"#,
        "User is not authenticated"
      ),
      (#"{"data":{}}"#, "LeetCode's answer did not say the note was saved"),
      (#"{"error":"forbidden"}"#, "forbidden"),
    ]
    for (body, reason) in cases {
      #expect(NoteDecoder.update(try Self.json(body), field: "updateNote") == .refused(reason), "\(body)")
    }
    let unknown = try Self.json(
      #"{"errors":[{"message":"Cannot query field \"updateNote\" on type \"Mutation\"."}],"data":null}"#)
    guard case .refused(let reason) = NoteDecoder.update(unknown, field: "updateNote") else {
      Issue.record("not refused")
      return
    }
    #expect(reason.contains("keeps no notes") && reason.contains("updateNote"))
  }
}
