/// A LeetCode site: leetcode.com or leetcode.cn.
public enum Site: String, CaseIterable, Hashable, Sendable {
  case com, cn

  /// The host name, also the cache's directory for the site.
  public var host: String {
    switch self {
    case .com: "leetcode.com"
    case .cn: "leetcode.cn"
    }
  }

  /// The site's base URL.
  public var baseURL: String { "https://\(host)" }
}
