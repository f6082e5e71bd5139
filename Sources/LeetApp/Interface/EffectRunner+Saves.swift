import Dispatch
import LeetFetch
import LeetModel
import LeetUI

/// Keeps what the interface remembers between runs: the recently viewed list and the tab bar.
struct SavesRunner: Sendable {
  /// The recently viewed list's file in the cache.
  let recentFile: RecentFile
  /// The config the tab bar is kept in.
  let session: Session
  /// Writes of the recently viewed list, in order, off the loop's thread: each ends in an fsync,
  /// which must not hold up a frame (opening a problem from the command line writes one at start).
  private let recentWrites = DispatchQueue(label: "leetview.recent-writes")

  /// A runner keeping the recent list in `recentFile` and the tab bar in `session`'s config.
  init(recentFile: RecentFile, session: Session) {
    self.recentFile = recentFile
    self.session = session
  }

  /// Queues the write of the recently viewed list (slugs, newest first).
  func saveRecent(_ slugs: [String]) {
    let file = recentFile
    recentWrites.async { file.write(slugs) }
  }

  /// Waits for the writes still queued, so that none is lost when the process exits.
  func finishWrites() {
    recentWrites.sync {}
  }

  /// Keeps the tab bar (all segments in order, and the hidden ones) in the config:
  /// nothing, or `.tabsNotSaved` with why it could not be kept.
  func saveTabs(order: [Segment], hidden: Set<Segment>) -> [AppAction] {
    do {
      try session.storeTabs(
        order: order.map(\.rawValue), hidden: Segment.allCases.filter { hidden.contains($0) }.map(\.rawValue))
      return []
    } catch {
      return [.tabsNotSaved("\(error)")]
    }
  }
}
