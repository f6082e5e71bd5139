import CSQLite

/// A read-only SQLite connection to a private copy of a cookie database.
final class SQLiteReader {
  private let handle: OpaquePointer
  /// When its statements are interrupted (`SQLITE_INTERRUPT`); nil for never.
  private let deadline: ContinuousClock.Instant?

  /// Opens `path` read-only (SQLite still replays a `-wal` beside it, through its `-shm`); a
  /// statement still running at `deadline` is interrupted.
  /// - Throws: `SQLiteError` when it cannot be opened.
  init(path: String, deadline: ContinuousClock.Instant? = nil) throws {
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
    self.deadline = deadline
    guard deadline != nil else { return }
    sqlite3_progress_handler(
      handle, 1000,
      { context in
        guard let context else { return 0 }
        let reader = Unmanaged<SQLiteReader>.fromOpaque(context).takeUnretainedValue()
        return reader.deadline.map { ContinuousClock.now >= $0 } == true ? 1 : 0
      }, Unmanaged.passUnretained(self).toOpaque())
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

  /// Column `column` of row `rowid` of `table` (whose `typeof` is `type`) if within `limit` bytes.
  ///
  /// It is measured through an incremental-I/O handle, so a larger value is never loaded. A
  /// number (no cookie column holds one) reads as `.null`.
  /// - Throws: `SQLiteError` when the row or column cannot be opened or read.
  func value(table: String, column: String, rowid: Int64, type: String, limit: Int) throws -> SizedValue {
    guard type == "text" || type == "blob" else { return .value(.null) }
    var blob: OpaquePointer?
    guard sqlite3_blob_open(handle, "main", table, column, rowid, 0, &blob) == SQLITE_OK, let blob else {
      sqlite3_blob_close(blob)
      throw failure()
    }
    defer { sqlite3_blob_close(blob) }
    let count = Int(sqlite3_blob_bytes(blob))
    if count > limit { return .tooLarge(bytes: count) }
    var bytes = [UInt8](repeating: 0, count: count)
    guard count == 0 || sqlite3_blob_read(blob, &bytes, Int32(count), 0) == SQLITE_OK else { throw failure() }
    return .value(type == "text" ? .text(String(decoding: bytes, as: UTF8.self)) : .blob(bytes))
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
