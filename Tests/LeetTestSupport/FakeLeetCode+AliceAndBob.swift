import Foundation

extension FakeLeetCode {
  /// Signs `session` in as alice and serves alice's and bob's progress (bob's drawn from
  /// `bobSeed`), their calendars ending on the day the test runs (UTC).
  public func serveAliceAndBob(session: String, bobSeed: UInt64 = 3) {
    serveUserStatus { [session: FakeAccount(username: "alice")] }
    let today = Int(Date().timeIntervalSince1970) / 86_400 * 86_400
    let users = [
      "alice": FakeProgress.busy("alice", today: today),
      "bob": FakeProgress.busy("bob", today: today, seed: bobSeed),
    ]
    serveProgress { users }
  }

  /// A fake that signs `session` in as alice and serves alice's and bob's progress.
  public static func aliceAndBob(session: String) throws -> FakeLeetCode {
    let fake = try FakeLeetCode()
    fake.serveAliceAndBob(session: session)
    return fake
  }
}
