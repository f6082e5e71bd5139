import Foundation

/// A cookie to write into a fixture store.
public struct FixtureCookie: Sendable {
  public var host: String
  public var name: String
  public var value: String
  /// When it expires; nil for a session cookie.
  public var expiry: Date?
  public var created: Date
  /// Firefox's `originAttributes` (a container's `^userContextId=1`); empty for the default.
  public var container: String

  public init(
    host: String = ".leetcode.com", name: String, value: String,
    expiry: Date? = Date(timeIntervalSinceNow: 86400),
    created: Date = Date(timeIntervalSinceNow: -60), container: String = ""
  ) {
    self.host = host
    self.name = name
    self.value = value
    self.expiry = expiry
    self.created = created
    self.container = container
  }

  /// The usual pair, session and CSRF token, for `host`.
  public static func signedIn(session: String, csrf: String, host: String = ".leetcode.com")
    -> [FixtureCookie]
  {
    [
      FixtureCookie(host: host, name: "LEETCODE_SESSION", value: session),
      FixtureCookie(host: host, name: "csrftoken", value: csrf),
    ]
  }
}
