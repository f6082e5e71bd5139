import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// `leetview note PROBLEM`: the problem's note edited in the editor (or with `--print` shown),
/// kept here first and sent to LeetCode once when online; each note waiting from earlier runs
/// is sent on the way.
extension AppContext {
  /// Reads LeetCode's copy (online), then prints the note or edits it and keeps and sends the edit.
  /// - Returns: 0; an unchanged edit changes nothing.
  /// - Throws: `AppError` on leetcode.cn, for an editor that fails, for notes that cannot be
  ///   read or kept; `LoadError` for a problem that cannot be found.
  func runNote(_ query: String) throws -> Int32 {
    if let id = options.submissionID { return try runSubmissionNote(query, id: id) }
    do {
      return try noteCommand(query)
    } catch let error as NoteFileError {
      throw AppError(message: error.message)
    }
  }

  /// `runNote`'s work, a notes file that cannot be read or kept thrown as it is.
  private func noteCommand(_ query: String) throws -> Int32 {
    let words = self.words.notes
    let notes = NoteService(problems: service)
    guard notes.isSupported else { throw AppError(message: words.otherSite) }
    let slug = try service.resolveSlug(query)
    let before = try notes.refresh(slug: slug)
    tell(before, words: words)
    if options.print {
      let shown = before.record?.shown ?? ""
      if shown.isEmpty {
        ErrorLine.print(words.none(slug))
      } else {
        StandardOutput.write(TextSanitizer.clean(shown, keepNewlines: true, keepTabs: true) + "\n")
      }
      if before.record?.state == .waiting { ErrorLine.print(keptWaiting(before, words: words)) }
      return 0
    }
    guard let edited = try NoteEditing(environment: environment).edit(before.record?.shown ?? "", slug: slug)
    else {
      ErrorLine.print(words.unchanged(slug))
      return 0
    }
    let after = try notes.save(slug: slug, text: edited)
    tell(after, words: words)
    if after.record?.state == .waiting { ErrorLine.print(keptWaiting(after, words: words)) }
    return 0
  }

  /// Says the round's notices (each once), that the note asked about was saved on LeetCode, and
  /// how many other waiting notes were sent.
  private func tell(_ round: NoteRound, words: NotesWords) {
    for notice in round.notices { ErrorLine.print(words.line(notice)) }
    let asked = round.slug.map { NoteKey.problem(slug: $0) }
    if let slug = round.slug, round.saved.contains(.problem(slug: slug)) {
      ErrorLine.print(words.saved(slug))
    }
    let others = round.saved.filter { $0 != asked }
    if !others.isEmpty { ErrorLine.print(words.sentWaiting(others.count)) }
  }

  /// `the note of … is kept here; it is sent on the next online run (why)`.
  private func keptWaiting(_ round: NoteRound, words: NotesWords) -> String {
    let why = round.held?.phrase(words, failures: .commandLine) ?? words.waiting
    return words.keptWaiting(round.slug ?? "", why)
  }
}
