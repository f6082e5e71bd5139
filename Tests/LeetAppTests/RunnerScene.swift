import Foundation
import LeetFetch
import LeetTestSupport

@testable import LeetApp

/// A fresh home and a fake LeetCode for one runner test: contexts over them, and `close` that
/// stops the fake and removes the home.
struct RunnerScene {
  /// The session the fake signs in as alice (`FakeLeetCode.aliceAndBob`).
  static let session = "runner-probe-session-3f1"
  /// The csrf token of the session.
  static let token = "runner-token-9"

  let home: URL
  let fake: FakeLeetCode

  /// A scene over `fake` with a new empty home.
  init(fake: FakeLeetCode) throws {
    home = try AppRuntimeTests.home()
    self.fake = fake
  }

  /// The cache folder of the scene's contexts.
  var cache: URL { home.appendingPathComponent("cache") }
  /// The workspace the solution files are written in.
  var workspace: URL { home.appendingPathComponent("work") }

  /// The context of a run with its cache under the home (or at `cacheDirectory`), against the
  /// fake, signed in as alice when `signedIn`, with `extra` in its environment; its retries of a
  /// server error follow at once, not after the backoff's seconds.
  func context(
    offline: Bool = false, signedIn: Bool = false, extra: [String: String] = [:], cacheDirectory: URL? = nil
  ) throws -> AppContext {
    var options = Options()
    options.offline = offline
    options.cacheDirectory = (cacheDirectory ?? cache).path
    var environment = AppRuntimeTests.environment(home, endpoint: fake.baseURL)
    environment["LEETVIEW_WORKSPACE"] = workspace.path
    if signedIn {
      environment["LEETCODE_SESSION"] = Self.session
      environment["LEETCODE_CSRFTOKEN"] = Self.token
    }
    environment.merge(extra) { $1 }
    var context = try AppContext(options: options, environment: environment)
    context.service = ProblemService(
      session: context.session, policy: AppContext.fetchPolicy(options), retry: RetryPolicy(sleep: { _ in }))
    return context
  }

  /// A context whose cache cannot be written: its folder would lie under a plain file (which
  /// stops root too).
  func unwritableContext(signedIn: Bool = false) throws -> AppContext {
    let blocker = home.appendingPathComponent("blocker")
    try Data("a file, not a folder\n".utf8).write(to: blocker)
    return try context(signedIn: signedIn, cacheDirectory: blocker.appendingPathComponent("cache"))
  }

  /// Stops the fake and removes the home.
  func close() {
    fake.stop()
    try? FileManager.default.removeItem(at: home)
  }
}
