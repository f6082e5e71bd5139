import FoundationEssentials
import Glibc

/// Whole reads and writes on a file descriptor, retried over interrupts and short counts: what
/// Foundation's `FileHandle` gives, without Foundation.
public enum FileDescriptorIO {
  /// Writes all of `data` on `descriptor`; false when it refuses part of it (a closed pipe, a full
  /// disk), after which the rest is not written.
  @discardableResult
  public static func write(_ data: Data, to descriptor: Int32) -> Bool {
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  /// Everything `descriptor` gives up to its end (or its first error), at most `limit` bytes
  /// read: nil when there was more than `limit`.
  ///
  /// With an `end`, what arrived by then when the descriptor is still open at it (another process
  /// may hold a pipe's write end).
  public static func readToEnd(
    _ descriptor: Int32, limit: Int = .max, until end: ContinuousClock.Instant? = nil
  ) -> Data? {
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      if let end {
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&watched, 1, milliseconds(until: end))
        if ready < 0 && errno == EINTR { continue }
        guard ready > 0 else { return data }
      }
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return data }
      guard data.count + count <= limit else { return nil }
      data.append(contentsOf: chunk.prefix(count))
    }
  }

  /// The whole milliseconds from now to `end`, none when it has passed (a `poll` timeout).
  private static func milliseconds(until end: ContinuousClock.Instant) -> Int32 {
    let left = ContinuousClock.now.duration(to: end).components
    return Int32(clamping: max(0, left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000))
  }
}

/// The process's standard streams, written and read whole (see `FileDescriptorIO`).
public enum StandardStream {
  /// Writes `text` on standard output; false when the stream refuses it.
  @discardableResult
  public static func output(_ text: String) -> Bool { FileDescriptorIO.write(Data(text.utf8), to: 1) }

  /// Writes `data` on standard output; false when the stream refuses it.
  @discardableResult
  public static func output(_ data: Data) -> Bool { FileDescriptorIO.write(data, to: 1) }

  /// Writes `text` on standard error; false when the stream refuses it.
  @discardableResult
  public static func error(_ text: String) -> Bool { FileDescriptorIO.write(Data(text.utf8), to: 2) }

  /// Everything on standard input up to its end.
  public static func inputToEnd() -> Data { FileDescriptorIO.readToEnd(0) ?? Data() }
}
