/// The three LeetCode cookies of one browser profile: the session, the CSRF token and
/// Cloudflare's clearance.
///
/// Its descriptions never show the values, so that a stray `print` or string interpolation cannot
/// leak them into output, errors or logs.
public struct BrowserCookies: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The `LEETCODE_SESSION` cookie.
  public var session: String
  /// The `csrftoken` cookie, when the profile has one.
  public var csrfToken: String?
  /// The `cf_clearance` cookie, when the profile has one.
  public var cfClearance: String?

  public init(session: String, csrfToken: String?, cfClearance: String?) {
    self.session = session
    self.csrfToken = csrfToken
    self.cfClearance = cfClearance
  }

  /// The values themselves, for checking that nothing written contains them.
  public var secrets: [String] { [session, csrfToken, cfClearance].compactMap { $0 } }

  public var description: String {
    "BrowserCookies(session: set, csrftoken: \(csrfToken == nil ? "none" : "set"), "
      + "cf_clearance: \(cfClearance == nil ? "none" : "set"))"
  }
  public var debugDescription: String { description }
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
