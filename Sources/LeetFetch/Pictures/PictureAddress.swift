import FoundationEssentials

/// A statement picture's own address, checked before anything is sent: https, no user name, and a
/// host that may be public (never loopback, link-local, private, unspecified or multicast).
///
/// A name's resolved addresses are checked again by the transport (`publicAddressesOnly`).
public struct PictureAddress: Hashable, Sendable {
  public var host: URLHost
  public var port: Int?
  /// The percent-encoded path, starting with `/`.
  public var path: String
  /// The percent-encoded query, without `?`, when there is one.
  public var query: String?

  /// Checks `url`.
  /// - Throws: `PictureFetchFailure` saying why it is not fetched.
  public init(_ url: URL) throws {
    guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: true),
      parts.scheme?.lowercased() == "https"
    else { throw PictureFetchFailure("not an https address", refused: true) }
    guard parts.user == nil, parts.password == nil, let text = parts.percentEncodedHost,
      let host = URLHost(text)
    else { throw PictureFetchFailure("not an address leetview fetches", refused: true) }
    guard host.mayBePublic else { throw PictureFetchFailure("a local or private address", refused: true) }
    self.host = host
    port = parts.port
    let path = parts.percentEncodedPath
    self.path = path.hasPrefix("/") ? path : "/" + path
    query = parts.percentEncodedQuery
  }

  /// The address rebuilt from its checked parts: what libcurl is given.
  public var url: URL? {
    let port = port.map { ":\($0)" } ?? ""
    return URL(string: "https://" + host.urlText + port + path + (query.map { "?" + $0 } ?? ""))
  }
}
