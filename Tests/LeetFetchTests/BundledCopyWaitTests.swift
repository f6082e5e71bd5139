import Foundation
import LeetTestSupport
import Testing

@testable import LeetFetch

/// A network that never answers: every try is given up at once as timed out, and the time each
/// try was allowed is recorded (so the waits are checked without waiting).
final class HungTransport: HTTPTransport, @unchecked Sendable {
  private let lock = NSLock()
  private var given: [TimeInterval] = []

  /// The timeout each try was given, in order.
  var timeouts: [TimeInterval] {
    lock.lock()
    defer { lock.unlock() }
    return given
  }

  func send(_ request: HTTPRequest, timeout: TimeInterval) throws -> HTTPResponse {
    lock.lock()
    given.append(timeout)
    lock.unlock()
    throw TransportError.timedOut
  }
}

/// Issue 19, minor 7: a bundled-only copy waits the short budget on a hung network, as a stale one.
///
/// It waited the patient budget (three tries of 8 s, 20 s in all) before the bundled copy was
/// shown, while a stale user copy gave up after one try of 1.5 s.
@Suite struct BundledCopyWaitTests {
  /// A service whose bundled cache holds `two-sum`, whose user cache is empty, on a hung network.
  private func service(root: URL, transport: HungTransport, sleeps: SleepRecorder) throws
    -> ProblemService
  {
    let bundled = Corpus.repositoryRoot.appendingPathComponent("cache")
    let retry = RetryPolicy(random: { 0.5 }, sleep: { sleeps.record($0) })
    let store = CacheStore(location: CacheLocation(root: root, bundled: bundled), site: .com)
    let environment = [
      "LEETVIEW_ENDPOINT": "http://127.0.0.1:9", "HOME": root.path,
      "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
    ]
    return ProblemService(
      session: try Session(environment: environment, site: .com, store: store),
      policy: FetchPolicy(), transport: transport, retry: retry)
  }

  @Test func aBundledOnlyCopyIsShownAfterOneShortTry() throws {
    let root = try BinaryRunner.temporaryDirectory("bundled-wait")
    defer { try? FileManager.default.removeItem(at: root) }
    let transport = HungTransport()
    let sleeps = SleepRecorder()
    let loaded = try service(root: root, transport: transport, sleeps: sleeps).load(slug: "two-sum")
    #expect(loaded.source == .bundled)
    #expect(loaded.staleBecause != nil, "the bundled copy says why it stands in")
    #expect(transport.timeouts.count == 1, "one try: \(transport.timeouts)")
    #expect(transport.timeouts.allSatisfy { $0 <= FetchBudget.quick.attemptTimeout }, "\(transport.timeouts)")
    #expect(sleeps.delays.isEmpty, "no retry waited: \(sleeps.delays)")
  }

}
