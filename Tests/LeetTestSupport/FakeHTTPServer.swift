import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A request the fake server received.
public struct ReceivedRequest: Sendable {
  public var method: String
  /// The path with its query, such as `/graphql`.
  public var path: String
  /// Header fields, names lowercased.
  public var headers: [String: String]
  public var body: Data
}

/// What the fake server does with one request.
public enum FakeReply: Sendable {
  /// A complete response.
  case response(status: Int, headers: [(String, String)], body: Data)
  /// Headers promising the whole body, half of it, then a connection reset.
  case resetMidBody(Data)
  /// Reads the request and never answers (until the server stops or the client gives up).
  case hang
}

/// A minimal HTTP/1.1 server on 127.0.0.1 with an ephemeral port, on POSIX sockets and threads.
///
/// One request per connection (`Connection: close`).
public final class FakeHTTPServer: @unchecked Sendable {
  /// The port the server listens on.
  public let port: UInt16
  private let listener: Int32
  private let handler: @Sendable (ReceivedRequest) -> FakeReply
  private let lock = NSLock()
  private var stopped = false
  private var openConnections = Set<Int32>()
  private var acceptThreadDone = DispatchSemaphore(value: 0)

  /// Starts listening; `handler` answers every request, on the connection's own thread.
  public init(handler: @escaping @Sendable (ReceivedRequest) -> FakeReply) throws {
    self.handler = handler
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw POSIXError(.EIO) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(0).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 64) == 0 else {
      close(fd)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    port = UInt16(bigEndian: address.sin_port)
    listener = fd
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  deinit {
    stop()
  }

  /// `http://127.0.0.1:<port>`.
  public var baseURL: String { "http://127.0.0.1:\(port)" }

  /// Stops listening and closes every connection still open (hanging ones included).
  public func stop() {
    lock.lock()
    if stopped {
      lock.unlock()
      return
    }
    stopped = true
    lock.unlock()
    acceptThreadDone.wait()
    close(listener)
    // Under the lock: a connection that ends meanwhile closes its descriptor under it too, so a
    // number closed and reused by another socket of the process is never shut down here.
    lock.lock()
    for fd in openConnections { shutdown(fd, Int32(SHUT_RDWR)) }
    lock.unlock()
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  private func acceptLoop() {
    defer { acceptThreadDone.signal() }
    while !isStopped {
      var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 50) > 0 else { continue }
      let client = accept(listener, nil, nil)
      guard client >= 0 else { continue }
      lock.lock()
      openConnections.insert(client)
      lock.unlock()
      let thread = Thread { [self] in serve(client) }
      thread.start()
    }
  }

  private func serve(_ fd: Int32) {
    defer {
      lock.lock()
      openConnections.remove(fd)
      close(fd)
      lock.unlock()
    }
    guard let request = readRequest(fd) else { return }
    switch handler(request) {
    case .response(let status, let headers, let body):
      var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
      for (name, value) in headers { head += "\(name): \(value)\r\n" }
      head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
      sendAll(fd, Data(head.utf8) + body)
      shutdown(fd, Int32(SHUT_WR))
      drain(fd)
    case .resetMidBody(let body):
      let head =
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n"
        + "Connection: close\r\n\r\n"
      sendAll(fd, Data(head.utf8) + body.prefix(body.count / 2))
      usleep(20_000)
      var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
      setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
    case .hang:
      while !isStopped {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        if poll(&poller, 1, 50) > 0 {
          var byte: UInt8 = 0
          if recv(fd, &byte, 1, 0) <= 0 { break }
        }
      }
    }
  }

  /// Waits briefly for the client to close, so that the close sends no reset.
  private func drain(_ fd: Int32) {
    var buffer = [UInt8](repeating: 0, count: 1024)
    for _ in 0..<20 {
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 50) > 0 else { continue }
      if recv(fd, &buffer, buffer.count, 0) <= 0 { return }
    }
  }

  private func readRequest(_ fd: Int32) -> ReceivedRequest? {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let separator = Data("\r\n\r\n".utf8)
    var headerEnd: Range<Data.Index>? = nil
    while headerEnd == nil {
      let count = recv(fd, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      data.append(contentsOf: buffer[0..<count])
      headerEnd = data.range(of: separator)
      if data.count > 1_000_000 { return nil }
    }
    guard let headerEnd else { return nil }
    let head = String(decoding: data[..<headerEnd.lowerBound], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      headers[name] = headers[name].map { "\($0), \(value)" } ?? value
    }
    var body = Data(data[headerEnd.upperBound...])
    let length = headers["content-length"].flatMap { Int($0) } ?? 0
    if body.count < length, headers["expect"]?.lowercased() == "100-continue" {
      sendAll(fd, Data("HTTP/1.1 100 Continue\r\n\r\n".utf8))
    }
    while body.count < length {
      let count = recv(fd, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      body.append(contentsOf: buffer[0..<count])
    }
    return ReceivedRequest(
      method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: body)
  }

  private func sendAll(_ fd: Int32, _ data: Data) {
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let sent = send(fd, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
        if sent < 0 && errno == EINTR { continue }
        if sent <= 0 { return }
        offset += sent
      }
    }
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    default: "Status"
    }
  }
}
