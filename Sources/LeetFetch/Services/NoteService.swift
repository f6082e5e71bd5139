import LeetModel

/// The learner's notes of problems, kept here first and sent to LeetCode when online
/// (`reference/practice-api.md` §9): an edit is written to the note store before anything is
/// sent; online, each note waiting is compared with LeetCode's copy (`questionNote`) and sent once
/// (`updateNote`), a refusal kept and said once, a note changed on both sides kept twice.
///
/// leetcode.com only: leetcode.cn has its own note API, which leetview does not speak yet.
public struct NoteService: Sendable {
  /// The problem service whose client, policy and offline memory the notes share.
  public let problems: ProblemService
  /// Where the notes are kept.
  public let store: NoteStore

  /// The notes of `problems`' site.
  public init(problems: ProblemService) {
    self.problems = problems
    store = NoteStore(store: problems.store)
  }

  /// Whether leetview keeps notes for this site (leetcode.com).
  public var isSupported: Bool { problems.site == .com }

  /// The note of `slug` as kept here, without asking LeetCode.
  /// - Throws: `NoteFileError` when the notes cannot be read.
  public func local(slug: String) throws -> NoteRecord? {
    try store.read().notes[.problem(slug: slug)]
  }

  /// Online, reads LeetCode's note of `slug` (nil: none) and sends every note waiting; offline,
  /// only what is kept here.
  /// - Throws: `NoteFileError` when the notes cannot be read or written; `LoadError` when the
  ///   client cannot be made.
  public func refresh(slug: String?) throws -> NoteRound {
    try round(slug: slug)
  }

  /// Keeps `text` as the note of `slug` (written before anything is sent), then, online, sends
  /// it with every other note waiting.
  /// - Throws: `NoteFileError` when the notes cannot be read or written; `LoadError` when the
  ///   client cannot be made.
  public func save(slug: String, text: String) throws -> NoteRound {
    try keep(slug: slug, text: text)
    return try round(slug: slug)
  }

  /// Keeps `text` as the note of `slug`, here only: it waits for the next pass to be sent.
  /// - Throws: `NoteFileError` when the notes cannot be read or written.
  public func keep(slug: String, text: String) throws {
    try store.update { $0.edit(.problem(slug: slug), to: text) }
  }

  /// One pass: LeetCode's copies read and the waiting notes sent (unless held), the notices
  /// taken, all under the store's lock so no other leetview sends the same note meanwhile.
  private func round(slug: String?) throws -> NoteRound {
    let key = slug.map { NoteKey.problem(slug: $0) }
    return try store.update { notes in
      var round = NoteRound(slug: slug)
      round.held = hold()
      if round.held == nil {
        round.held = try exchange(&notes, asked: slug, saved: &round.saved)
      }
      round.notices = notes.takeNotices()
      round.record = key.flatMap { notes.notes[$0] }
      round.queued = notes.notes.keys.sorted().filter { notes.notes[$0]?.state == .waiting }
      return round
    }
  }

  /// Why LeetCode is not to be asked now, or nil.
  private func hold() -> NoteHold? {
    if problems.policy.offline { return .offline }
    if !isSupported { return .otherSite }
    if !problems.session.isSignedIn { return .signedOut }
    return problems.recentOfflineReason().map(NoteHold.failed)
  }

  /// Reads LeetCode's copy of `asked` and of every problem note waiting, then sends each note
  /// that still may be sent, once; returns why it stopped short (a note not sent stays waiting).
  private func exchange(_ notes: inout NoteSync, asked: String?, saved: inout [NoteKey]) throws -> NoteHold? {
    let api = try problems.api()
    var slugs = Set(
      notes.notes.compactMap { key, note -> String? in
        guard note.state == .waiting, case .problem(let slug) = key else { return nil }
        return slug
      })
    if let asked { slugs.insert(asked) }
    do {
      for slug in slugs.sorted() {
        // A refused read leaves nothing to compare with: the send, if any, says the refusal.
        if case .note(let text) = try api.problemNote(slug: slug) {
          notes.read(.problem(slug: slug), remote: text ?? "")
        }
      }
      for send in notes.takeSends() {
        let answer = try api.send(send)
        notes.answered(send.key, answer)
        if answer.isAccepted { saved.append(send.key) }
      }
      problems.noteSuccess()
      return nil
    } catch let error as FetchError {
      problems.noteFailure(error)
      for (key, note) in notes.notes where note.sending != nil { notes.notSent(key) }
      return .failed(.failed(error, offlineHelps: true))
    }
  }
}
