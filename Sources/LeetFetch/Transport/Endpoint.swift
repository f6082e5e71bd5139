import Foundation
import TermCore

/// The base URL every request goes to: the site's own, or `LEETVIEW_ENDPOINT` (tests, mirrors).
public struct Endpoint: Hashable, Sendable {
  /// The base URL without a trailing slash, such as `https://leetcode.com`.
  public var base: String
  /// The host name (with port when one is given), for messages.
  public var displayHost: String

  public init(base: String, displayHost: String) {
    self.base = base
    self.displayHost = displayHost
  }

  /// The endpoint for `site`, replaced by `LEETVIEW_ENDPOINT` when that is set.
  /// - Throws: `LoadError.configuration` for a URL that is not http(s), or plain http to a host that
  ///   is not loopback.
  public static func resolve(site: Site, environment: [String: String]) throws -> Endpoint {
    guard let raw = environment["LEETVIEW_ENDPOINT"]?.trimmingCharacters(in: .whitespaces),
      !raw.isEmpty
    else {
      return Endpoint(base: site.baseURL, displayHost: site.host)
    }
    return try parse(raw)
  }

  /// Checks and normalises an endpoint URL.
  static func parse(_ raw: String) throws -> Endpoint {
    let shown = String(TextSanitizer.oneLine(raw).prefix(200))
    guard let components = URLComponents(string: raw), let scheme = components.scheme?.lowercased(),
      var host = components.host, !host.isEmpty
    else {
      throw LoadError.configuration(
        "LEETVIEW_ENDPOINT '\(shown)' is not a URL such as http://127.0.0.1:8080 or https://leetcode.com"
      )
    }
    guard components.user == nil, components.password == nil, components.query == nil,
      components.fragment == nil
    else {
      throw LoadError.configuration(
        "LEETVIEW_ENDPOINT must be a plain base URL, without user, query or fragment")
    }
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    switch scheme {
    case "https": break
    case "http":
      guard isLoopback(host) else {
        throw LoadError.configuration(
          "LEETVIEW_ENDPOINT '\(shown)' uses plain http, which leetview accepts only for loopback "
            + "hosts (127.0.0.1, localhost, ::1); use https for '\(host)'")
      }
    default:
      throw LoadError.configuration(
        "LEETVIEW_ENDPOINT '\(shown)' must start with https:// (or http:// for a loopback host)")
    }
    var base = "\(scheme)://"
    base += host.contains(":") ? "[\(host)]" : host
    var display = host
    if let port = components.port {
      base += ":\(port)"
      display += ":\(port)"
    }
    var path = components.percentEncodedPath
    while path.hasSuffix("/") { path.removeLast() }
    base += path
    return Endpoint(base: base, displayHost: display)
  }

  /// Whether `host` names this machine: `localhost`, 127.0.0.0/8 or ::1.
  public static func isLoopback(_ host: String) -> Bool {
    var name = host.lowercased()
    if name.hasPrefix("[") && name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
    if name == "localhost" { return true }
    if name == "::1" || name == "0:0:0:0:0:0:0:1" { return true }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
      return false
    }
    let numbers = parts.compactMap { Int($0) }
    return numbers.count == 4 && numbers[0] == 127 && numbers.allSatisfy { $0 <= 255 }
  }

  /// `base` + `path` (which starts with `/`).
  public func url(_ path: String) -> URL? {
    URL(string: base + path)
  }
}
