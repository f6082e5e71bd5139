/// A column's value read only when it is small enough: the value, or how many bytes it holds.
enum SizedValue: Equatable, Sendable {
  case value(SQLiteValue)
  case tooLarge(bytes: Int)

  /// The value as a cookie kept in plain text, or only its size when it was too large to read.
  var plainCookie: CookieRow.Stored {
    switch self {
    case .value(let value): .plain(value.string ?? "")
    case .tooLarge(let bytes): .tooLarge(bytes: bytes)
    }
  }
}
