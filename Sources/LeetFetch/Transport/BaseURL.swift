/// A base URL read strictly, `scheme://host[:port][/path]`, and written back in one canonical form,
/// which is what libcurl is given: the host checked is the host connected to.
///
/// Plain http is accepted only for a loopback host (`127.0.0.0/8` as a plain dotted quad, `::1`,
/// `localhost`); `LEETVIEW_ENDPOINT` and `LEETVIEW_ASSET_MIRROR` are both read with it.
public struct BaseURL: Hashable, Sendable {
  /// `http` or `https`.
  public var scheme: String
  public var host: URLHost
  public var port: Int?
  /// The path, percent-encoded as written, without a trailing slash (`""` or `/...`).
  public var path: String

  /// Why a text is not a base URL.
  public enum Problem: Error, Equatable, Sendable {
    /// Not `scheme://host...` in printable ASCII.
    case notAURL
    /// It has a user, a query or a fragment.
    case notPlain
    /// The host is not a name or an address in its plain form (the text, shortened).
    case host(String)
    /// The port is not 1...65535.
    case port
    /// Neither http nor https.
    case scheme
    /// Plain http to a host that is not loopback.
    case plainHTTP(host: String)
  }

  /// Reads `text` (already trimmed).
  /// - Throws: `Problem`.
  public static func parse(_ text: String) throws(Problem) -> BaseURL {
    guard !text.isEmpty, text.unicodeScalars.allSatisfy({ (0x21...0x7e).contains($0.value) }),
      !text.contains("\\"), let separator = text.firstRange(of: "://")
    else { throw .notAURL }
    let scheme = text[..<separator.lowerBound].lowercased()
    guard !scheme.isEmpty, scheme.allSatisfy({ $0.isLetter }) else { throw .notAURL }
    let rest = text[separator.upperBound...]
    let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
    let authority = rest[..<authorityEnd]
    var path = String(rest[authorityEnd...])
    guard !authority.contains("@"), !path.contains("?"), !path.contains("#") else { throw .notPlain }
    let (hostText, portText) = try split(authority)
    guard let host = URLHost(String(hostText)) else { throw .host(String(hostText.prefix(80))) }
    var port: Int? = nil
    if let portText {
      guard (1...5).contains(portText.count), portText.allSatisfy({ ("0"..."9").contains($0) }),
        let number = Int(portText), (1...65535).contains(number)
      else { throw .port }
      port = number
    }
    switch scheme {
    case "https": break
    case "http": guard host.isLoopback else { throw .plainHTTP(host: host.urlText) }
    default: throw .scheme
    }
    while path.hasSuffix("/") { path.removeLast() }
    return BaseURL(scheme: scheme, host: host, port: port, path: path)
  }

  /// The host and the port's text (nil without a port).
  private static func split(_ authority: Substring) throws(Problem) -> (Substring, Substring?) {
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { throw .host(String(authority.prefix(80))) }
      let host = authority[...close]
      let after = authority[authority.index(after: close)...]
      if after.isEmpty { return (host, nil) }
      guard after.hasPrefix(":") else { throw .host(String(authority.prefix(80))) }
      return (host, after.dropFirst())
    }
    let pieces = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard pieces.count == 2 else { return (authority, nil) }
    return (pieces[0], pieces[1])
  }

  /// `scheme://host[:port]path`, the form every request's URL starts with.
  public var text: String {
    "\(scheme)://\(authority)\(path)"
  }

  /// The host with its port, as messages name it (`127.0.0.1:8080`, `[::1]:8080`, `leetcode.com`).
  public var authority: String {
    host.urlText + (port.map { ":\($0)" } ?? "")
  }
}
