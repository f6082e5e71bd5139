import CookieFixtures
import Foundation
import LeetCookiesClient
import Testing

@Suite("The cookie client's limits: a reply past 1 MB, a helper past its time")
struct ClientLimitTests {
  /// A request for a home with nothing in it.
  static let request = CookieRequest(home: "/nonexistent", site: .com)

  /// A fake helper: `lines` of `sh` in `home`, run by a client that waits `timeout` seconds.
  static func client(_ home: FixtureHome, timeout: TimeInterval = 30, _ lines: [String]) throws
    -> BrowserCookieClient
  {
    let script = try CookieHelper.script(home.path + "/fake-helper", lines)
    return BrowserCookieClient(environment: [:], helper: URL(fileURLWithPath: script), timeout: timeout)
  }

  /// An answer of `padding` bytes of report text (the shape the helper writes).
  static func answer(padding: Int) -> [String] {
    [
      "printf '{\"candidates\":[],\"report\":[{\"place\":\"'",
      "head -c \(padding) /dev/zero | tr '\\000' a",
      "printf '\",\"outcome\":{\"kind\":\"notFound\"}}]}'",
    ]
  }

  @Test("a reply past 1 MB is refused as damaged; one under it is read")
  func replyPastTheCapIsRefused() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let over = try Self.client(home, Self.answer(padding: CookieLimits.replyBytes))
    guard case .failure(let failure) = over.find(Self.request) else {
      Issue.record("a reply past the cap was accepted")
      return
    }
    #expect(failure.message == "the helper leetview-cookies gave an answer over 1.0 MB (refused as damaged)")
    let under = try Self.client(home, Self.answer(padding: CookieLimits.replyBytes - 1000))
    let answer = try under.find(Self.request).get()
    #expect(answer.report.first?.place.count == CookieLimits.replyBytes - 1000)
  }

  @Test("an endless reply is refused once past the cap, and its writer is stopped")
  func endlessReplyIsCut() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    let endless = try Self.client(home, ["echo $$ > \(home.path)/pid", "exec cat /dev/zero"])
    guard case .failure(let failure) = endless.find(Self.request) else {
      Issue.record("an endless reply was accepted")
      return
    }
    #expect(failure.message.contains("over 1.0 MB"))
    let pid = try #require(pid_t(try String(contentsOfFile: home.path + "/pid", encoding: .utf8).trimmed))
    #expect(kill(pid, 0) != 0 && errno == ESRCH)
  }

  @Test(
    "the real helper past its time gets SIGTERM first and removes its private copy before it ends",
    .enabled(if: CookieHelper.path != nil, CookieHelper.absent))
  func overrunIsTerminated() throws {
    let helper = try #require(CookieHelper.path)
    let home = try FixtureHome()
    defer { home.remove() }
    try home.signedInChromium(".config/chromium/Default", session: "eyJoverrun", prefix: "v11", password: "k")
    let temporary = try home.folder("tmp")
    let bus = try SilentSocket(path: home.path + "/bus")
    defer { bus.close() }
    let client = BrowserCookieClient(
      environment: ["TMPDIR": temporary, "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(home.path)/bus"],
      helper: URL(fileURLWithPath: helper), timeout: 10)
    let request = CookieRequest(home: home.path, site: .com, browsers: [.chromium], keyringTimeout: 60)
    let outcome = Outcome()
    Thread { outcome.set(client.find(request)) }.start()
    // The helper asks the silent keyring only once it holds its copy, and waits on it past its time.
    let asked = bus.awaitConnection(seconds: 30)
    #expect(asked)
    if asked { #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).count == 1) }
    guard case .failure(let failure) = try #require(outcome.wait(seconds: 60)) else {
      Issue.record("a helper that never answers gave an answer")
      return
    }
    #expect(failure.message == "the helper leetview-cookies stopped (took too long or crashed)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
  }

  @Test("a helper that ignores SIGTERM is killed after the grace; the client waits no longer")
  func ignoredTermIsFollowedByKill() throws {
    let home = try FixtureHome()
    defer { home.remove() }
    // An ignored signal stays ignored across exec, so `sleep` is the helper and ignores SIGTERM.
    let stubborn = try Self.client(
      home, timeout: 3, ["trap '' TERM", "echo $$ > \(home.path)/pid", "exec sleep 60"])
    let started = Date()
    guard case .failure(let failure) = stubborn.find(Self.request) else {
      Issue.record("a helper that never answers gave an answer")
      return
    }
    let waited = Date().timeIntervalSince(started)
    #expect(failure.message.contains("stopped"))
    #expect(waited >= 3 + CookieLimits.stopGraceSeconds)
    #expect(waited < 3 + 3 * CookieLimits.stopGraceSeconds + 10)
    let pid = try #require(pid_t(try String(contentsOfFile: home.path + "/pid", encoding: .utf8).trimmed))
    #expect(kill(pid, 0) != 0 && errno == ESRCH)
  }

  @Test("a process the helper left holding its stdout does not hold the client past its limits")
  func heldPipeDoesNotHoldTheClient() throws {
    // Foundation learns of the helper's end only once every process holding its watch socket
    // has ended, so the client cannot tell this from a helper still running: a failure, in time.
    let home = try FixtureHome()
    defer { home.remove() }
    let holder = try Self.client(home, timeout: 1, ["sleep 60 & echo $! > \(home.path)/pid", "exit 0"])
    let started = Date()
    guard case .failure(let failure) = holder.find(Self.request) else {
      Issue.record("no answer was taken for one")
      return
    }
    #expect(Date().timeIntervalSince(started) < 1 + 3 * CookieLimits.stopGraceSeconds + 10)
    #expect(failure.message.hasPrefix("the helper leetview-cookies "))
    if let pid = pid_t((try? String(contentsOfFile: home.path + "/pid", encoding: .utf8))?.trimmed ?? "") {
      kill(pid, SIGKILL)
    }
  }
}

/// A result handed from the thread that waits for it.
private final class Outcome: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result: Result<CookieAnswer, CookieClientFailure>?

  func set(_ result: Result<CookieAnswer, CookieClientFailure>) {
    self.result = result
    done.signal()
  }

  /// The result, once set within `seconds`; nil if it was not.
  func wait(seconds: Double) -> Result<CookieAnswer, CookieClientFailure>? {
    done.wait(timeout: .now() + seconds) == .success ? result : nil
  }
}

extension String {
  /// The text without the white space around it.
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
