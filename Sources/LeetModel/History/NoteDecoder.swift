/// Reads the answers of the note queries (`reference/practice-api.md` §9): `questionNote`,
/// `updateNote` and `updateSubmissionNote`, a refusal in any of its forms.
public enum NoteDecoder {
  /// The problem's note in a `questionNote` answer (an empty note when it has none).
  public static func question(_ answer: JSONValue) -> NoteAnswer {
    let question = answer["data"]["question"]
    guard question.object != nil else {
      return .refused(refusal(answer) ?? "LeetCode's answer held no such problem")
    }
    let note = question["note"]
    if note.isNull, let said = refusal(answer) { return .refused(said) }
    guard note.isNull || note.exactString != nil else { return .refused("LeetCode's note was not text") }
    return .note(HistoryText.block(note, limit: SubmissionNote.longest) ?? "")
  }

  /// The answer to the mutation `field` (`updateNote`, `updateSubmissionNote`): saved, with the
  /// note LeetCode returned when it did, or refused.
  public static func update(_ answer: JSONValue, field: String) -> NoteAnswer {
    let result = answer["data"][field]
    guard result.object != nil else {
      return .refused(refusal(answer) ?? "LeetCode's answer did not say the note was saved")
    }
    guard result["ok"].exactBool == true else {
      let said = CollectionText.refusal(result["error"]) ?? refusal(answer)
      return .refused(said ?? "LeetCode refused the note")
    }
    return .note(HistoryText.block(result["question"]["note"], limit: SubmissionNote.longest))
  }

  /// LeetCode's refusal in `answer`: an operation or field it does not know in leetview's words,
  /// else its first error, `error` or `detail`.
  static func refusal(_ answer: JSONValue) -> String? {
    let messages = ProgressDecoder.errorMessages(answer)
    if let unknown = messages.first(where: { $0.contains("Cannot query field") || $0.contains("Unknown") }) {
      return "this site keeps no notes for leetview (\(unknown))"
    }
    return messages.first ?? CollectionText.refusal(answer["error"]) ?? CollectionText.line(answer["detail"])
  }
}
