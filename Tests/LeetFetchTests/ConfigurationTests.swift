import Foundation
import LeetTestSupport
import Testing

@testable import LeetFetch

@Suite struct ConfigurationTests {
  /// Issue 35: an empty HOME put the cache in a relative `.cache/leetview` under the working
  /// folder; the cache and the config are always absolute now.
  @Test func anEmptyHomeNeverMakesARelativeCacheOrConfig() {
    for home in ["", "relative"] {
      let cache = CacheLocation.resolve(option: nil, environment: ["HOME": home])
      #expect(
        cache.root.path.hasPrefix("/") && cache.root.path.hasSuffix("/.cache/leetview"), "\(cache.root)")
      let config = ConfigFile.locate(environment: ["HOME": home])
      #expect(config.url.path.hasPrefix("/") && config.url.path.hasSuffix("/.config/leetview/config.json"))
    }
  }

  @Test func endpointAcceptsHTTPSAndLoopbackHTTPOnly() throws {
    #expect(try Endpoint.parse("http://127.0.0.1:8080").base == "http://127.0.0.1:8080")
    #expect(try Endpoint.parse("http://127.1.2.3:9/").base == "http://127.1.2.3:9")
    #expect(
      try Endpoint.parse("http://localhost:5000/mirror/").base == "http://localhost:5000/mirror")
    #expect(try Endpoint.parse("http://[::1]:8080").base == "http://[::1]:8080")
    #expect(try Endpoint.parse("https://mirror.example.org").displayHost == "mirror.example.org")
    for bad in [
      "http://example.com", "http://10.0.0.1:80", "http://128.0.0.1", "ftp://127.0.0.1",
      "http://127.0.0.1.evil.com", "not a url", "http://user:pw@127.0.0.1",
    ] {
      #expect(throws: LoadError.self, "accepted \(bad)") { try Endpoint.parse(bad) }
    }
    do {
      _ = try Endpoint.parse("http://example.com")
    } catch let error as LoadError {
      #expect(error.message.contains("loopback"))
    }
    let defaulted = try Endpoint.resolve(site: .cn, environment: [:])
    #expect(defaulted.base == "https://leetcode.cn")
  }

  @Test func loginWritesAPrivateFileThatReadsBack() throws {
    let dir = try BinaryRunner.temporaryDirectory("config")
    defer { try? FileManager.default.removeItem(at: dir) }
    let config = ConfigFile.locate(environment: ["XDG_CONFIG_HOME": dir.path])
    #expect(config.url.path == dir.path + "/leetview/config.json")
    try config.store(
      StoredCredentials(
        credentials:
          Credentials(session: " sess-1 ", csrfToken: "tok-1")), for: .com)
    let mode = try #require(
      try FileManager.default.attributesOfItem(atPath: config.url.path)[.posixPermissions] as? Int)
    #expect(mode == 0o600)
    let read = try #require(try config.read())
    #expect(read.credentials(for: .com)?.credentials == Credentials(session: "sess-1", csrfToken: "tok-1"))
  }

  @Test func configReadableByOthersIsRefused() throws {
    let dir = try BinaryRunner.temporaryDirectory("config")
    defer { try? FileManager.default.removeItem(at: dir) }
    let config = ConfigFile.locate(environment: ["XDG_CONFIG_HOME": dir.path])
    try config.store(
      StoredCredentials(
        credentials:
          Credentials(session: "sess-2", csrfToken: nil)), for: .com)
    for mode in [0o644, 0o640, 0o604] {
      chmod(config.url.path, mode_t(mode))
      do {
        _ = try config.read()
        Issue.record("read a file with mode \(String(mode, radix: 8))")
      } catch let error as LoadError {
        #expect(error.message.contains("refusing to read"))
        #expect(error.message.contains("chmod 600"))
        #expect(!error.message.contains("sess-2"))
      }
    }
  }

  @Test func serviceRefusesAnUnsafeConfigBeforeAnyRequest() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    let config = ConfigFile.locate(environment: [
      "XDG_CONFIG_HOME": fixture.root.appendingPathComponent("config").path
    ])
    try config.store(
      StoredCredentials(
        credentials:
          Credentials(session: "sess-3", csrfToken: "tok-3")), for: .com)
    chmod(config.url.path, 0o644)
    #expect(throws: LoadError.self) { try fixture.service().load("pebble-count-1") }
    #expect(fixture.fake.requests.isEmpty)
    chmod(config.url.path, 0o600)
    _ = try fixture.service().load("pebble-count-1")
    #expect(fixture.fake.requests.last?.headers["x-csrftoken"] == "tok-3")
  }

  @Test func credentialsNeverShowInDescriptions() {
    let credentials = Credentials(session: "secret-session-value", csrfToken: "secret-token-value")
    for text in [
      "\(credentials)", String(describing: credentials), String(reflecting: credentials),
      "\(Optional(credentials) as Any)", "\([credentials])",
    ] {
      #expect(!text.contains("secret-"), "leaked in \(text)")
    }
  }

  @Test func credentialsNeverReachTheCacheOrErrors() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    let env = ["LEETCODE_SESSION": "leak-check-session", "LEETCODE_CSRFTOKEN": "leak-check-token"]
    _ = try fixture.service(environment: env).load("1")
    fixture.fake.inject(.cloudflare)
    var messages: [String] = []
    do {
      _ = try fixture.service(environment: env).load("pebble-count-5")
    } catch let error as LoadError {
      messages.append(error.message)
    }
    fixture.fake.inject(.graphQLErrors("bad"))
    do {
      _ = try fixture.service(environment: env).load("pebble-count-4")
    } catch let error as LoadError {
      messages.append(error.message)
    }
    #expect(messages.count == 2)
    for (path, data) in fixture.snapshot() {
      let text = String(decoding: data, as: UTF8.self)
      #expect(!text.contains("leak-check"), "credentials in \(path)")
    }
    #expect(messages.allSatisfy { !$0.contains("leak-check") })
    #expect(messages.first?.contains("leetview login") == true)
  }
}

