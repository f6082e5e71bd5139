import Foundation
import LeetTestSupport
import Testing

@testable import LeetFetch
@testable import LeetNetwork

#if canImport(Glibc)
  import Glibc
#endif

/// The transport's cap on a body's size.
///
/// A body over the cap, with or without a stated length, is refused once the cap is passed; what
/// is held in memory never grows much past it.
@Suite struct TransportLimitTests {
  @Test func bodyWithALengthOverTheCapIsRefused() throws {
    let body = Data(repeating: 0x20, count: 3 << 20)
    let server = try FakeHTTPServer { _ in
      .response(status: 200, headers: [("Content-Type", "application/json")], body: body)
    }
    defer { server.stop() }
    let transport = CurlTransport(idleTimeout: 20, maximumBody: 1 << 20)
    let request = HTTPRequest(
      method: "GET", url: try #require(URL(string: server.baseURL + "/x")), headers: [])
    do {
      _ = try transport.send(request, timeout: 30)
      Issue.record("a body over the cap was accepted")
    } catch TransportError.tooLarge(let bytes) {
      #expect(bytes > 1 << 20 && bytes <= 3 << 20)
    }
  }

  @Test func endlessBodyWithoutALengthIsRefusedHoldingAtMostTheCap() throws {
    let server = try EndlessServer()
    defer { server.stop() }
    let transport = CurlTransport(idleTimeout: 20, maximumBody: 1 << 20)
    let request = HTTPRequest(
      method: "GET", url: try #require(URL(string: "http://127.0.0.1:\(server.port)/x")),
      headers: [])
    do {
      _ = try transport.send(request, timeout: 60)
      Issue.record("an endless body was accepted")
    } catch TransportError.tooLarge(let bytes) {
      #expect(bytes > 1 << 20 && bytes < 2 << 20, "held \(bytes) bytes at most")
    }
    let written = server.waitForWritten()
    print("endless body: the server wrote \(written >> 20) MB before the client hung up")
  }
}

/// Answers one request with a body of no stated length, written in 256 KB pieces until the
/// client hangs up or `limit` bytes are written.
private final class EndlessServer: @unchecked Sendable {
  static let limit = 256 << 20
  let port: UInt16
  private let listener: Int32
  private let finished = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var written = 0

  init() throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && listen(fd, 4) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    guard bound else {
      close(fd)
      throw POSIXError(.EADDRINUSE)
    }
    listener = fd
    port = UInt16(bigEndian: address.sin_port)
    Thread { [self] in serveOne() }.start()
  }

  private func serveOne() {
    defer { finished.signal() }
    let client = accept(listener, nil, nil)
    guard client >= 0 else { return }
    defer { close(client) }
    var buffer = [UInt8](repeating: 0, count: 8192)
    var request = Data()
    while !request.contains(Data("\r\n\r\n".utf8)) {
      let count = recv(client, &buffer, buffer.count, 0)
      if count <= 0 { return }
      request.append(contentsOf: buffer[0..<count])
    }
    let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n"
    _ = head.withCString { send(client, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    let piece = [UInt8](repeating: 0x20, count: 256 << 10)
    var total = 0
    while total < Self.limit {
      let sent = piece.withUnsafeBytes {
        send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if sent <= 0 { break }
      total += sent
    }
    lock.lock()
    written = total
    lock.unlock()
  }

  /// How much was written, once the server has finished.
  func waitForWritten() -> Int {
    _ = finished.wait(timeout: .now() + 120)
    lock.lock()
    defer { lock.unlock() }
    return written
  }

  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }
}
