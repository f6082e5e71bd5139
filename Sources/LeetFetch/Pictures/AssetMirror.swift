import Foundation
import TermCore

/// `LEETVIEW_ASSET_MIRROR`: the base URL pictures are fetched from instead of their own host.
///
/// A picture at `https://HOST/PATH` is fetched as `<mirror>/HOST/PATH` (tests, offline mirrors).
/// Plain http is accepted for loopback hosts only.
public struct AssetMirror: Hashable, Sendable {
  /// The base URL without a trailing slash.
  public var base: String

  /// The mirror named by the environment, or nil when none is set.
  /// - Throws: `LoadError.configuration` for a URL that is not https (or http to loopback).
  public static func resolve(environment: [String: String]) throws -> AssetMirror? {
    guard let raw = environment["LEETVIEW_ASSET_MIRROR"]?.trimmingCharacters(in: .whitespaces),
      !raw.isEmpty
    else { return nil }
    let shown = String(TextSanitizer.oneLine(raw).prefix(200))
    guard let components = URLComponents(string: raw), let scheme = components.scheme?.lowercased(),
      let host = components.host, !host.isEmpty, components.user == nil, components.query == nil,
      components.fragment == nil,
      scheme == "https" || (scheme == "http" && Endpoint.isLoopback(host))
    else {
      throw LoadError.configuration(
        "LEETVIEW_ASSET_MIRROR '\(shown)' must be an https base URL (plain http only for 127.0.0.1, localhost or ::1)"
      )
    }
    var base = raw
    while base.hasSuffix("/") { base.removeLast() }
    return AssetMirror(base: base)
  }

  /// Where `url` is fetched from through this mirror.
  public func location(of url: URL) -> URL? {
    guard let host = url.host, !host.isEmpty else { return nil }
    let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? url.path
    return URL(string: base + "/" + host.lowercased() + (path.hasPrefix("/") ? path : "/" + path))
  }
}
