import FoundationEssentials
import LeetCookiesClient

/// Firefox's `cookies.sqlite`: the `moz_cookies` rows of the site's hosts and LeetCode's names.
enum FirefoxStore {
  /// A year-3000 `expiry` in seconds; a larger one is in milliseconds.
  static let latestSeconds: Int64 = 32_503_680_000

  /// The table and how its rows read.
  static let table = CookieTable(
    name: "moz_cookies", hostColumn: "host",
    values: [CappedColumn(name: "value", limit: CookieLimits.valueBytes)],
    columns: ["expiry", "creationTime", "originAttributes"]
  ) { row in
    CookieRow(
      name: row.name, host: row.host, stored: row.values[0].plainCookie,
      expiry: row.columns[0].integer.map(date(expiry:)),
      created: row.columns[1].integer.map { Date(timeIntervalSince1970: Double($0) / 1_000_000) },
      isDefaultContainer: (row.columns[2].string ?? "").isEmpty)
  }

  /// An `expiry` as a date: seconds, or milliseconds past the year 3000.
  static func date(expiry: Int64) -> Date {
    Date(timeIntervalSince1970: expiry > latestSeconds ? Double(expiry) / 1000 : Double(expiry))
  }
}
