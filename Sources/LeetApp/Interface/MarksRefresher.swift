import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// Refreshes the user's marks in the background (at the start, when they are older than an hour
/// and a session is present), posting `.browser(.marksRefreshed)`; a failure, or a session LeetCode
/// answers as signed out, posts `.browser(.marksNotRefreshed)` and leaves the cached marks shown.
enum MarksRefresher {
  /// Starts the one request on a thread of its own; it never holds up a frame.
  static func start(service: ProblemService, post: @escaping @Sendable (AppAction) -> Void) {
    DedicatedThread.start("leetview.marks-refresh") {
      post(outcome(MarksService(problems: service)))
    }
  }

  /// The action that tells what the refresh by `marks` came to.
  static func outcome(_ marks: MarksService) -> AppAction {
    do {
      switch try marks.refresh() {
      case .refreshed(let snapshot): return .browser(.marksRefreshed(snapshot.marks))
      case .signedOut: return .browser(.marksNotRefreshed(reason: nil))
      }
    } catch let error as FetchError {
      let reason = FailureWords.interface.phrase(error, offlineHelps: false)
      return .browser(.marksNotRefreshed(reason: TextSanitizer.clean(reason)))
    } catch {
      return .browser(.marksNotRefreshed(reason: TextSanitizer.clean(CacheStore.writeReason(error))))
    }
  }
}
