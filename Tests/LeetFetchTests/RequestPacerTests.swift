import Synchronization
import Testing

@testable import LeetFetch

/// The pace of an export's requests: never two starts less than the interval apart, and no wait
/// at all for a request that comes later than that.
@Suite struct RequestPacerTests {
  /// A clock that only the sleeps move.
  final class Clock: Sendable {
    let start = ContinuousClock.now
    let offset = Mutex(Duration.zero)
    let sleeps = Mutex<[Duration]>([])

    var now: ContinuousClock.Instant { start + offset.withLock { $0 } }
    func sleep(_ wait: Duration) {
      sleeps.withLock { $0.append(wait) }
      advance(wait)
    }
    func advance(_ by: Duration) { offset.withLock { $0 += by } }
  }

  @Test func requestsInARowWaitOutTheRestOfTheInterval() {
    let clock = Clock()
    let pacer = RequestPacer(interval: .seconds(1), now: { clock.now }, sleep: { clock.sleep($0) })
    pacer.waitForTurn()
    clock.advance(.milliseconds(300))
    pacer.waitForTurn()
    pacer.waitForTurn()
    clock.advance(.seconds(5))
    pacer.waitForTurn()
    #expect(clock.sleeps.withLock { $0 } == [.milliseconds(700), .seconds(1)])
  }
}
