import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// `leetview note PROBLEM --submission ID`: a submission's note, edited in the editor and sent to
/// LeetCode at once with the flag and tags read with it (`updateSubmissionNote` overwrites all
/// three), or with `--print` shown. Online and signed in only: nothing is queued.
extension AppContext {
  /// Reads submission `id` of `query`'s problem fresh, edits its note and sends the edit once;
  /// `--print` shows the note (from the cache when it holds the submission).
  /// - Returns: 0; an unchanged edit sends nothing.
  /// - Throws: `AppError` on leetcode.cn, for an editor that fails and for LeetCode's refusal;
  ///   `LoadError` offline, signed out, for a submission of another problem or one not found.
  func runSubmissionNote(_ query: String, id: String) throws -> Int32 {
    let words = self.words.notes
    guard NoteService(problems: service).isSupported else { throw AppError(message: words.otherSite) }
    let slug = try service.resolveSlug(query)
    let segments = SegmentService(problems: service)
    let name = "submission \(id)"
    if options.print {
      let shown = try segments.submission(id: id, slug: slug).record.note.text
      if shown.isEmpty {
        ErrorLine.print(words.none(name))
      } else {
        StandardOutput.write(TextSanitizer.clean(shown, keepNewlines: true, keepTabs: true) + "\n")
      }
      return 0
    }
    let read = try segments.submissionForNote(id: id, slug: slug)
    guard let edited = try NoteEditing(environment: environment).edit(read.note.text, slug: slug) else {
      ErrorLine.print(words.unchanged(name))
      return 0
    }
    switch try segments.sendSubmissionNote(edited, id: id, slug: slug, read: read.note) {
    case .note:
      ErrorLine.print("the note of \(name) is saved on LeetCode")
      return 0
    case .refused(let reason):
      throw AppError(
        message:
          "LeetCode refused the note of \(name) (\(TextSanitizer.oneLine(reason))); nothing was changed")
    }
  }
}
