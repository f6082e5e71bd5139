import Foundation
import LeetUI
import Synchronization

@testable import LeetApp

/// The actions a runner posts from its own threads, collected in order, and waited for with a
/// deadline (the thing itself, never a fixed time).
final class PostedActions: Sendable {
  private let actions = Mutex<[AppAction]>([])

  /// Where a runner posts: appended in order.
  var post: @Sendable (AppAction) -> Void {
    { action in self.actions.withLock { $0.append(action) } }
  }

  /// The actions posted so far.
  var all: [AppAction] { actions.withLock { $0 } }

  /// Waits until `done` holds of the actions posted, or `seconds` pass; returns them either way.
  @discardableResult
  func wait(seconds: Double = 10, until done: ([AppAction]) -> Bool) -> [AppAction] {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < deadline {
      let now = all
      if done(now) { return now }
      Thread.sleep(forTimeInterval: 0.005)
    }
    return all
  }

  /// Waits until an action that `probe` reads is posted; returns what it read.
  func first<Value>(seconds: Double = 10, _ probe: (AppAction) -> Value?) -> Value? {
    wait(seconds: seconds) { $0.contains { probe($0) != nil } }.compactMap(probe).first
  }
}
