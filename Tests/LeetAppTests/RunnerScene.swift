import Foundation
import LeetTestSupport

@testable import LeetApp

/// A fresh home and a fake LeetCode for one runner test: contexts over them, and `close` that
/// stops the fake and removes the home.
struct RunnerScene {
  /// The session the fake signs in as alice (`FakeLeetCode.aliceAndBob`).
  static let session = "runner-probe-session-3f1"

  let home: URL
  let fake: FakeLeetCode

  /// A scene over `fake` with a new empty home.
  init(fake: FakeLeetCode) throws {
    home = try AppRuntimeTests.home()
    self.fake = fake
  }

  /// The context of a run with its cache under the home, against the fake, signed in as alice
  /// when `signedIn`.
  func context(offline: Bool = false, signedIn: Bool = false) throws -> AppContext {
    var options = Options()
    options.offline = offline
    options.cacheDirectory = home.appendingPathComponent("cache").path
    var environment = AppRuntimeTests.environment(home, endpoint: fake.baseURL)
    if signedIn {
      environment["LEETCODE_SESSION"] = Self.session
      environment["LEETCODE_CSRFTOKEN"] = "runner-token-9"
    }
    return try AppContext(options: options, environment: environment)
  }

  /// Stops the fake and removes the home.
  func close() {
    fake.stop()
    try? FileManager.default.removeItem(at: home)
  }
}
