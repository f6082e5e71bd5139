import Foundation
import LeetTestSupport
import Testing

@testable import LeetFetch

@Suite("Credentials refuse a cookie value over 4 KB")
struct CredentialLimitTests {
  /// A value of `count` bytes that starts with a marker the reasons must never show.
  static func value(_ count: Int) -> String {
    "eyJmarker-" + String(repeating: "v", count: count - 10)
  }

  @Test("checking: refused with one line naming the cookie and its size, never its value")
  func checkingRefusesWithAReason() throws {
    let huge = Self.value(5 << 20)
    do {
      _ = try Credentials(checking: "session", csrfToken: huge)
      Issue.record("a 5 MB csrftoken was accepted")
    } catch {
      #expect(
        error.message
          == "the csrftoken cookie is 5242880 bytes long, over the 4096 a cookie may have; it was not kept")
      #expect(!"\(error)".contains("eyJmarker") && !error.message.contains("\n"))
    }
    let fits = try Credentials(checking: Self.value(4096), csrfToken: "tok", cfClearance: "cf")
    #expect(fits.session?.utf8.count == 4096)
  }

  @Test("the plain initialiser leaves an oversized value out and keeps the others")
  func plainInitialiserLeavesItOut() {
    let credentials = Credentials(session: Self.value(4097), csrfToken: "tok", cfClearance: Self.value(4096))
    #expect(credentials.session == nil)
    #expect(credentials.csrfToken == "tok")
    #expect(credentials.cfClearance?.utf8.count == 4096)
  }

  @Test("a config file holding a 5 MB session reads as no session, and says nothing of its value")
  func configWithAnOversizedSession() throws {
    let dir = try BinaryRunner.temporaryDirectory("config")
    defer { try? FileManager.default.removeItem(at: dir) }
    let config = ConfigFile.locate(environment: ["XDG_CONFIG_HOME": dir.path])
    try config.store(
      StoredCredentials(credentials: Credentials(session: "small", csrfToken: "tok")), for: .com)
    let text = try String(contentsOf: config.url, encoding: .utf8)
    try text.replacingOccurrences(of: "\"small\"", with: "\"\(Self.value(5 << 20))\"")
      .write(to: config.url, atomically: false, encoding: .utf8)
    chmod(config.url.path, 0o600)
    let read = try #require(try config.read())
    let stored = read.credentials(for: .com)?.credentials
    #expect(stored?.session == nil)
    #expect(stored?.csrfToken == "tok")
  }
}
