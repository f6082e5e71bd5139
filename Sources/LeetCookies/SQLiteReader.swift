import CSQLite

/// A read-only SQLite connection to a private copy of a cookie database.
final class SQLiteReader {
  private let handle: OpaquePointer

  /// Opens `path` read-only (SQLite still replays a `-wal` beside it, through its `-shm`).
  /// - Throws: `SQLiteError` when it cannot be opened.
  init(path: String) throws {
    var handle: OpaquePointer?
    let status = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
    guard status == SQLITE_OK, let handle else {
      let message =
        handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
      let code = handle.map { sqlite3_extended_errcode($0) } ?? status
      sqlite3_close_v2(handle)
      throw SQLiteError(code: code, message: message)
    }
    sqlite3_extended_result_codes(handle, 1)
    self.handle = handle
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// The rows `sql` selects, with `parameters` bound to its `?` in order.
  /// - Throws: `SQLiteError` when it cannot be prepared or read.
  func rows(_ sql: String, _ parameters: [String] = []) throws -> [[SQLiteValue]] {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
      throw failure()
    }
    defer { sqlite3_finalize(statement) }
    for (index, parameter) in parameters.enumerated() {
      sqlite3_bind_text(statement, Int32(index + 1), parameter, -1, lv_sqlite_transient())
    }
    var rows: [[SQLiteValue]] = []
    while true {
      let status = sqlite3_step(statement)
      if status == SQLITE_DONE { break }
      guard status == SQLITE_ROW else { throw failure() }
      rows.append((0..<sqlite3_column_count(statement)).map { column(statement, $0) })
    }
    return rows
  }

  /// The connection's last error.
  private func failure() -> SQLiteError {
    SQLiteError(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
  }

  /// Column `index` of the current row.
  private func column(_ statement: OpaquePointer, _ index: Int32) -> SQLiteValue {
    switch sqlite3_column_type(statement, index) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
    case SQLITE_TEXT:
      guard let text = sqlite3_column_text(statement, index) else { return .text("") }
      let count = Int(sqlite3_column_bytes(statement, index))
      return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
    case SQLITE_BLOB:
      let count = Int(sqlite3_column_bytes(statement, index))
      guard let bytes = sqlite3_column_blob(statement, index), count > 0 else { return .blob([]) }
      return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
    default: return .null
    }
  }
}