@Suite struct ConfiguredAgesTests {
  @Test func configFileSetsHowOldACopyMayBe() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    _ = try fixture.service().load("pebble-count-1")
    fixture.clock.advance(3 * 3_600)
    _ = try fixture.service().load("pebble-count-1")
    #expect(fixture.fake.requests.count == 1)

    let config = fixture.root.appendingPathComponent("config/leetview/config.json")
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"questionMaxAgeDays": 0.05, "listMaxAgeDays": 2}"#.utf8).write(to: config)
    chmod(config.path, 0o600)
    let loaded = try fixture.service().load("pebble-count-1")
    #expect(loaded.source == .live)
    #expect(fixture.fake.requests.count == 2)
  }

  @Test func bundledCopiesAreNeverFreshOnlineAndUserCopiesAge() {
    let policy = FetchPolicy(questionMaxAge: 100)
    let now = Date()
    // The bundled cache is for offline use (issue 14, item 5).
    #expect(!policy.isFresh(.bundled, maxAge: 100, now: now))
    #expect(policy.isFresh(.cached(now.addingTimeInterval(-99)), maxAge: 100, now: now))
    #expect(!policy.isFresh(.cached(now.addingTimeInterval(-101)), maxAge: 100, now: now))
    #expect(FetchPolicy.age(of: now.addingTimeInterval(-3 * 86_400 - 5), now: now) == "3 days")
    #expect(FetchPolicy.age(of: now.addingTimeInterval(-3_600), now: now) == "1 hour")
  }
}

@Suite struct ConnectivityTests {
  @Test func probeSaysWhetherLeetCodeAnswers() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    let service = try fixture.service()
    #expect(service.probeConnectivity())
    #expect(!service.isOffline)
    fixture.fake.stop()
    #expect(!service.probeConnectivity())
    #expect(service.isOffline)
    #expect(service.offlineReason?.contains("cannot reach") == true)
    #expect(try !fixture.service(policy: FetchPolicy(offline: true)).probeConnectivity())
  }
}
