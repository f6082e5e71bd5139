import Glibc
import LeetCookiesClient

/// What the first 100 bytes of a database file say before SQLite is asked: whether it is SQLite
/// at all, and whether it is as long as its header claims.
enum DatabaseHeader {
  /// SQLite's magic string, "SQLite format 3" and a NUL.
  static let magic = Array("SQLite format 3".utf8) + [0]

  /// The problem with the file at `path` that its size and header show, or nil when it looks whole.
  ///
  /// A database with a write-ahead log beside it is left to SQLite (its main file may be
  /// shorter until the log is checkpointed).
  static func problem(at path: String) -> DatabaseProblem? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .unreadable("cannot open the copy") }
    defer { close(descriptor) }
    let header = start(of: descriptor, count: 100)
    let end = lseek(descriptor, 0, SEEK_END)
    let size = end < 0 ? header.count : Int(end)
    if header.isEmpty { return .truncated }
    if header.count < magic.count {
      return Array(magic.prefix(header.count)) == header ? .truncated : .notSQLite
    }
    guard Array(header.prefix(magic.count)) == magic else { return .notSQLite }
    guard header.count == 100 else { return .truncated }
    if hasLog(path) { return nil }
    let rawPageSize = Int(header[16]) << 8 | Int(header[17])
    let pageSize = rawPageSize == 1 ? 65536 : rawPageSize
    let pages = header[28..<32].reduce(0) { $0 << 8 | Int($1) }
    let changes = header[24..<28].reduce(0) { $0 << 8 | Int($1) }
    let validFor = header[92..<96].reduce(0) { $0 << 8 | Int($1) }
    // The page count is trusted only when written by SQLite 3.7.0 or later (`validFor` matches).
    if pages > 0, changes == validFor, size < pages * pageSize { return .truncated }
    return nil
  }

  /// The first `count` bytes of the file open at `descriptor` (fewer when it is shorter, or up to
  /// an error).
  private static func start(of descriptor: Int32, count: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let read = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress.map { $0 + filled }, count - filled)
      }
      if read < 0 && errno == EINTR { continue }
      guard read > 0 else { break }
      filled += read
    }
    return Array(bytes.prefix(filled))
  }

  /// Whether a non-empty `-wal` lies beside the database.
  private static func hasLog(_ path: String) -> Bool {
    var info = stat()
    return stat(path + "-wal", &info) == 0 && info.st_size > 0
  }
}
