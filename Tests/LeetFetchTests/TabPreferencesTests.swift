import Foundation
import LeetTestSupport
import Testing

@testable import LeetFetch

#if canImport(Glibc)
  import Glibc
#endif

/// The tab bar choice in the config file: merged into the other keys, private, read back.
@Suite struct TabPreferencesTests {
  @Test func savingTabsKeepsCredentialsAndOtherKeysAndMode0600() throws {
    let dir = try BinaryRunner.temporaryDirectory("config-tabs")
    defer { try? FileManager.default.removeItem(at: dir) }
    let config = ConfigFile.locate(environment: ["XDG_CONFIG_HOME": dir.path])
    try config.store(
      StoredCredentials(
        credentials:
          Credentials(session: "session-value", csrfToken: "token-value")), for: .com)
    #expect(try config.read()?.tabs == nil)
    try config.storeTabs(
      order: ["description", "solutions", "comments", "submissions"], hidden: ["comments"])
    let saved = try #require(try config.read()?.tabs)
    #expect(saved.order == ["description", "solutions", "comments", "submissions"])
    #expect(saved.hidden == ["comments"])
    let contents = try #require(try config.read())
    #expect(contents.credentials(for: .com)?.credentials.session == "session-value")
    #expect(contents.credentials(for: .com)?.credentials.csrfToken == "token-value")
    var info = stat()
    #expect(stat(config.url.path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600)
    // Saving again replaces the choice, still keeping the session.
    try config.storeTabs(order: ["description"], hidden: [])
    #expect(try config.read()?.tabs?.hidden == [])
    #expect(try config.read()?.credentials(for: .com)?.credentials.session == "session-value")
  }

  @Test func anUnreadableConfigIsLeftAlone() throws {
    let dir = try BinaryRunner.temporaryDirectory("config-tabs")
    defer { try? FileManager.default.removeItem(at: dir) }
    let config = ConfigFile.locate(environment: ["XDG_CONFIG_HOME": dir.path])
    try config.store(
      StoredCredentials(
        credentials:
          Credentials(session: "session-value", csrfToken: "token-value")), for: .com)
    chmod(config.url.path, 0o644)
    let before = try Data(contentsOf: config.url)
    #expect(throws: LoadError.self) {
      try config.storeTabs(order: ["description"], hidden: [])
    }
    #expect(try Data(contentsOf: config.url) == before, "the session is not lost")
  }
}
