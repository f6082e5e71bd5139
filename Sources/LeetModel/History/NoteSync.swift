/// The learner's notes and their sending, as a pure model: the local copy is the truth; an edit
/// offline is queued and sent once on the next online run; a refusal keeps the note and is said
/// once; a note changed on both sides keeps both and overwrites neither.
///
/// The runner reads LeetCode's notes (`read`), takes the sends (`takeSends`, each edited note
/// once), answers each (`answered`, or `notSent` when the network failed) and says the notices
/// (`takeNotices`, each once).
public struct NoteSync: Hashable, Sendable {
  /// The notes, by key.
  public var notes: [NoteKey: NoteRecord]

  /// The notes `notes`.
  public init(notes: [NoteKey: NoteRecord] = [:]) {
    self.notes = notes
  }

  /// The learner's edit of `key` to `text`: the new truth, to be sent unless LeetCode holds it.
  ///
  /// An edit of a note changed on both sides settles it: the learner has seen both copies.
  public mutating func edit(_ key: NoteKey, to text: String) {
    var note = notes[key] ?? NoteRecord()
    if let remote = note.remote {
      note.base = remote
      note.remote = nil
      note.conflictSaid = false
    }
    note.local = text
    note.isPending = text != note.base
    note.refusal = nil
    note.refusalSaid = false
    notes[key] = note
  }

  /// What LeetCode holds for `key`, read now (with a submission note's flag and tags).
  public mutating func read(_ key: NoteKey, remote: String, flag: SubmissionFlag = .white, tagIDs: [Int] = [])
  {
    var note = notes[key] ?? NoteRecord()
    note.flag = flag
    note.tagIDs = tagIDs
    if remote == note.local {
      // The same on both sides.
      note.base = remote
      note.isPending = false
      note.remote = nil
    } else if remote == note.base {
      // Unchanged there: the local copy stands, and is sent when edited.
    } else if !note.isPending {
      // Changed there only.
      note.local = remote
      note.base = remote
    } else if note.base == nil && remote.isEmpty {
      // Written here first, nothing there: it is sent.
      note.base = remote
    } else {
      // Changed on both sides: both are kept.
      if note.remote != remote { note.conflictSaid = false }
      note.remote = remote
    }
    notes[key] = note
  }

  /// The notes to send now: each edited one not refused, not changed on both sides and not
  /// already on its way, marked as on its way (so a second call sends nothing again).
  public mutating func takeSends() -> [NoteSend] {
    var sends: [NoteSend] = []
    for key in notes.keys.sorted() {
      guard var note = notes[key], note.isPending, note.refusal == nil, note.remote == nil,
        note.sending == nil
      else { continue }
      note.sending = note.local
      notes[key] = note
      sends.append(NoteSend(key: key, text: note.local, flag: note.flag, tagIDs: note.tagIDs))
    }
    return sends
  }

  /// LeetCode's answer to the send of `key`: saved (the text sent is now its text) or refused
  /// (kept here, not sent again until edited).
  public mutating func answered(_ key: NoteKey, _ answer: NoteAnswer) {
    guard var note = notes[key], let sent = note.sending else { return }
    note.sending = nil
    switch answer {
    case .note:
      note.base = sent
      note.isPending = note.local != sent
    case .refused(let reason):
      note.refusal = reason
      note.refusalSaid = false
    }
    notes[key] = note
  }

  /// The send of `key` did not reach LeetCode (offline, a timeout): it stays queued.
  public mutating func notSent(_ key: NoteKey) {
    notes[key]?.sending = nil
  }

  /// What to tell the learner, each refusal and each conflict once.
  public mutating func takeNotices() -> [NoteNotice] {
    var notices: [NoteNotice] = []
    for key in notes.keys.sorted() {
      guard var note = notes[key] else { continue }
      if let reason = note.refusal, !note.refusalSaid {
        notices.append(.refused(key, reason: reason))
        note.refusalSaid = true
      }
      if note.remote != nil, !note.conflictSaid {
        notices.append(.bothChanged(key))
        note.conflictSaid = true
      }
      notes[key] = note
    }
    return notices
  }
}
