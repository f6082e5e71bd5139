import Foundation
import TermCore
import Testing

/// Work started on a dedicated thread begins at once, however many other pieces block: the
/// startup fetch is not held back by the seconds counter and the helper waits beside it.
@Suite struct DedicatedThreadTests {
  /// Twice as many pieces as processors, and two more, each blocking until released, have all
  /// begun before the deadline: `DispatchQueue.global()` holds the ones past the processor count
  /// back about a second each.
  @Test func blockingWorkDoesNotHoldBackTheNextPiece() {
    let count = ProcessInfo.processInfo.activeProcessorCount * 2 + 2
    let begun = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    for index in 0..<count {
      DedicatedThread.start("leetview.test.dedicated-\(index)") {
        begun.signal()
        release.wait()
      }
    }
    let deadline = DispatchTime.now() + 1.5
    var started = 0
    while started < count, begun.wait(timeout: deadline) == .success { started += 1 }
    for _ in 0..<count { release.signal() }
    #expect(started == count, "only \(started) of \(count) blocking pieces began within 1.5 s")
  }
}
