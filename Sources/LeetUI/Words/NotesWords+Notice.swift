import LeetModel

extension NotesWords {
  /// The one line a notice is said in: a refusal or a note changed on both sides.
  public func line(_ notice: NoteNotice) -> String {
    switch notice {
    case .refused(let key, let reason): refusedNotice(Self.name(key), reason)
    case .bothChanged(let key): bothKeptNotice(Self.name(key))
    }
  }

  /// The state of a note in a few words.
  public func state(_ state: NoteState) -> String {
    switch state {
    case .synced: synced
    case .waiting: waiting
    case .refused(let reason): refused(reason)
    case .bothKept: bothKept
    }
  }

  /// The note's name in a line: the problem's slug, or `submission 123`.
  static func name(_ key: NoteKey) -> String {
    switch key {
    case .problem(let slug): slug
    case .submission(let id): "submission " + id
    }
  }
}
