import LeetFetch
import LeetUI

extension NoteHold {
  /// Why the notes wait, in `words`, a failure phrased by `failures` (the command line's or the
  /// interface's).
  func phrase(_ words: NotesWords, failures: FailureWords) -> String {
    switch self {
    case .offline: words.offline
    case .signedOut: words.signedOut
    case .otherSite: words.otherSite
    case .failed(let reason): failures.phrase(reason)
    }
  }
}
