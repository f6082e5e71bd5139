import FoundationEssentials
import TermCore

/// `LEETVIEW_ASSET_MIRROR`: the base URL pictures are fetched from instead of their own host.
///
/// A picture at `https://HOST/PATH` is fetched as `<mirror>/HOST/PATH` (tests, offline mirrors).
/// Read with `BaseURL`'s rules: plain http is accepted for loopback hosts only. The user sets the
/// mirror, so it may be on this machine; the pictures' own addresses may not (`PictureAddress`).
public struct AssetMirror: Hashable, Sendable {
  /// The base URL without a trailing slash.
  public var base: String

  public init(base: String) {
    self.base = base
  }

  /// The mirror named by the environment, or nil when none is set.
  /// - Throws: `LoadError.configuration` for a URL that is not https (or http to loopback).
  public static func resolve(environment: [String: String]) throws -> AssetMirror? {
    guard let raw = environment["LEETVIEW_ASSET_MIRROR"]?.trimmingWhitespace,
      !raw.isEmpty
    else { return nil }
    do {
      return AssetMirror(base: try BaseURL.parse(raw).text)
    } catch {
      throw LoadError.configuration(Endpoint.message(error, variable: "LEETVIEW_ASSET_MIRROR", raw: raw))
    }
  }

  /// Where the picture at `address` is fetched from through this mirror (its path, as before).
  public func location(of address: PictureAddress) -> URL? {
    URL(string: base + "/" + address.host.urlText + address.path)
  }
}
