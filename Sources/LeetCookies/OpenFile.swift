import Glibc

/// A browser's file opened for copying, and its size as `fstat` gave it once open.
struct OpenFile {
  /// The open descriptor (the caller closes it).
  let descriptor: Int32
  /// The bytes it held when opened.
  let size: Int64
  /// What follows the database's name in its name (`""`, `-wal`, ...).
  let suffix: String

  /// `source` and those of its `companions` that exist, each open and measured; the ones opened
  /// are closed again when one fails.
  /// - Throws: `PrivateCopy.Failure` when the database cannot be opened or one is not a regular file.
  static func all(_ source: String, companions: [String]) throws(PrivateCopy.Failure) -> [OpenFile] {
    var files: [OpenFile] = []
    do {
      for suffix in [""] + companions {
        if let file = try OpenFile(source + suffix, suffix: suffix, required: suffix.isEmpty) {
          files.append(file)
        }
      }
    } catch {
      files.forEach { close($0.descriptor) }
      throw error
    }
    return files
  }

  /// Opens `path` non-blocking (a FIFO or device in a profile cannot hold the reader) and checks
  /// that it is a regular file; nil when an optional file is missing.
  private init?(_ path: String, suffix: String, required: Bool) throws(PrivateCopy.Failure) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT && !required { return nil }
      throw Self.failure(code)
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw .other("not a regular file")
    }
    self.descriptor = descriptor
    self.size = Int64(info.st_size)
    self.suffix = suffix
  }

  /// Copies the file byte for byte into a new 0600 file at `target`, taking what it copies from
  /// `left`; stops when `left` is spent (the file grew) or `budget`'s time is up.
  /// - Throws: `PrivateCopy.Failure` when it cannot be read or written, or past the budget.
  func copy(to target: String, left: inout Int64, budget: ReadingBudget) throws(PrivateCopy.Failure) {
    let output = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard output >= 0 else { throw .other(String(cString: strerror(errno))) }
    defer { close(output) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      if budget.hasPassed { throw .tooSlow }
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return }
      if count < 0 {
        if errno == EINTR { continue }
        throw Self.failure(errno)
      }
      left -= Int64(count)
      if left < 0 { throw .tooLarge(budget.bytes - left) }
      let written = buffer.withUnsafeBytes { write(output, $0.baseAddress, count) }
      guard written == count else { throw .other("the copy could not be written") }
    }
  }

  /// The failure for an `errno` from opening or reading the browser's file.
  static func failure(_ code: Int32) -> PrivateCopy.Failure {
    switch code {
    case EACCES, EPERM: .noPermission
    case ENOENT: .missing
    default: .other(String(cString: strerror(code)))
    }
  }
}
