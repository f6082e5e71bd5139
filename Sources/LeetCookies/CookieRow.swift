import FoundationEssentials
import LeetCookiesClient

/// One LeetCode cookie as a browser's database holds it, not yet decrypted.
struct CookieRow: Sendable {
  /// The value as stored: plain text, or Chromium's encrypted bytes.
  enum Stored: Sendable {
    case plain(String)
    case encrypted(ChromiumValue)
    /// Over the limit: only its size was read.
    case tooLarge(bytes: Int)
  }

  /// `LEETCODE_SESSION`, `csrftoken` or `cf_clearance`.
  var name: String
  /// The cookie's host (`.leetcode.com`, `leetcode.com`).
  var host: String
  /// The value as stored.
  var stored: Stored
  /// When it expires; nil for a session cookie (it lasts as long as the browser runs).
  var expiry: Date?
  /// When it was stored, when the database says.
  var created: Date?
  /// Whether it belongs to the default container (Firefox's containers keep their own cookies).
  var isDefaultContainer: Bool = true

  /// The names of the cookies read.
  static let names = ["LEETCODE_SESSION", "csrftoken", "cf_clearance"]

  /// Whether it has not expired at `now`.
  func isLive(at now: Date) -> Bool { expiry.map { $0 > now } ?? true }

  /// Whether it is preferred to `other` of the same name: the default container, then the newest.
  func isPreferred(to other: CookieRow) -> Bool {
    if isDefaultContainer != other.isDefaultContainer { return isDefaultContainer }
    let mine = created ?? .distantPast
    let theirs = other.created ?? .distantPast
    if mine != theirs { return mine > theirs }
    return (expiry ?? .distantFuture) > (other.expiry ?? .distantFuture)
  }
}
