import Foundation
import LeetFetch
import TermCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends requests with URLSession: no cookie store, no response cache, no redirects, a hard
/// deadline per request on top of URLSession's own idle timeout, and a cap on the body's size
/// (the transfer stops as soon as it is passed, so a huge answer never fills memory).
public final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
  private let session: URLSession
  private let delegate: SessionDelegate

  /// - Parameters:
  ///   - idleTimeout: how long the connection may stay silent (connecting included).
  ///   - maximumBody: the largest body accepted, in bytes.
  public init(idleTimeout: TimeInterval = 8, maximumBody: Int = 8 << 20) {
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
    delegate = SessionDelegate(maximumBody: maximumBody)
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
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
    let task = session.dataTask(with: urlRequest)
    delegate.register(task, outcome)
    task.resume()
    if outcome.done.wait(timeout: .now() + max(0.05, timeout)) == .timedOut {
      task.cancel()
      delegate.forget(task)
      throw TransportError.timedOut
    }
    return try outcome.result()
  }

  /// The task's result, handed from URLSession's queue to the waiting thread.
  fileprivate final class Outcome: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var data = Data()
    private var response: URLResponse?
    private var error: (any Error)?
    private var tooLarge: Int?

    /// Keeps the response head; false when it announces a body over `maximum`.
    func receive(_ response: URLResponse, maximum: Int) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      self.response = response
      if response.expectedContentLength > Int64(maximum) {
        tooLarge = Int(response.expectedContentLength)
        return false
      }
      return true
    }

    /// Appends a piece of the body; false once the body is over `maximum`.
    func receive(_ piece: Data, maximum: Int) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      // After the cap, pieces still in flight before the cancel lands are dropped.
      if tooLarge != nil { return false }
      data.append(piece)
      if data.count > maximum {
        tooLarge = data.count
        data = Data()
        return false
      }
      return true
    }

    func finish(_ error: (any Error)?) {
      lock.lock()
      self.error = error
      lock.unlock()
      done.signal()
    }

    func result() throws -> HTTPResponse {
      lock.lock()
      defer { lock.unlock() }
      if let tooLarge { throw TransportError.tooLarge(tooLarge) }
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
      return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    }

    /// The TLS library's own words, on one short line, or a plain phrase when it has none.
    static func tlsReason(_ error: URLError) -> String {
      let text = TextSanitizer.oneLine(error.localizedDescription)
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
        // A reset that lands before any of the response was read also arrives as "unknown".
        if ["reset", "Recv failure", "Send failure", "closed"].contains(where: { description.contains($0) }) {
          return .connectionLost("the connection was reset")
        }
        return .cannotConnect("network error (\(String(TextSanitizer.oneLine(description).prefix(80))))")
      default: return .other("network error \(urlError.code.rawValue)")
      }
    }
  }
}

/// Collects each task's response into its `Outcome`, stopping a body that grows past the cap,
/// and refuses redirects: LeetCode's API answers directly, and a redirect is a sign of a login
/// wall (nor may credentials follow one to another host).
private final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let maximumBody: Int
  private let lock = NSLock()
  private var outcomes: [Int: URLSessionTransport.Outcome] = [:]

  init(maximumBody: Int) {
    self.maximumBody = maximumBody
  }

  func register(_ task: URLSessionTask, _ outcome: URLSessionTransport.Outcome) {
    lock.lock()
    outcomes[task.taskIdentifier] = outcome
    lock.unlock()
  }

  func forget(_ task: URLSessionTask) {
    lock.lock()
    outcomes[task.taskIdentifier] = nil
    lock.unlock()
  }

  private func outcome(_ task: URLSessionTask) -> URLSessionTransport.Outcome? {
    lock.lock()
    defer { lock.unlock() }
    return outcomes[task.taskIdentifier]
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let accepted = outcome(dataTask)?.receive(response, maximum: maximumBody) ?? false
    completionHandler(accepted ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    if outcome(dataTask)?.receive(data, maximum: maximumBody) == false { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let outcome = outcome(task)
    forget(task)
    outcome?.finish(error)
  }
}
