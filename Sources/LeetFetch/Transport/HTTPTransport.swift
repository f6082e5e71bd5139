import FoundationEssentials

/// One HTTP request as leetview sends it.
public struct HTTPRequest: Sendable {
  public var method: String
  public var url: URL
  /// Header fields in the order they are set; names as written.
  public var headers: [(name: String, value: String)]
  public var body: Data?
  /// Connect only to public addresses: the transport refuses (`TransportError.refused`) when the
  /// host resolves to a loopback, link-local, private or otherwise local one (statement pictures).
  public var publicAddressesOnly = false
  /// The largest body accepted for this request, when it is less than the transport's own cap.
  public var maximumBody: Int?

  public init(
    method: String, url: URL, headers: [(name: String, value: String)] = [], body: Data? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }

  /// The value of header `name` (case-insensitive).
  public func header(_ name: String) -> String? {
    let wanted = name.lowercased()
    return headers.first { $0.name.lowercased() == wanted }?.value
  }
}

/// One HTTP response: status, header fields (names lowercased) and the body as received.
public struct HTTPResponse: Sendable {
  public var status: Int
  public var headers: [String: String]
  public var body: Data

  public init(status: Int, headers: [String: String] = [:], body: Data) {
    self.status = status
    self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { a, _ in a }
    self.body = body
  }
}

/// Why a request got no complete response.
public enum TransportError: Error, Equatable, Sendable {
  /// No complete answer within the time allowed.
  case timedOut
  /// The host could not be reached (refused, no route, no such host, no network).
  case cannotConnect(String)
  /// The connection broke before the response was complete.
  case connectionLost(String)
  /// The server's TLS certificate is not trusted (certificate checks are never turned off).
  case untrusted(String)
  /// The body passed the transport's cap (this many bytes announced or received).
  case tooLarge(Int)
  /// Refused before anything was sent: a header holding a line break, or an address that is not
  /// public for a request that wants only public ones.
  case refused(String)
  /// Anything else.
  case other(String)
}

/// Sends requests and waits for their responses.
///
/// Implementations are thread-safe.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and waits at most `timeout` seconds for the whole response.
  /// - Throws: `TransportError`.
  func send(_ request: HTTPRequest, timeout: TimeInterval) throws -> HTTPResponse
}
