/// Why a cookie database could not be read.
public enum DatabaseProblem: Hashable, Sendable {
  /// The browser was writing it (a transaction in progress) or SQLite found it busy.
  case locked
  /// Shorter than SQLite's own header says, or damaged.
  case truncated
  /// SQLite, but without the table and columns this browser keeps its cookies in.
  case unknownSchema
  /// Not an SQLite database at all.
  case notSQLite
  /// Anything else: the file could not be copied or opened (the system's words).
  case unreadable(String)
  /// It and its `-wal`, `-shm` and `-journal` hold `bytes`, over the `limit` the helper copies.
  case tooLarge(bytes: Int64, limit: Int64)
  /// Copying and reading it took longer than the `seconds` a profile has; 0 when the time for
  /// looking was spent before it was reached.
  case tooSlow(seconds: Int)

  /// The reason in words.
  public var text: String {
    switch self {
    case .locked: "the database is locked (the browser is writing it; try again, or close the browser)"
    case .truncated: "the database is truncated or damaged"
    case .unknownSchema: "the database has no cookie table this browser is known to write (unknown schema)"
    case .notSQLite: "the file is not an SQLite database"
    case .unreadable(let reason): "the database could not be read (\(reason))"
    case .tooLarge(let bytes, let limit):
      "the database is too large to read (\(ByteSize.text(bytes)) with its -wal and -journal, over the "
        + "\(ByteSize.text(limit)) leetview copies; skipped)"
    case .tooSlow(let seconds) where seconds <= 0:
      "not read: the time for looking was spent on the places before it"
    case .tooSlow(let seconds):
      "reading the database took longer than the \(seconds) s a profile has (skipped)"
    }
  }
}
