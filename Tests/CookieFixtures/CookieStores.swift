import Foundation

/// Browsers' cookie stores written by SQLite in their real schemas.
public enum CookieStores {
  /// Seconds from 1601-01-01 to 1970-01-01.
  static let chromiumEpoch: Double = 11_644_473_600

  /// Writes Firefox's `cookies.sqlite` at `path` in WAL mode, as Firefox keeps it.
  ///
  /// With `keepOpen` the connection is returned open, so that the rows are only in `-wal` until it is
  /// closed. `milliseconds` writes `expiry` in milliseconds, as newer Firefox does.
  @discardableResult
  public static func firefox(
    at path: String, _ cookies: [FixtureCookie], keepOpen: Bool = false, milliseconds: Bool = false
  ) throws -> FixtureDatabase? {
    let database = try FixtureDatabase(path: path, journal: "wal")
    try database.execute("PRAGMA wal_autocheckpoint = 0")
    for statement in BrowserSchemas.firefox { try database.execute(statement) }
    for cookie in cookies {
      let expiry = cookie.expiry.map { Int64($0.timeIntervalSince1970 * (milliseconds ? 1000 : 1)) } ?? 0
      try database.run(
        """
        INSERT INTO moz_cookies (originAttributes, name, value, host, path, expiry, lastAccessed, creationTime,
          isSecure, isHttpOnly, sameSite, rawSameSite, schemeMap) VALUES (?, ?, ?, ?, '/', ?, ?, ?, 1, 1, 0, 0, 2)
        """,
        [
          cookie.container, cookie.name, cookie.value, cookie.host, expiry, micro(cookie.created),
          micro(cookie.created),
        ])
    }
    if keepOpen { return database }
    database.close()
    return nil
  }

  /// Writes a Chromium-family `Cookies` at `path`: meta `version` (24 prefixes each value with
  /// its host's hash), values encrypted under `prefix` with `password`, or left in `value` when
  /// `prefix` is nil.
  public static func chromium(
    at path: String, _ cookies: [FixtureCookie], version: Int = 24, prefix: String? = "v10",
    password: String = "peanuts"
  ) throws {
    let database = try FixtureDatabase(path: path)
    defer { database.close() }
    for statement in version >= 24 ? BrowserSchemas.chromium : BrowserSchemas.chromiumVersion18 {
      try database.execute(statement)
    }
    try database.run(
      "INSERT INTO meta(key, value) VALUES ('version', ?), ('last_compatible_version', ?)",
      [
        String(version), String(version),
      ])
    for cookie in cookies {
      let encrypted =
        prefix.map {
          ChromiumEncryption.encrypt(
            cookie.value, password: password, prefix: $0, hostHash: version >= 24 ? cookie.host : nil)
        } ?? []
      let expires = cookie.expiry.map { chromiumTime($0) } ?? 0
      let created = chromiumTime(cookie.created)
      let sql =
        version >= 24
        ? """
        INSERT INTO cookies VALUES (?, ?, '', ?, ?, ?, '/', ?, 1, 1, ?, ?, 1, 1, 0, 2, 443, ?, 0, 0)
        """
        : """
        INSERT INTO cookies (creation_utc, host_key, top_frame_site_key, name, value, encrypted_value, path,
          expires_utc, is_secure, is_httponly, last_access_utc, has_expires)
          VALUES (?, ?, '', ?, ?, ?, '/', ?, 1, 1, ?, ?)
        """
      let values: [Any?] =
        version >= 24
        ? [
          created, cookie.host, cookie.name, prefix == nil ? cookie.value : "", encrypted, expires, created,
          expires == 0 ? 0 : 1, created,
        ]
        : [
          created, cookie.host, cookie.name, prefix == nil ? cookie.value : "", encrypted, expires, created,
          expires == 0 ? 0 : 1,
        ]
      try database.run(sql, values)
    }
  }

  /// Microseconds since 1970.
  static func micro(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970 * 1_000_000) }

  /// Microseconds since 1601, Chromium's clock.
  static func chromiumTime(_ date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 + chromiumEpoch) * 1_000_000)
  }
}
