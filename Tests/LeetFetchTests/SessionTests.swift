import Foundation
import LeetFetch
import LeetModel
import LeetTestSupport
import Testing

/// The session: the config file located and read once, a broken one one clear error, and what
/// leetview writes to it (login, the tab bar) held from then on.
@Suite struct SessionTests {
  /// A session over a fresh folder whose config file says `json`, when given.
  static func session(
    _ root: URL, json: String? = nil, mode: mode_t = 0o600, environment: [String: String] = [:],
    site: Site = .com, replacingUnreadableConfig: Bool = false
  ) throws -> Session {
    let config = root.appendingPathComponent("config/leetview/config.json")
    if let json {
      try FileManager.default.createDirectory(
        at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(json.utf8).write(to: config)
      chmod(config.path, mode)
    }
    var env = ["HOME": root.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path]
    env.merge(environment) { $1 }
    let store = CacheStore(location: CacheLocation(root: root, bundled: nil), site: site)
    return try Session(
      environment: env, site: site, store: store,
      replacingUnreadableConfig: replacingUnreadableConfig)
  }

  @Test func theConfigIsReadOnceAtTheStart() throws {
    let root = try BinaryRunner.temporaryDirectory("session-once")
    defer { try? FileManager.default.removeItem(at: root) }
    let session = try Self.session(root, json: #"{"preferredLanguage": "rust"}"#)
    try Data(#"{"preferredLanguage": "java"}"#.utf8).write(to: session.configFile.url)
    #expect(session.config?.preferredLanguage == "rust")
    #expect(session.configFile.url.path.hasSuffix("config/leetview/config.json"))
  }

  @Test(arguments: [(#"{"a": "#, "is not valid JSON"), ("[1]", "must hold a JSON object")])
  func aBrokenConfigIsOneErrorNotIgnored(json: String, says: String) throws {
    let root = try BinaryRunner.temporaryDirectory("session-broken")
    defer { try? FileManager.default.removeItem(at: root) }
    do {
      _ = try Self.session(root, json: json)
      Issue.record("a broken config was ignored")
    } catch let error as LoadError {
      #expect(error.message.contains(says), "\(error.message)")
    }
    let forLogin = try Self.session(root, json: json, replacingUnreadableConfig: true)
    #expect(forLogin.config == nil, "login writes it anew")
  }

  @Test func aConfigOthersCanReadIsRefused() throws {
    let root = try BinaryRunner.temporaryDirectory("session-mode")
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(throws: LoadError.self) { try Self.session(root, json: "{}", mode: 0o644) }
  }

  @Test func storedCredentialsAreHeldAndCountedAsAWrite() throws {
    let root = try BinaryRunner.temporaryDirectory("session-store")
    defer { try? FileManager.default.removeItem(at: root) }
    let session = try Self.session(root)
    #expect(session.credentials == nil && !session.isSignedIn && session.configRevision == 0)
    try session.store(
      StoredCredentials(credentials: Credentials(session: "stored-session", csrfToken: "stored-token")))
    #expect(session.isSignedIn)
    #expect(session.credentials?.session == "stored-session")
    #expect(session.configRevision == 1)
    try session.storeTabs(order: ["code"], hidden: [])
    #expect(session.config?.tabs?.order == ["code"])
    #expect(session.credentials?.csrfToken == "stored-token", "the tabs keep the credentials")
  }

  @Test func theEnvironmentsCredentialsComeBeforeTheConfigs() throws {
    let root = try BinaryRunner.temporaryDirectory("session-env")
    defer { try? FileManager.default.removeItem(at: root) }
    let session = try Self.session(
      root, json: #"{"LEETCODE_SESSION": "file-session", "LEETCODE_CSRFTOKEN": "file-token"}"#,
      environment: ["LEETCODE_SESSION": "env-session", "LEETCODE_CSRFTOKEN": "env-token"])
    #expect(session.credentials?.session == "env-session")
  }

  @Test func eachSiteKeepsItsOwnCredentialsAndOrigin() throws {
    let root = try BinaryRunner.temporaryDirectory("session-sites")
    defer { try? FileManager.default.removeItem(at: root) }
    let com = try Self.session(root)
    let expires = Date(timeIntervalSince1970: 1_900_000_000)
    try com.store(
      StoredCredentials(
        credentials: Credentials(session: "com-session", csrfToken: "com-token", cfClearance: "cf"),
        origin: "Firefox, profile default", expires: expires))
    let cn = try Self.session(root, site: .cn)
    #expect(cn.credentials == nil, "leetcode.cn has none of leetcode.com's")
    try cn.store(StoredCredentials(credentials: Credentials(session: "cn-session", csrfToken: "cn-token")))
    let again = try Self.session(root)
    #expect(again.credentials?.session == "com-session")
    #expect(again.credentials?.cfClearance == "cf")
    #expect(again.storedCredentials?.origin == "Firefox, profile default")
    #expect(again.storedCredentials?.expires == expires)
    try again.forgetCredentials()
    #expect(again.credentials == nil)
    #expect(try Self.session(root, site: .cn).credentials?.session == "cn-session", "logout is per site")
  }

  @Test func anOlderFilesPairStillSignsInUntilLogout() throws {
    let root = try BinaryRunner.temporaryDirectory("session-older")
    defer { try? FileManager.default.removeItem(at: root) }
    let older = #"{"LEETCODE_SESSION": "old-session", "LEETCODE_CSRFTOKEN": "old-token", "workspace": "~/w"}"#
    let session = try Self.session(root, json: older)
    #expect(session.credentials?.session == "old-session")
    #expect(session.storedCredentials?.origin == nil)
    try session.forgetCredentials()
    #expect(session.credentials == nil)
    #expect(session.config?.workspace(home: "/h") == "/h/w", "the other keys stay")
  }
}

extension SessionTests {
  @Test func aLoginFromAnotherLeetviewCountsFromTheNextRequest() throws {
    let root = try BinaryRunner.temporaryDirectory("session-other")
    defer { try? FileManager.default.removeItem(at: root) }
    let running = try Self.session(root)
    #expect(try !running.rereadIfChanged(), "nothing changed")
    let other = try Self.session(root)
    try other.store(StoredCredentials(credentials: Credentials(session: "fresh", csrfToken: "tok")))
    #expect(running.credentials == nil, "read once, until asked again")
    #expect(try running.rereadIfChanged())
    #expect(running.credentials?.session == "fresh")
    #expect(running.configRevision == 1, "a client built before is built again")
  }
}
