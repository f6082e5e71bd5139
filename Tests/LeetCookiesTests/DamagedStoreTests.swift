import CookieFixtures
import Foundation
import LeetCookiesClient
import Testing

@testable import LeetCookies

@Suite("Damaged and locked cookie stores")
struct DamagedStoreTests {
  /// What the finder says of the Chrome `Default` database written by `write`.
  func outcome(_ write: (String) throws -> Void) throws -> CookieOutcome? {
    let home = try FixtureHome()
    defer { home.remove() }
    let database = try home.folder(".config/google-chrome/Default") + "/Cookies"
    try write(database)
    let answer = CookieFinder.find(CookieRequest(home: home.path, site: .com, browsers: [.chrome]))
    #expect(answer.candidates.isEmpty)
    return answer.outcome(at: database)
  }

  @Test("a file that is not SQLite")
  func notSQLite() throws {
    #expect(
      try outcome { try Data("not a database at all, just text".utf8).write(to: URL(fileURLWithPath: $0)) }
        == .database(.notSQLite))
  }

  @Test("an empty file and one cut short are truncated")
  func truncated() throws {
    #expect(
      try outcome { _ = FileManager.default.createFile(atPath: $0, contents: Data()) }
        == .database(.truncated))
    let cut = try outcome { path in
      try CookieStores.chromium(at: path, FixtureCookie.signedIn(session: "eyJcut", csrf: "c"))
      let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
      #expect(truncate(path, off_t(size / 2)) == 0)
    }
    #expect(cut == .database(.truncated))
    #expect(
      try outcome { try Data(DatabaseHeader.magic.prefix(9)).write(to: URL(fileURLWithPath: $0)) }
        == .database(.truncated))
  }

  @Test("an SQLite database without the cookies table is of an unknown schema")
  func unknownSchema() throws {
    let found = try outcome { path in
      let database = try FixtureDatabase(path: path)
      try database.execute("CREATE TABLE cookies_v99(host TEXT, name TEXT)")
      database.close()
    }
    #expect(found == .database(.unknownSchema))
    let firefoxLike = try outcome { path in
      try CookieStores.firefox(at: path, FixtureCookie.signedIn(session: "s", csrf: "c"))
    }
    #expect(firefoxLike == .database(.unknownSchema))
  }

  @Test("a database the browser is writing (a hot journal beside it) is locked, not damaged")
  func locked() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let database = try home.folder(".config/google-chrome/Default") + "/Cookies"
    try CookieStores.chromium(at: database, FixtureCookie.signedIn(session: "eyJcommitted", csrf: "c"))
    // The browser's connection, mid-transaction, with a cache so small that pages spill into the
    // file while the journal that undoes them is hot.
    let writer = try FixtureDatabase(path: database)
    defer { writer.close() }
    try writer.execute("PRAGMA cache_size = 1")
    try writer.execute("BEGIN EXCLUSIVE")
    let filler = String(repeating: "x", count: 3000)
    for index in 0..<200 {
      try writer.run(
        "INSERT INTO cookies VALUES (?, 'other.example', '', ?, ?, x'', '/', 0, 1, 1, 0, 0, 1, 1, 0, 2, 443, 0, 0, 0)",
        [index, "n\(index)", filler])
    }
    #expect(FileManager.default.fileExists(atPath: database + "-journal"))
    let answer = CookieFinder.find(CookieRequest(home: home.path, site: .com, browsers: [.chrome]))
    #expect(answer.outcome(at: database) == .database(.locked))
    #expect(answer.report.first { $0.place == database }?.text.contains("locked") == true)
  }

  @Test("SQLite's result codes mean the problems the report names")
  func resultCodes() {
    #expect(SQLiteError(code: 5, message: "database is locked").problem == .locked)
    #expect(SQLiteError(code: lvSQLiteReadonlyRollback, message: "").problem == .locked)
    #expect(SQLiteError(code: 11, message: "malformed").problem == .truncated)
    #expect(SQLiteError(code: lvSQLiteShortRead, message: "").problem == .truncated)
    #expect(SQLiteError(code: 26, message: "file is not a database").problem == .notSQLite)
    #expect(SQLiteError(code: 1, message: "no such column: host_key").problem == .unknownSchema)
    #expect(SQLiteError(code: 14, message: "unable to open").problem == .unreadable("unable to open"))
  }
}
