import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends requests with URLSession: no cookie store, no response cache, no redirects, and a hard
/// deadline per request on top of URLSession's own idle timeout.
public final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
  private let session: URLSession

  /// - Parameter idleTimeout: how long the connection may stay silent (connecting included).
  public init(idleTimeout: TimeInterval = 8) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.urlCache = nil
    configuration.urlCredentialStorage = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.timeoutIntervalForRequest = idleTimeout
    configuration.timeoutIntervalForResource = max(idleTimeout, 30)
    configuration.httpMaximumConnectionsPerHost = 2
    session = URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  public func send(_ request: HTTPRequest, timeout: TimeInterval) throws -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    urlRequest.timeoutInterval = max(
      0.05, min(timeout, session.configuration.timeoutIntervalForRequest))
    urlRequest.httpShouldHandleCookies = false
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    urlRequest.httpBody = request.body

    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    let task = session.dataTask(with: urlRequest) { data, response, error in
      outcome.set(data: data, response: response, error: error)
      done.signal()
    }
    task.resume()
    if done.wait(timeout: .now() + max(0.05, timeout)) == .timedOut {
      task.cancel()
      throw TransportError.timedOut
    }
    return try outcome.result()
  }

  /// The task's result, handed from URLSession's queue to the waiting thread.
  private final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    private var response: URLResponse?
    private var error: (any Error)?

    func set(data: Data?, response: URLResponse?, error: (any Error)?) {
      lock.lock()
      defer { lock.unlock() }
      self.data = data
      self.response = response
      self.error = error
    }

    func result() throws -> HTTPResponse {
      lock.lock()
      defer { lock.unlock() }
      if let error { throw Self.classify(error) }
      guard let http = response as? HTTPURLResponse else {
        throw TransportError.other("the answer was not HTTP")
      }
      var headers: [String: String] = [:]
      for (key, value) in http.allHeaderFields {
        if let key = key as? String, let value = value as? String {
          headers[key.lowercased()] = value
        }
      }
      return HTTPResponse(status: http.statusCode, headers: headers, body: data ?? Data())
    }

    /// The TLS library's own words, on one short line, or a plain phrase when it has none.
    static func tlsReason(_ error: URLError) -> String {
      let text = TextSanitizerLite.oneLine(error.localizedDescription)
      let useful = ["SSL", "TLS", "certificate"].contains(where: { text.contains($0) })
      return useful ? String(text.prefix(160)) : "the secure (TLS) connection failed"
    }

    static func classify(_ error: any Error) -> TransportError {
      guard let urlError = error as? URLError else {
        return .other((error as NSError).localizedDescription)
      }
      switch urlError.code {
      case .timedOut: return .timedOut
      case .cannotConnectToHost: return .cannotConnect("connection refused")
      case .cannotFindHost, .dnsLookupFailed: return .cannotConnect("host not found")
      case .notConnectedToInternet: return .cannotConnect("no network")
      case .networkConnectionLost: return .connectionLost("the connection was lost mid-response")
      case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
        .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot,
        .clientCertificateRejected, .clientCertificateRequired:
        return .untrusted(tlsReason(urlError))
      case .badServerResponse: return .connectionLost("the response was malformed or cut short")
      case .cancelled: return .timedOut
      case .unknown:
        // libcurl's TLS failures arrive as "unknown", with its own description.
        let description = urlError.localizedDescription
        if ["SSL", "TLS", "certificate"].contains(where: { description.contains($0) }) {
          return .untrusted(tlsReason(urlError))
        }
        return .cannotConnect("network error")
      default: return .other("network error \(urlError.code.rawValue)")
      }
    }
  }
}

/// Refuses redirects: LeetCode's API answers directly, and a redirect is a sign of a login wall.
private final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}
