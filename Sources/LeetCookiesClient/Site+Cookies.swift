import LeetModel

extension Site {
  /// The cookie hosts that belong to the site: the domain cookie and the host-only one.
  public var cookieHosts: [String] { [".\(host)", host] }
}
