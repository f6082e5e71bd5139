import FoundationEssentials
import TermCore

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

  /// The most bytes a cookie's value may hold (a browser keeps at most 4096 for a cookie).
  public static let valueLimit = 4096

  /// Why values cannot be credentials: one is longer than a cookie may be.
  ///
  /// Its message names the cookie and its size, never its value.
  public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason, one line.
    public var message: String
    public var description: String { message }
  }

  /// Credentials of these cookie values, each trimmed of what cannot go in a cookie; a value over
  /// `valueLimit` bytes is refused and left out (`init(checking:csrfToken:cfClearance:)` says why).
  public init(session: String?, csrfToken: String?, cfClearance: String? = nil) {
    self.session = Self.normalized(Self.refusal("LEETCODE_SESSION", session) == nil ? session : nil)
    self.csrfToken = Self.normalized(Self.refusal("csrftoken", csrfToken) == nil ? csrfToken : nil)
    self.cfClearance = Self.normalized(Self.refusal("cf_clearance", cfClearance) == nil ? cfClearance : nil)
  }

  /// Credentials of these cookie values, refusing them all when one is over `valueLimit` bytes.
  /// - Throws: `Refusal`, naming the first such cookie and its size.
  public init(checking session: String?, csrfToken: String?, cfClearance: String? = nil) throws(Refusal) {
    let named = [("LEETCODE_SESSION", session), ("csrftoken", csrfToken), ("cf_clearance", cfClearance)]
    if let refusal = named.lazy.compactMap(Self.refusal).first { throw refusal }
    self.init(session: session, csrfToken: csrfToken, cfClearance: cfClearance)
  }

  /// The refusal of cookie `name`'s `value` when it is over `valueLimit` bytes (counted without
  /// reading it through).
  private static func refusal(_ name: String, _ value: String?) -> Refusal? {
    guard let bytes = value?.utf8.count, bytes > valueLimit else { return nil }
    return Refusal(
      message: "the \(name) cookie is \(bytes) bytes long, over the \(valueLimit) a cookie may have; "
        + "it was not kept")
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
    guard var value = value?.trimmingWhitespaceAndNewlines else { return nil }
    if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
      value = String(value.dropFirst().dropLast())
    }
    value = String(
      value.unicodeScalars.filter { $0.value > 0x20 && $0.value < 0x7F && $0 != ";" && $0 != "," }
        .map(Character.init))
    return value.isEmpty ? nil : value
  }
}
