import Foundation
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
    guard let handle = FileHandle(forReadingAtPath: path) else { return .unreadable("cannot open the copy") }
    defer { try? handle.close() }
    let header = [UInt8]((try? handle.read(upToCount: 100)) ?? Data())
    let size = (try? handle.seekToEnd()).map(Int.init) ?? header.count
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

  /// Whether a non-empty `-wal` lies beside the database.
  private static func hasLog(_ path: String) -> Bool {
    let size = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? nil
    return (size ?? 0) > 0
  }
}
