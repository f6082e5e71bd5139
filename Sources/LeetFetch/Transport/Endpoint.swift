import FoundationEssentials
import LeetModel
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
    guard let raw = environment["LEETVIEW_ENDPOINT"]?.trimmingWhitespace,
      !raw.isEmpty
    else {
      return Endpoint(base: site.baseURL, displayHost: site.host)
    }
    return try parse(raw)
  }

  /// Checks an endpoint URL with `BaseURL`'s strict rules and gives it in canonical form.
  /// - Throws: `LoadError.configuration`, one line.
  static func parse(_ raw: String) throws -> Endpoint {
    do {
      let url = try BaseURL.parse(raw)
      return Endpoint(base: url.text, displayHost: url.authority)
    } catch {
      throw LoadError.configuration(message(error, variable: "LEETVIEW_ENDPOINT", raw: raw))
    }
  }

  /// The one-line refusal of `raw`, set as `variable`, for `problem`.
  static func message(_ problem: BaseURL.Problem, variable: String, raw: String) -> String {
    let shown = "\(variable) '\(String(TextSanitizer.oneLine(raw).prefix(200)))'"
    switch problem {
    case .notAURL:
      return "\(shown) is not a URL such as http://127.0.0.1:8080 or https://leetcode.com"
    case .notPlain:
      return "\(variable) must be a plain base URL, without user, query or fragment"
    case .host(let host):
      return "\(shown): '\(TextSanitizer.oneLine(host))' is not a host name or an address in its "
        + "plain form (such as 127.0.0.1 or ::1); leading zeros, hex, shortened or integer "
        + "addresses are refused"
    case .port:
      return "\(shown) has a port that is not a number from 1 to 65535"
    case .scheme:
      return "\(shown) must start with https:// (or http:// for a loopback host)"
    case .plainHTTP(let host):
      return "\(shown) uses plain http, which leetview accepts only for loopback hosts "
        + "(127.0.0.1, localhost, ::1); use https for '\(host)'"
    }
  }

  /// Whether `host` names this machine: `localhost`, 127.0.0.0/8 or ::1, in plain form only.
  public static func isLoopback(_ host: String) -> Bool {
    URLHost(host)?.isLoopback ?? false
  }

  /// `base` + `path` (which starts with `/`).
  public func url(_ path: String) -> URL? {
    URL(string: base + path)
  }
}
