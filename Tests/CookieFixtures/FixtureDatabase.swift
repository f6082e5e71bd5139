internal import CSQLite

/// A database written through SQLite's C API, as a browser writes its cookie store.
public final class FixtureDatabase {
  private var handle: OpaquePointer?

  /// Creates (or opens) the database at `path`; `journal` is SQLite's journal mode (`wal`, ...).
  /// - Throws: `FixtureError` when it cannot be opened.
  public init(path: String, journal: String = "delete") throws {
    guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK else {
      sqlite3_close_v2(handle)
      throw FixtureError("cannot create \(path)")
    }
    try execute("PRAGMA journal_mode = \(journal)")
  }

  deinit {
    close()
  }

  /// Closes the connection (a WAL database is then checkpointed into its main file).
  public func close() {
    sqlite3_close_v2(handle)
    handle = nil
  }

  /// Runs `sql` and its rows, if any, to the end.
  /// - Throws: `FixtureError` with SQLite's message.
  public func execute(_ sql: String) throws {
    try run(sql, [])
  }

  /// Runs `sql` with `values` (String, Int64, Int, [UInt8] or nil) bound to its `?` in order.
  /// - Throws: `FixtureError` with SQLite's message.
  public func run(_ sql: String, _ values: [Any?]) throws {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
      throw FixtureError(message())
    }
    defer { sqlite3_finalize(statement) }
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      switch value {
      case let text as String: sqlite3_bind_text(statement, index, text, -1, lv_sqlite_transient())
      case let number as Int64: sqlite3_bind_int64(statement, index, number)
      case let number as Int: sqlite3_bind_int64(statement, index, Int64(number))
      case let bytes as [UInt8]:
        sqlite3_bind_blob(statement, index, bytes, Int32(bytes.count), lv_sqlite_transient())
      default: sqlite3_bind_null(statement, index)
      }
    }
    var status = sqlite3_step(statement)
    while status == SQLITE_ROW { status = sqlite3_step(statement) }
    guard status == SQLITE_DONE else { throw FixtureError(message()) }
  }

  private func message() -> String {
    handle.map { String(cString: sqlite3_errmsg($0)) } ?? "closed"
  }
}
