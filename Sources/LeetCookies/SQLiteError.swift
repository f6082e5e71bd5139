import CSQLite
import LeetCookiesClient

/// An error SQLite reported, with its extended result code.
struct SQLiteError: Error, Sendable {
  /// The extended result code (`SQLITE_READONLY_ROLLBACK`, ...); its low byte is the primary one.
  var code: Int32
  /// SQLite's message (about the database, never its contents).
  var message: String

  /// The primary result code.
  var primary: Int32 { code & 0xff }

  /// Whether a statement was interrupted at its deadline.
  var isInterrupted: Bool { primary == SQLITE_INTERRUPT }

  /// What the error means for a cookie database.
  var problem: DatabaseProblem {
    switch primary {
    case SQLITE_BUSY, SQLITE_LOCKED: .locked
    // A hot journal a read-only reader may not roll back: the browser was in mid-write.
    case SQLITE_READONLY: code == lvSQLiteReadonlyRollback ? .locked : .unreadable(message)
    case SQLITE_CORRUPT, SQLITE_FULL: .truncated
    case SQLITE_IOERR where code == lvSQLiteShortRead: .truncated
    case SQLITE_NOTADB: .notSQLite
    case SQLITE_ERROR where message.contains("no such table") || message.contains("no such column"):
      .unknownSchema
    default: .unreadable(message)
    }
  }
}

/// `SQLITE_READONLY_ROLLBACK`, a macro Swift does not import.
let lvSQLiteReadonlyRollback: Int32 = SQLITE_READONLY | (3 << 8)
/// `SQLITE_IOERR_SHORT_READ`, a macro Swift does not import.
let lvSQLiteShortRead: Int32 = SQLITE_IOERR | (2 << 8)
