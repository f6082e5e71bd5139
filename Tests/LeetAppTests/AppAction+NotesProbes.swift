import LeetUI

@testable import LeetApp

/// What the notes' runner answers with, read in one place.
extension AppAction {
  /// The arrival of `.notes(.arrived)`.
  var notesArrived: NotesArrival? {
    guard case .notes(.arrived(let arrival)) = self else { return nil }
    return arrival
  }

  /// The slug and reason of `.notes(.failed)`.
  var notesFailed: (slug: String, reason: String)? {
    guard case .notes(.failed(let slug, let reason)) = self else { return nil }
    return (slug, reason)
  }
}
