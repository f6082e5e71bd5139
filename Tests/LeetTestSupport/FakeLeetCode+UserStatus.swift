import Foundation

/// One account of the fake: the user name `userStatus` gives for its session cookie.
public struct FakeAccount: Sendable {
  public var username: String
  public var isPremium: Bool

  /// An account named `username`.
  public init(username: String, isPremium: Bool = false) {
    self.username = username
    self.isPremium = isPremium
  }
}

extension FakeLeetCode {
  /// Answers `userStatus` by the `LEETCODE_SESSION` cookie received: signed in as the account
  /// `accounts()` gives for it (read at each request, so a test can sign a session out between
  /// two runs), else signed out, as LeetCode answers a dead cookie with 200.
  public func serveUserStatus(_ accounts: @escaping @Sendable () -> [String: FakeAccount]) {
    serve(
      queryContaining: "userStatus",
      byRequest: { request in
        let session = Self.cookie("LEETCODE_SESSION", in: request.headers["cookie"] ?? "")
        let account = session.flatMap { accounts()[$0] }
        let status: [String: Any] = [
          "isSignedIn": account != nil, "username": account?.username ?? "",
          "isPremium": account?.isPremium ?? false,
        ]
        let body = ["data": ["userStatus": status]]
        return (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
      })
  }

  /// The value of the cookie `name` in a `Cookie` header.
  static func cookie(_ name: String, in header: String) -> String? {
    for part in header.split(separator: ";") {
      let pair = part.trimmingCharacters(in: .whitespaces)
      if pair.hasPrefix(name + "=") { return String(pair.dropFirst(name.count + 1)) }
    }
    return nil
  }
}
