import Foundation

/// A Unix socket that takes connections and never says a word: a session bus that does not answer.
final class SilentSocket {
  private let descriptor: Int32
  private var clients: [Int32] = []

  /// Listens at `path`.
  /// - Throws: `CocoaError` when the socket cannot be made.
  init(path: String) throws {
    descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard descriptor >= 0, bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      throw CocoaError(.fileWriteUnknown)
    }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in bytes.enumerated() { raw[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0, listen(descriptor, 16) == 0 else { throw CocoaError(.fileWriteUnknown) }
  }

  /// Waits up to `seconds` for a connection, takes it and keeps it silent; whether one came.
  func awaitConnection(seconds: Int32) -> Bool {
    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&waiting, 1, seconds * 1000) == 1 else { return false }
    let client = accept(descriptor, nil, nil)
    if client >= 0 { clients.append(client) }
    return client >= 0
  }

  func close() {
    for client in clients { Foundation.close(client) }
    Foundation.close(descriptor)
  }
}
