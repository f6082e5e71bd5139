import Foundation
import LeetFetch
import LeetModel
import LeetUI

/// Refreshes the user's marks in the background (at the start, when they are older than an hour
/// and a session is present), posting `.marksRefreshed`; a failure leaves the cached marks shown.
enum MarksRefresher {
  /// Starts the one request on its own thread; it never holds up a frame.
  static func start(service: ProblemService, post: @escaping @Sendable (AppAction) -> Void) {
    Thread {
      if case .refreshed(let snapshot)? = try? MarksService(problems: service).refresh() {
        post(.marksRefreshed(snapshot.marks))
      }
    }.start()
  }
}
