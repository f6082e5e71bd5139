import Foundation

/// Reads a pipe to its end on a thread of its own.
///
/// A child's stdout and stderr each get one, so that neither pipe can fill while the other is read.
final class PipeReader: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var data = Data()

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      let read = handle.readDataToEndOfFile()
      lock.withLock { data = read }
      done.signal()
    }
  }

  /// What was read, once the pipe ended or `seconds` passed (then what is known: nothing).
  func finish(waitingAtMost seconds: Double) -> Data {
    _ = done.wait(timeout: .now() + seconds)
    return lock.withLock { data }
  }
}
