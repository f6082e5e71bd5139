import FoundationEssentials

/// The note store's file: the notes as JSON.
extension NoteSync {
  /// The notes as the note store writes them: one object per note by its key, without what is on
  /// its way (a send not answered when leetview stopped is sent again on the next run).
  public var json: JSONValue {
    var members: [String: JSONValue] = [:]
    for (key, note) in notes {
      var fields: [String: JSONValue] = [
        "local": .string(note.local), "pending": .bool(note.isPending),
        "refusalSaid": .bool(note.refusalSaid),
        "conflictSaid": .bool(note.conflictSaid), "flag": .string(note.flag.rawValue),
        "tagIds": .array(note.tagIDs.map { .number(Double($0)) }),
      ]
      if let base = note.base { fields["base"] = .string(base) }
      if let refusal = note.refusal { fields["refusal"] = .string(refusal) }
      if let remote = note.remote { fields["remote"] = .string(remote) }
      members[key.description] = .object(fields)
    }
    return .object(["notes": .object(members)])
  }

  /// The notes the note store wrote as `value`; a note of a key or shape it cannot read is left
  /// out, and its texts are cleaned as LeetCode's are.
  public init(json value: JSONValue) {
    var notes: [NoteKey: NoteRecord] = [:]
    for (text, fields) in value["notes"].object ?? [:] {
      guard let key = NoteKey(text),
        let local = HistoryText.block(fields["local"], limit: SubmissionNote.longest)
      else { continue }
      var note = NoteRecord(
        local: local, flag: SubmissionFlag(read: fields["flag"]),
        tagIDs: (fields["tagIds"].array ?? []).compactMap { $0.exactWholeInt }.prefix(SubmissionNote.tagLimit)
          .map { $0 })
      note.base = HistoryText.block(fields["base"], limit: SubmissionNote.longest)
      note.isPending = fields["pending"].exactBool ?? (note.local != note.base)
      note.refusal = CollectionText.line(fields["refusal"], limit: 300)
      note.refusalSaid = fields["refusalSaid"].exactBool ?? false
      note.remote = HistoryText.block(fields["remote"], limit: SubmissionNote.longest)
      note.conflictSaid = fields["conflictSaid"].exactBool ?? false
      notes[key] = note
    }
    self.init(notes: notes)
  }
}
