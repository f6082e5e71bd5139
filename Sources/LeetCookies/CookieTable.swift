import LeetCookiesClient
import LeetModel

/// A browser's cookie table: its name, its host column, the value columns (each read only within
/// its limit) and the other columns read after the host and the name, and how such a row becomes
/// a `CookieRow`.
struct CookieTable: Sendable {
  var name: String
  var hostColumn: String
  var values: [CappedColumn]
  var columns: [String]
  var row: @Sendable (SiteRow) -> CookieRow

  /// The site's LeetCode rows.
  /// - Throws: `SQLiteError` when the table or a column is not there or the file is damaged.
  func rows(_ reader: SQLiteReader, site: Site) throws -> [CookieRow] {
    try SiteRow.read(
      reader, table: name, hostColumn: hostColumn, values: values, columns: columns, site: site
    ).map(row)
  }
}
