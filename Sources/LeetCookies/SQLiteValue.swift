/// One column of a row read from SQLite.
enum SQLiteValue: Equatable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])

  /// The value as text (blobs as UTF-8), or nil.
  var string: String? {
    switch self {
    case .text(let text): text
    case .blob(let bytes): String(validating: bytes, as: UTF8.self)
    case .integer(let number): String(number)
    case .null, .real: nil
    }
  }

  /// The value as an integer, or nil.
  var integer: Int64? {
    switch self {
    case .integer(let number): number
    case .real(let number): number.isFinite ? Int64(exactly: number.rounded()) : nil
    case .text(let text): Int64(text)
    case .null, .blob: nil
    }
  }

  /// The value's bytes (text as UTF-8), or [].
  var bytes: [UInt8] {
    switch self {
    case .blob(let bytes): bytes
    case .text(let text): Array(text.utf8)
    case .null, .integer, .real: []
    }
  }
}
