import FoundationEssentials
import LeetCookiesClient

/// A Chromium-family `Cookies` database: the `cookies` rows of the site's hosts and LeetCode's
/// names, and the `meta` table's version (24 and later prefix each value with its host's hash).
enum ChromiumStore {
  /// Seconds from 1601-01-01 (Chromium's epoch) to 1970-01-01.
  static let epochOffset: Double = 11_644_473_600

  /// The table and how its rows read: an empty `encrypted_value` means the value is in `value`.
  static let table = CookieTable(
    name: "cookies", hostColumn: "host_key",
    values: [
      CappedColumn(name: "value", limit: CookieLimits.valueBytes),
      CappedColumn(name: "encrypted_value", limit: ChromiumValue.storedLimit),
    ],
    columns: ["expires_utc", "creation_utc"]
  ) { row in
    let stored: CookieRow.Stored =
      switch row.values[1] {
      case .tooLarge(let bytes): .tooLarge(bytes: bytes)
      case .value(let encrypted) where encrypted.bytes.isEmpty: row.values[0].plainCookie
      case .value(let encrypted): .encrypted(ChromiumValue(stored: encrypted.bytes))
      }
    return CookieRow(
      name: row.name, host: row.host, stored: stored, expiry: row.columns[0].integer.flatMap(date),
      created: row.columns[1].integer.flatMap(date))
  }

  /// The `meta` table's `version`; 0 when there is none.
  static func version(_ reader: SQLiteReader) -> Int {
    let rows = (try? reader.rows("SELECT value FROM meta WHERE key = 'version'")) ?? []
    return rows.first?.first?.integer.map(Int.init) ?? 0
  }

  /// Microseconds since 1601 as a date; nil for 0 (no expiry).
  static func date(_ microseconds: Int64) -> Date? {
    microseconds <= 0 ? nil : Date(timeIntervalSince1970: Double(microseconds) / 1_000_000 - epochOffset)
  }
}
