import Foundation
import LeetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The session value never leaves the request: not in the cache, not in any output or error of
/// any command, whether it comes from the environment or the config file, and a config file that
/// others can read is refused.
@Suite struct CredentialLeakTests {
  private typealias Setup = FetchEndToEndTests.Setup
  private static let session = "leak-probe-session-7f3a9c"
  private static let token = "leak-probe-csrf-51d2e8"

  /// `text` with the secrets masked, for failure messages: the test log never holds them.
  private static func masked(_ text: String) -> String {
    text.replacingOccurrences(of: session, with: "[session]")
      .replacingOccurrences(of: token, with: "[token]")
  }

  @Test func noCommandEverShowsOrStoresTheSession() throws {
    let fake = try FakeFixtures.smallSite()
    FakeSegmentFixtures.install(on: fake)
    let setup = try Setup(fake: fake)
    defer { setup.cleanUp() }
    let secrets = ["LEETCODE_SESSION": Self.session, "LEETCODE_CSRFTOKEN": Self.token]
    let print = ["--print", "--color", "always", "--width", "50"]
    var outputs: [String] = []
    func record(_ result: BinaryRunner.Result) {
      outputs += [result.stdout, result.stderr]
    }
    for segment in ["description", "comments", "solutions", "submissions"] {
      let result = try setup.run(print + ["--segment", segment, "pebble-count-1"], extra: secrets)
      #expect(result.status == 0, "\(segment): \(Self.masked(result.stderr))")
      record(result)
    }
    record(try setup.run(["sync", "--details"], extra: secrets))
    record(try setup.run(["--help"], extra: secrets))
    for fault in [FakeLeetCode.Fault.cloudflare, .status(500), .graphQLErrors(Self.session)] {
      setup.fake.inject(fault)  // none of these is retried
      record(try setup.run(print + ["--refresh", "pebble-count-2"], extra: secrets))
    }
    // Credentials typed at `login`, then used from the config file.
    record(try setup.run(["login", "--paste"], stdin: Data("\(Self.session)\n\(Self.token)\n".utf8)))
    let fromConfig = try setup.run(print + ["--refresh", "--segment", "submissions", "pebble-count-4"])
    #expect(fromConfig.status == 0, "\(Self.masked(fromConfig.stderr))")
    record(fromConfig)

    let sent = setup.fake.requests.contains { $0.headers["cookie"]?.contains(Self.session) == true }
    #expect(sent, "the session was sent to the fake")
    for text in outputs {
      // Checked apart from #expect, which would print the text (and the secret) on failure.
      let clean = !text.contains(Self.session) && !text.contains(Self.token)
      #expect(clean, "a secret leaked into an output")
    }
    let config = setup.root.appendingPathComponent("config/leetview/config.json").path
    let walker = FileManager.default.enumerator(atPath: setup.root.path)
    var files = 0
    while let path = walker?.nextObject() as? String {
      let full = setup.root.appendingPathComponent(path).path
      guard full != config, let data = FileManager.default.contents(atPath: full) else { continue }
      files += 1
      let text = String(decoding: data, as: UTF8.self)
      let clean = !text.contains(Self.session) && !text.contains(Self.token)
      #expect(clean, "a secret is stored in \(path)")
    }
    #expect(files >= 5, "the cache was written")
  }

  @Test(arguments: [0o644, 0o640, 0o604, 0o660])
  func configReadableByOthersIsRefusedWithoutShowingIt(mode: Int) throws {
    let setup = try Setup(fake: try FakeFixtures.smallSite())
    defer { setup.cleanUp() }
    let login = try setup.run(["login", "--paste"], stdin: Data("\(Self.session)\n\(Self.token)\n".utf8))
    #expect(login.status == 0)
    let config = setup.root.appendingPathComponent("config/leetview/config.json")
    chmod(config.path, mode_t(mode))
    let sentByLogin = setup.fake.requests.count
    let refused = try setup.run(["--print", "--refresh", "pebble-count-1"])
    #expect(refused.status == 1)
    let refusal = Self.masked(refused.stderr)
    #expect(refusal.hasPrefix("leetview: refusing to read \(config.path)"), "\(refusal)")
    #expect(refusal.split(separator: "\n").count == 1)
    let clean = !(refused.stdout + refused.stderr).contains(Self.session)
    #expect(clean, "the refusal never shows the session")
    #expect(setup.fake.requests.count == sentByLogin, "nothing is sent before the config is safe")
  }
}
