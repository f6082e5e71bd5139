#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A non-blocking pipe that other threads and signal handlers write a byte to, so that a `poll`
/// on its read end wakes the run loop.
public final class WakePipe: Sendable {
  public let readEnd: Int32
  public let writeEnd: Int32

  /// A new pipe; nil when the system has no descriptors left.
  public init?() {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    readEnd = fds[0]
    writeEnd = fds[1]
    for fd in fds {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
  }

  /// Wakes the reader.
  ///
  /// Safe from any thread.
  public func wake() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Empties the pipe.
  public func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(readEnd, &buffer, buffer.count) > 0 {}
  }

  deinit {
    close(readEnd)
    close(writeEnd)
  }
}
