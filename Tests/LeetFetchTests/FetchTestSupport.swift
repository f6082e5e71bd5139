import Foundation
import LeetModel
import LeetNetwork
import LeetTestSupport
@testable import LeetFetch

/// Records the waits a retry policy asks for, without waiting.
final class SleepRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [TimeInterval] = []

  var delays: [TimeInterval] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  func record(_ delay: TimeInterval) {
    lock.lock()
    recorded.append(delay)
    lock.unlock()
  }
}

/// A clock that tests move by hand.
final class TestClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current: Date

  init(_ start: Date = Date()) {
    current = start
  }

  var now: Date {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  func advance(_ seconds: TimeInterval) {
    lock.lock()
    current += seconds
    lock.unlock()
  }
}

/// A temporary cache and a service pointed at a fake LeetCode.
struct FetchFixture {
  let fake: FakeLeetCode
  let root: URL
  let sleeps = SleepRecorder()
  let clock = TestClock()

  init(fake: FakeLeetCode) throws {
    self.fake = fake
    root = try BinaryRunner.temporaryDirectory("leetfetch")
  }

  var store: CacheStore {
    CacheStore(location: CacheLocation(root: root, bundled: nil), site: .com)
  }

  var retry: RetryPolicy {
    let sleeps = self.sleeps
    return RetryPolicy(random: { 0.5 }, sleep: { sleeps.record($0) })
  }

  /// A service with the real libcurl transport, the fake as endpoint, and no real waits.
  func service(
    policy: FetchPolicy = FetchPolicy(), environment: [String: String] = [:], site: Site = .com
  ) throws -> ProblemService {
    var env = [
      "LEETVIEW_ENDPOINT": fake.baseURL, "HOME": root.path,
      "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
    ]
    env.merge(environment) { $1 }
    let clock = self.clock
    let store = CacheStore(location: CacheLocation(root: root, bundled: nil), site: site)
    return ProblemService(
      session: try Session(environment: env, site: site, store: store), policy: policy,
      transport: CurlTransport(idleTimeout: 8), retry: retry, now: { clock.now })
  }

  /// A client for the fake, with credentials when given.
  func client(credentials: Credentials? = nil) throws -> LeetCodeClient {
    LeetCodeClient(
      site: .com, endpoint: try Endpoint.parse(fake.baseURL), credentials: credentials,
      transport: CurlTransport(idleTimeout: 8), retry: retry)
  }

  /// The bytes of every file under the cache root, by relative path.
  func snapshot() -> [String: Data] {
    var files: [String: Data] = [:]
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return files }
    for case let path as String in walker {
      let url = root.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue,
        let data = FileManager.default.contents(atPath: url.path)
      {
        files[path] = data
      }
    }
    return files
  }

  func cleanUp() {
    fake.stop()
    try? FileManager.default.removeItem(at: root)
  }
}
