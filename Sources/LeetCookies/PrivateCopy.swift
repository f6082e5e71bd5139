import Foundation
import LeetCookiesClient

/// A private copy of a cookie database with its `-wal`, `-shm` and `-journal`, in a 0700 folder
/// of its own, so that what the browser wrote a moment ago is read and its files are never
/// written or locked.
///
/// Call `remove()` when done; the folders still there when the helper is interrupted are removed
/// by `PrivateCopy.removeOnSignals()`.
struct PrivateCopy {
  /// Why a database could not be copied.
  enum Failure: Error, Equatable {
    /// The file or its folder may not be read.
    case noPermission
    /// The file is not there.
    case missing
    /// Anything else, in the system's words.
    case other(String)
  }

  /// The files beside a database that SQLite reads with it.
  static let companions = ["-wal", "-shm", "-journal"]

  /// The private folder.
  let folder: String
  /// The copied database in it.
  let database: String

  /// Copies `source` (and the companions that exist) into a new private folder.
  /// - Throws: `Failure` when the database cannot be read or the folder made.
  init(of source: String, temporary: String = NSTemporaryDirectory()) throws(Failure) {
    var template = Array((temporary.hasSuffix("/") ? temporary : temporary + "/").utf8CString.dropLast())
    template += Array("leetview-cookies.XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw .other(String(cString: strerror(errno))) }
    folder = String(cString: made)
    chmod(folder, 0o700)
    CopyRegistry.shared.insert(folder)
    database = folder + "/cookies.db"
    do {
      try Self.copy(source, to: database, required: true)
      for suffix in Self.companions { try Self.copy(source + suffix, to: database + suffix, required: false) }
    } catch {
      remove()
      throw error
    }
  }

  /// Removes the folder and everything in it.
  func remove() {
    for suffix in [""] + Self.companions { unlink(database + suffix) }
    try? FileManager.default.removeItem(atPath: folder)
    CopyRegistry.shared.remove(folder)
  }

  /// Copies one file byte for byte into a new 0600 file; a missing optional file is skipped.
  private static func copy(_ source: String, to target: String, required: Bool) throws(Failure) {
    // Non-blocking, so that a FIFO or device in a profile cannot hold the reader; only regular
    // files are copied.
    let input = open(source, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard input >= 0 else {
      let code = errno
      if code == ENOENT && !required { return }
      throw failure(code)
    }
    defer { close(input) }
    var info = stat()
    guard fstat(input, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      throw .other("not a regular file")
    }
    let output = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard output >= 0 else { throw .other(String(cString: strerror(errno))) }
    defer { close(output) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count == 0 { return }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(errno)
      }
      let written = buffer.withUnsafeBytes { write(output, $0.baseAddress, count) }
      guard written == count else { throw .other("the copy could not be written") }
    }
  }

  /// The failure for an `errno` from opening or reading the browser's file.
  private static func failure(_ code: Int32) -> Failure {
    switch code {
    case EACCES, EPERM: .noPermission
    case ENOENT: .missing
    default: .other(String(cString: strerror(code)))
    }
  }

  /// Removes every private folder still there when SIGINT, SIGTERM or SIGHUP arrives, then ends
  /// the process as the signal would have.
  static func removeOnSignals() {
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      Foundation.signal(signal, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
      source.setEventHandler {
        for folder in CopyRegistry.shared.all() { try? FileManager.default.removeItem(atPath: folder) }
        _exit(128 + signal)
      }
      source.resume()
      CopyRegistry.shared.keep(source)
    }
  }
}
