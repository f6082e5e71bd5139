extension FixtureHome {
  /// Writes a Chromium-family store signed in as `session` (CSRF token `csrf`) in `folder` of
  /// the home; returns the database's path.
  /// - Throws: `FixtureError` when it cannot be written.
  @discardableResult
  public func signedInChromium(
    _ folder: String, session: String, csrf: String = "csrf", prefix: String? = "v10",
    password: String = "peanuts",
    version: Int = 24
  ) throws -> String {
    let database = try self.folder(folder) + "/Cookies"
    try CookieStores.chromium(
      at: database, FixtureCookie.signedIn(session: session, csrf: csrf), version: version, prefix: prefix,
      password: password)
    return database
  }
}
