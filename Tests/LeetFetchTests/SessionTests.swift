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
    replacingUnreadableConfig: Bool = false
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
    let store = CacheStore(location: CacheLocation(root: root, bundled: nil), site: .com)
    return try Session(
      environment: env, site: .com, store: store,
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
    #expect(session.credentials == nil && !session.isSignedIn && session.configWrites == 0)
    try session.store(Credentials(session: "stored-session", csrfToken: "stored-token"))
    #expect(session.isSignedIn)
    #expect(session.credentials?.session == "stored-session")
    #expect(session.configWrites == 1)
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
}
