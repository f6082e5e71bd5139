import LeetFetch
import LeetUI

/// The notes' services over this run's cache, session and editor.
extension AppContext: NotesServices {
  /// Whether notes are kept for this site (leetcode.com).
  var notesSupported: Bool { NoteService(problems: service).isSupported }

  /// Whether notes kept here wait to be sent (a damaged notes file: none to send).
  var notesWaitToBeSent: Bool {
    guard notesSupported, let notes = try? NoteService(problems: service).store.read() else { return false }
    return notes.notes.values.contains { $0.state == .waiting }
  }

  /// The words of notes in the run's language.
  var notesWords: NotesWords { words.notes }

  /// One pass over the notes: LeetCode's copy of `slug` read and the waiting notes sent, online.
  func noteRound(slug: String?) throws -> NoteRound {
    try NoteService(problems: service).refresh(slug: slug)
  }

  /// The note of `slug` after `$VISUAL` or `$EDITOR`, nil when unchanged.
  func editNote(_ text: String, slug: String) throws -> String? {
    try NoteEditing(environment: environment).edit(text, slug: slug)
  }

  /// Keeps `text` as the note of `slug`, here only.
  func keepNote(slug: String, text: String) throws {
    try NoteService(problems: service).keep(slug: slug, text: text)
  }

  /// The note of `slug` as kept here (both copies marked when changed on both sides).
  func localNote(slug: String) throws -> String {
    try NoteService(problems: service).local(slug: slug)?.shown ?? ""
  }
}
