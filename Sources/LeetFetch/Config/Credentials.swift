import Foundation

/// A LeetCode session: the `LEETCODE_SESSION` and `csrftoken` cookies of a signed-in browser, and
/// its `cf_clearance` when Cloudflare gave it one.
///
/// Its descriptions never show the values, so that a stray `print` or string interpolation cannot
/// leak them into output, errors or logs.
public struct Credentials: Hashable, Sendable, CustomStringConvertible,
  CustomDebugStringConvertible,
  CustomReflectable
{
  /// The `LEETCODE_SESSION` cookie.
  public var session: String?
  /// The `csrftoken` cookie, also sent as `x-csrftoken`.
  public var csrfToken: String?
  /// The `cf_clearance` cookie that lets the browser's requests past Cloudflare's check.
  public var cfClearance: String?

  /// Credentials of these cookie values, each trimmed of what cannot go in a cookie.
  public init(session: String?, csrfToken: String?, cfClearance: String? = nil) {
    self.session = Self.normalized(session)
    self.csrfToken = Self.normalized(csrfToken)
    self.cfClearance = Self.normalized(cfClearance)
  }

  /// Whether there is anything to send.
  public var isEmpty: Bool { session == nil && csrfToken == nil }

  /// Reads `LEETCODE_SESSION` and `LEETCODE_CSRFTOKEN`; nil when neither is set.
  public static func fromEnvironment(_ environment: [String: String]) -> Credentials? {
    let found = Credentials(
      session: environment["LEETCODE_SESSION"], csrfToken: environment["LEETCODE_CSRFTOKEN"])
    return found.isEmpty ? nil : found
  }

  /// The `Cookie` header value, or nil when there is nothing to send.
  var cookieHeader: String? {
    var parts: [String] = []
    if let session { parts.append("LEETCODE_SESSION=\(session)") }
    if let csrfToken { parts.append("csrftoken=\(csrfToken)") }
    if let cfClearance { parts.append("cf_clearance=\(cfClearance)") }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }

  /// The values themselves, for checking that nothing written contains them.
  public var secrets: [String] { [session, csrfToken, cfClearance].compactMap { $0 } }

  public var description: String {
    "Credentials(session: \(session == nil ? "none" : "set"), csrftoken: \(csrfToken == nil ? "none" : "set"), "
      + "cf_clearance: \(cfClearance == nil ? "none" : "set"))"
  }
  public var debugDescription: String { description }
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

  /// Trims the value and drops what cannot go in a cookie (white space, `;`, controls).
  private static func normalized(_ value: String?) -> String? {
    guard var value = value?.trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
    if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
      value = String(value.dropFirst().dropLast())
    }
    value = String(
      value.unicodeScalars.filter { $0.value > 0x20 && $0.value < 0x7F && $0 != ";" && $0 != "," }
        .map(Character.init))
    return value.isEmpty ? nil : value
  }
}
