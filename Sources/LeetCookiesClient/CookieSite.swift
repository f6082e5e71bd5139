/// The LeetCode site whose cookies are wanted: leetcode.com or leetcode.cn, never mixed.
///
/// Its raw values are those of LeetFetch's `Site`, so `CookieSite(rawValue: site.rawValue)` maps
/// one onto the other.
public enum CookieSite: String, CaseIterable, Hashable, Sendable {
  case com, cn

  /// The site's host name.
  public var host: String {
    switch self {
    case .com: "leetcode.com"
    case .cn: "leetcode.cn"
    }
  }

  /// The cookie hosts that belong to the site: the domain cookie and the host-only one.
  public var cookieHosts: [String] { [".\(host)", host] }
}
