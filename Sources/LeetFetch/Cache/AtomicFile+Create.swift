import FoundationEssentials
import Glibc

extension AtomicFile {
  /// Writes `data` to `url` only when no file is there: through a temporary file beside it and a
  /// hard link, so that the file appears whole or not at all, and an existing one is never
  /// replaced.
  /// - Returns: true when the file was written, false when one was already there.
  /// - Throws: `POSIXError` when it cannot be written.
  @discardableResult
  public static func create(_ data: Data, at url: URL) throws -> Bool {
    if FileManager.default.fileExists(atPath: url.path) { return false }
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).new")
    guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    defer { unlink(temporary.path) }
    if link(temporary.path, url.path) != 0 {
      if errno == EEXIST { return false }
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    return true
  }
}
