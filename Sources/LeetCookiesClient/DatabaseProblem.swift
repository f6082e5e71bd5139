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

  /// The reason in words.
  public var text: String {
    switch self {
    case .locked: "the database is locked (the browser is writing it; try again, or close the browser)"
    case .truncated: "the database is truncated or damaged"
    case .unknownSchema: "the database has no cookie table this browser is known to write (unknown schema)"
    case .notSQLite: "the file is not an SQLite database"
    case .unreadable(let reason): "the database could not be read (\(reason))"
    }
  }
}
