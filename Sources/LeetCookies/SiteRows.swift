import LeetCookiesClient
import LeetModel

/// The rows of a cookie table that belong to the site and carry one of LeetCode's names.
struct SiteRow {
  /// The cookie's host.
  var host: String
  /// The cookie's name.
  var name: String
  /// The value columns asked for, in order, each read only when within its limit.
  var values: [SizedValue]
  /// The other columns asked for, in order.
  var columns: [SQLiteValue]

  /// The rows of `table` whose `hostColumn` is one of the site's hosts and whose name is one of
  /// `CookieRow.names`: the `values` columns measured first and read only when within their
  /// limits, then `columns`.
  /// - Throws: `SQLiteError` when the table or a column is not there or the file is damaged.
  static func read(
    _ reader: SQLiteReader, table: String, hostColumn: String, values: [CappedColumn], columns: [String],
    site: Site
  ) throws -> [SiteRow] {
    // `typeof` is answered from the row's header, without loading the value.
    let types = values.map { "typeof(\($0.name))" }
    let sql = """
      SELECT \((["rowid", hostColumn, "name"] + types + columns).joined(separator: ", ")) FROM \(table)
       WHERE \(hostColumn) IN (?, ?) AND name IN (?, ?, ?)
      """
    var found: [SiteRow] = []
    for row in try reader.rows(sql, site.cookieHosts + CookieRow.names) {
      guard row.count == 3 + values.count + columns.count, let rowid = row[0].integer,
        let host = row[1].string, let name = row[2].string
      else { continue }
      var sized: [SizedValue] = []
      for (index, column) in values.enumerated() {
        sized.append(
          try reader.value(
            table: table, column: column.name, rowid: rowid, type: row[3 + index].string ?? "null",
            limit: column.limit))
      }
      found.append(
        SiteRow(host: host, name: name, values: sized, columns: Array(row.dropFirst(3 + values.count))))
    }
    return found
  }
}

/// A column that holds a cookie's value, and the most bytes read of it.
struct CappedColumn: Sendable {
  var name: String
  var limit: Int
}
