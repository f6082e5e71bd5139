import Foundation

/// Firefox's `cookies.sqlite`: the `moz_cookies` rows of the site's hosts and LeetCode's names.
enum FirefoxStore {
  /// A year-3000 `expiry` in seconds; a larger one is in milliseconds.
  static let latestSeconds: Int64 = 32_503_680_000

  /// The table and how its rows read.
  static let table = CookieTable(
    name: "moz_cookies", hostColumn: "host", columns: ["value", "expiry", "creationTime", "originAttributes"]
  ) { row in
    CookieRow(
      name: row.name, host: row.host, stored: .plain(row.columns[0].string ?? ""),
      expiry: row.columns[1].integer.map(date(expiry:)),
      created: row.columns[2].integer.map { Date(timeIntervalSince1970: Double($0) / 1_000_000) },
      isDefaultContainer: (row.columns[3].string ?? "").isEmpty)
  }

  /// An `expiry` as a date: seconds, or milliseconds past the year 3000.
  static func date(expiry: Int64) -> Date {
    Date(timeIntervalSince1970: expiry > latestSeconds ? Double(expiry) / 1000 : Double(expiry))
  }
}
