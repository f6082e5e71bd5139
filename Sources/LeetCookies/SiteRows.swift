import LeetCookiesClient

/// The rows of a cookie table that belong to the site and carry one of LeetCode's names.
struct SiteRow {
  /// The cookie's host.
  var host: String
  /// The cookie's name.
  var name: String
  /// The other columns asked for, in order.
  var columns: [SQLiteValue]

  /// The rows of `table` whose `hostColumn` is one of the site's hosts and whose name is one of
  /// `CookieRow.names`, with `columns` after the host and the name.
  /// - Throws: `SQLiteError` when the table or a column is not there or the file is damaged.
  static func read(
    _ reader: SQLiteReader, table: String, hostColumn: String, columns: [String], site: CookieSite
  ) throws -> [SiteRow] {
    let sql = """
      SELECT \(([hostColumn, "name"] + columns).joined(separator: ", ")) FROM \(table)
       WHERE \(hostColumn) IN (?, ?) AND name IN (?, ?, ?)
      """
    return try reader.rows(sql, site.cookieHosts + CookieRow.names).compactMap { row in
      guard row.count == columns.count + 2, let host = row[0].string, let name = row[1].string else {
        return nil
      }
      return SiteRow(host: host, name: name, columns: Array(row.dropFirst(2)))
    }
  }
}
