import Dispatch
import LeetCurses
import LeetFetch
import LeetUI

/// The services the notes' runner uses: the note store and its sending, and the editor.
protocol NotesServices {
  /// Whether notes are kept for this site (leetcode.com).
  var notesSupported: Bool { get }
  /// The words the runner phrases its lines in.
  var notesWords: NotesWords { get }
  /// Reads LeetCode's copy of `slug` (nil: none) and sends the notes waiting, online.
  /// - Throws: `LoadError` when the notes cannot be read or kept.
  func noteRound(slug: String?) throws -> NoteRound
  /// The note of `slug` after the editor, nil when unchanged (`text` was put in the editor).
  /// - Throws: `AppError` when the editor fails or the file cannot be made or read back.
  func editNote(_ text: String, slug: String) throws -> String?
  /// Keeps `text` as the note of `slug`, here only.
  /// - Throws: `LoadError` when the notes cannot be read or kept.
  func keepNote(slug: String, text: String) throws
  /// The note of `slug` as kept here, shown as it is edited.
  /// - Throws: `LoadError` when the notes cannot be read.
  func localNote(slug: String) throws -> String
}

/// Carries out the Notes view's work: reading and sending in the background, the editor on a
/// suspended screen (the edit kept at once, then sent in the background); each answers with
/// `AppAction.notes`.
struct NotesRunner: FeatureRunner {
  let services: any NotesServices & Sendable

  /// Starts `effect`, posting what it learns; the editor is a request to the loop.
  func start(_ effect: NotesEffect, post: @escaping @Sendable (AppAction) -> Void) -> LoopRequest? {
    guard case .edit(let slug) = effect else {
      perform(effect, post: post)
      return nil
    }
    return .suspend(
      SuspendedWork(id: "note \(slug)") {
        if let failed = edit(slug) {
          post(failed)
        } else {
          perform(.load(slug: slug), post: post)
        }
      })
  }

  /// The actions a read or a send answers with (blocking).
  func actions(for effect: NotesEffect) -> [AppAction] {
    switch effect {
    case .load(let slug):
      guard services.notesSupported else {
        return [.notes(.failed(slug: slug, reason: services.notesWords.otherSite))]
      }
      return [pass(slug: slug)]
    case .sendWaiting:
      return services.notesSupported ? [pass(slug: nil)] : []
    case .edit(let slug):
      return [edit(slug) ?? pass(slug: slug)]
    }
  }

  /// One pass over the notes about `slug`, as the view's arrival.
  private func pass(slug: String?) -> AppAction {
    do {
      let round = try services.noteRound(slug: slug)
      let held = round.held.map { $0.phrase(services.notesWords, failures: .interface) }
      return .notes(
        .arrived(
          NotesArrival(
            slug: slug, record: round.record, held: held, notices: round.notices, saved: round.saved.count)))
    } catch {
      return .notes(.failed(slug: slug ?? "", reason: failureLine(error)))
    }
  }

  /// Runs the editor on the note of `slug` and keeps what changed; the failure, if any.
  private func edit(_ slug: String) -> AppAction? {
    do {
      let shown = try services.localNote(slug: slug)
      if let edited = try services.editNote(shown, slug: slug) {
        try services.keepNote(slug: slug, text: edited)
      }
      return nil
    } catch {
      return .notes(.failed(slug: slug, reason: failureLine(error)))
    }
  }
}
