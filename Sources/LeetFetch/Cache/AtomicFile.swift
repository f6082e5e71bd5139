import FoundationEssentials
import Glibc

/// Writes files so that readers see either the old content or the new, never a part.
///
/// The files are the user's alone (mode 0600 in 0700 folders): the cache holds their code.
public enum AtomicFile {
  /// Writes `data` to a temporary file beside `url`, flushes it, then renames it over `url`.
  /// - Parameter root: the folder whose tree this is (the cache root): it and every folder down
  ///   to `url` are made private to their owner, so an old 0755 cache is tightened as it is written.
  public static func write(_ data: Data, to url: URL, privateFrom root: URL? = nil) throws {
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    PrivateFolders.tighten(from: root ?? directory, to: directory)
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    var failure: POSIXErrorCode? = nil
    data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fd, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = POSIXErrorCode(rawValue: errno) ?? .EIO
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(fd) != 0 { failure = POSIXErrorCode(rawValue: errno) ?? .EIO }
    close(fd)
    if failure == nil, rename(temporary.path, url.path) != 0 {
      // An empty directory where the file belongs (a damaged cache) gives way; a directory
      // holding anything is never removed.
      if errno == EISDIR, rmdir(url.path) == 0, rename(temporary.path, url.path) == 0 {
        removeAbandonedTemporaries(of: url)
        return
      }
      failure = POSIXErrorCode(rawValue: errno) ?? .EIO
    }
    if let failure {
      unlink(temporary.path)
      throw POSIXError(failure)
    }
    removeAbandonedTemporaries(of: url)
  }

  /// Removes temporary files of `url` that a killed process left behind: those older than
  /// `abandonedAfter` (a live writer finishes long before).
  ///
  /// They are never read as entries.
  static func removeAbandonedTemporaries(of url: URL, abandonedAfter: TimeInterval = 600) {
    let directory = url.deletingLastPathComponent()
    let prefix = ".\(url.lastPathComponent)."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
    let cutoff = Date().timeIntervalSince1970 - abandonedAfter
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let path = directory.appendingPathComponent(name).path
      var info = stat()
      if stat(path, &info) == 0, TimeInterval(info.st_mtim.tv_sec) < cutoff { unlink(path) }
    }
  }
}
