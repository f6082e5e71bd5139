import Foundation

/// One account of the fake: the user name `userStatus` gives for its session cookie.
public struct FakeAccount: Sendable {
  public var username: String
  public var isPremium: Bool
  /// The profile slug leetcode.cn gives beside the name (the name when nil).
  public var userSlug: String?

  /// An account named `username`.
  public init(username: String, isPremium: Bool = false, userSlug: String? = nil) {
    self.username = username
    self.isPremium = isPremium
    self.userSlug = userSlug
  }
}

extension FakeLeetCode {
  /// Answers `userStatus` by the `LEETCODE_SESSION` cookie received: signed in as the account
  /// `accounts()` gives for it (read at each request, so a test can sign a session out between
  /// two runs), else signed out, as LeetCode answers a dead cookie with 200; `userSlug` only
  /// when the query asks for it, as leetcode.cn's does.
  public func serveUserStatus(_ accounts: @escaping @Sendable () -> [String: FakeAccount]) {
    serve(
      queryContaining: "userStatus",
      byRequest: { request in
        let session = Self.cookie("LEETCODE_SESSION", in: request.headers["cookie"] ?? "")
        let account = session.flatMap { accounts()[$0] }
        var status: [String: Any] = [
          "isSignedIn": account != nil, "username": account?.username ?? "",
          "isPremium": account?.isPremium ?? false,
        ]
        if String(decoding: request.body, as: UTF8.self).contains("userSlug") {
          status["userSlug"] = account.map { $0.userSlug ?? $0.username } ?? ""
        }
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
