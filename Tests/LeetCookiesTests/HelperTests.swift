import CookieFixtures
import Foundation
import LeetCookiesClient
import LeetTestSupport
import Testing

@Suite("leetview-cookies, the helper")
struct HelperTests {
  @Test(
    "v11 passwords from a real Secret Service: the browser's own application, Chrome's for Vivaldi, a label for Brave",
    .enabled(if: CookieHelper.path != nil, CookieHelper.absent),
    .enabled(if: SecretServiceSession.available, SecretServiceSession.skipped))
  func secretService() throws {
    let helper = try #require(CookieHelper.path)
    let home = try FixtureHome()
    defer { home.remove() }
    try home.signedInChromium(
      ".config/chromium/Default/Network", session: "eyJkeyring-chromium", csrf: "csrf-k", prefix: "v11",
      password: "chromium-safe-storage-key")
    try home.signedInChromium(
      ".config/vivaldi/Profile 1", session: "eyJkeyring-vivaldi", csrf: "c", prefix: "v11",
      password: "chrome-safe-storage-key")
    try home.signedInChromium(
      ".config/BraveSoftware/Brave-Browser/Default", session: "eyJkeyring-brave", csrf: "c", prefix: "v11",
      password: "brave-safe-storage-key")
    let schema = "chrome_libsecret_os_crypt_password_v2"
    let items = [
      SecretServiceSession.Item(
        label: "Chromium Safe Storage", attributes: ["xdg:schema": schema, "application": "chromium"],
        secret: "chromium-safe-storage-key"),
      SecretServiceSession.Item(
        label: "Vivaldi Safe Storage", attributes: ["xdg:schema": schema, "application": "vivaldi"],
        secret: "a key that decrypts nothing"),
      SecretServiceSession.Item(
        label: "Chrome Safe Storage", attributes: ["xdg:schema": schema, "application": "chrome"],
        secret: "chrome-safe-storage-key"),
      SecretServiceSession.Item(
        label: "Brave Safe Storage", attributes: ["kept-by": "an older Brave"],
        secret: "brave-safe-storage-key"),
    ]
    let request = CookieRequest(home: home.path, site: .com, browsers: [.chromium, .vivaldi, .brave])
    let answer = try #require(
      try SecretServiceSession.run(helper: helper, home: home, items: items, request: request))
    let found = try #require(answer.candidate(.chromium, "Default"))
    #expect(found.cookies.session == "eyJkeyring-chromium")
    #expect(found.cookies.csrfToken == "csrf-k")
    #expect(found.keySource == "the Secret Service (application=chromium)")
    let second = try #require(answer.candidate(.vivaldi, "Profile 1"))
    #expect(second.cookies.session == "eyJkeyring-vivaldi")
    #expect(second.keySource == "the Secret Service (application=chrome)")
    let third = try #require(answer.candidate(.brave, "Default"))
    #expect(third.cookies.session == "eyJkeyring-brave")
    #expect(third.keySource == "the Secret Service (label)")
    let words = answer.report.map(\.text).joined(separator: "\n") + answer.candidates.map { "\($0)" }.joined()
    for secret in items.map(\.secret) + found.cookies.secrets { #expect(!words.contains(secret)) }
  }

  @Test(
    "a locked keyring (no password, no prompt) is a reason; the fallbacks are still tried",
    .enabled(if: CookieHelper.path != nil, CookieHelper.absent),
    .enabled(if: SecretServiceSession.available, SecretServiceSession.skipped))
  func lockedKeyring() throws {
    let helper = try #require(CookieHelper.path)
    let home = try FixtureHome()
    defer { home.remove() }
    let database = try home.signedInChromium(
      ".config/chromium/Default", session: "eyJlocked", prefix: "v11", password: "locked-away")
    let items = [
      SecretServiceSession.Item(
        label: "Chromium Safe Storage", attributes: ["application": "chromium"], secret: "locked-away")
    ]
    let request = CookieRequest(home: home.path, site: .com, browsers: [.chromium], keyringTimeout: 30)
    let answer = try #require(
      try SecretServiceSession.runLocked(helper: helper, home: home, items: items, request: request))
    #expect(answer.candidates.isEmpty)
    #expect(answer.report.contains { $0.place == "the Secret Service" && $0.outcome == .keyring(.locked) })
    guard case .undecryptable(let tried) = answer.outcome(at: database) else {
      Issue.record("expected undecryptable: \(answer.report.map(\.text))")
      return
    }
    #expect(tried == ["the empty password", "peanuts"])
  }

  @Test(
    "KWallet's password, read by kwallet-query from the browser's folder, with no secret in its arguments",
    .enabled(if: CookieHelper.path != nil, CookieHelper.absent))
  func kwallet() throws {
    let helper = try #require(CookieHelper.path)
    let home = try FixtureHome()
    defer { home.remove() }
    try home.signedInChromium(
      ".config/chromium/Default", session: "eyJkwallet", prefix: "v11", password: "kwallet-safe-storage")
    let tools = try home.folder("tools")
    let secret = try home.write("tools/secret", "kwallet-safe-storage\n")
    chmod(secret, 0o600)
    // A stand-in for KDE's kwallet-query: it answers only for the entry Chromium keeps.
    try CookieHelper.script(
      tools + "/kwallet-query",
      [
        "printf '%s\\n' \"$*\" >> \(SecretServiceSession.quoted(tools + "/arguments"))",
        "if [ \"$1 $2 $3 $4 $5\" = '--read-password Chromium Safe Storage --folder Chromium Keys kdewallet' ]; then",
        "  exec cat \(SecretServiceSession.quoted(secret))", "fi", "echo 'Failed to read the entry'",
        "exit 1",
      ])
    let answer = try #require(
      try CookieHelper.run(
        helper, request: CookieRequest(home: home.path, site: .com, browsers: [.chromium], keyringTimeout: 5),
        environment: ["PATH": "\(tools):/usr/bin:/bin"]))
    let found = try #require(answer.candidate(.chromium, "Default"))
    #expect(found.cookies.session == "eyJkwallet")
    #expect(found.keySource == "KWallet (Chromium Keys)")
    let arguments = try String(contentsOfFile: tools + "/arguments", encoding: .utf8)
    #expect(arguments.contains("--folder Chromium Keys"))
    #expect(!arguments.contains("kwallet-safe-storage"))
  }

  @Test(
    "a Secret Service that never answers counts as absent after the limit: the helper answers, no hang",
    .enabled(if: CookieHelper.path != nil, CookieHelper.absent))
  func silentKeyring() throws {
    let helper = try #require(CookieHelper.path)
    let home = try FixtureHome()
    defer { home.remove() }
    for folder in [".config/chromium/Default", ".config/google-chrome/Default"] {
      try home.signedInChromium(
        folder, session: "eyJsilent", prefix: "v11", password: "kept in a keyring that never answers")
    }
    let bus = try SilentSocket(path: home.path + "/bus")
    defer { bus.close() }
    let started = Date()
    let answer = try #require(
      try CookieHelper.run(
        helper,
        request: CookieRequest(
          home: home.path, site: .com, browsers: [.chromium, .chrome], keyringTimeout: 1),
        environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(home.path)/bus"]))
    #expect(Date().timeIntervalSince(started) < 20)
    #expect(answer.candidates.isEmpty)
    let silent = answer.report.filter { $0.outcome == .keyring(.noAnswer(seconds: 1)) }
    #expect(silent.count == 1, "asked once, then counted absent: \(answer.report.map(\.text))")
    #expect(silent.first?.text.contains("did not answer within 1 s") == true)
    let undecrypted = answer.report.filter {
      if case .undecryptable = $0.outcome { return true } else { return false }
    }
    #expect(undecrypted.count == 2)
  }

  @Test(
    "a profile folder this user may not read is a reason; the others are still read",
    .enabled(if: CookieHelper.path != nil, CookieHelper.absent),
    .enabled(if: Unprivileged.prefix != nil, "skipped: running as root without setpriv to drop it"))
  func profileWithoutPermission() throws {
    let helper = try #require(CookieHelper.path)
    let prefix = try #require(Unprivileged.prefix)
    let home = try FixtureHome()
    defer { home.remove() }
    try CookieStores.chromium(
      at: try home.folder(".config/google-chrome/Default") + "/Cookies",
      FixtureCookie.signedIn(session: "eyJreadable", csrf: "c"))
    let closed = try home.folder(".config/google-chrome/Profile 1")
    try CookieStores.chromium(
      at: closed + "/Cookies", FixtureCookie.signedIn(session: "eyJclosed", csrf: "c"))
    let firefox = try home.folder(".mozilla/firefox/locked.default")
    try CookieStores.firefox(
      at: firefox + "/cookies.sqlite", FixtureCookie.signedIn(session: "eyJfox", csrf: "c"))
    try home.write(
      ".mozilla/firefox/profiles.ini", "[Profile0]\nName=Locked\nIsRelative=1\nPath=locked.default\n")
    chmod(closed, 0)
    chmod(firefox, 0)
    let command = (prefix + [helper]).map(SecretServiceSession.quoted).joined(separator: " ")
    let script = try CookieHelper.script(home.path + "/unprivileged.sh", ["exec \(command)"])
    let answer = try #require(
      try CookieHelper.run(
        script, request: CookieRequest(home: home.path, site: .com, browsers: [.chrome, .firefox])))
    #expect(answer.candidates.map(\.cookies.session) == ["eyJreadable"])
    #expect(answer.outcome(at: "Profile 1") == .noPermission)
    #expect(answer.outcome(at: "locked.default") == .noPermission)
  }

  @Test(
    "the client runs the helper over a pipe and gets the candidates and the report back",
    .enabled(if: CookieHelper.path != nil, CookieHelper.absent))
  func clientOverThePipe() throws {
    let helper = try #require(CookieHelper.path)
    let home = try FixtureHome()
    defer { home.remove() }
    try CookieStores.firefox(
      at: try home.folder(".mozilla/firefox/x.default") + "/cookies.sqlite",
      FixtureCookie.signedIn(session: "eyJpiped", csrf: "csrf-piped")
        + [FixtureCookie(name: "cf_clearance", value: "clear-piped")])
    let client = BrowserCookieClient(
      environment: ["HOME": home.path, "SECRET_LOOKING": "x"], helper: URL(fileURLWithPath: helper))
    #expect(client.environment.isEmpty)
    let request = try #require(BrowserCookieClient.request(site: .com, environment: ["HOME": home.path]))
    let answer = try client.find(request).get()
    let found = try #require(answer.candidate(.firefox, "x.default"))
    #expect(
      found.cookies
        == BrowserCookies(session: "eyJpiped", csrfToken: "csrf-piped", cfClearance: "clear-piped"))
    #expect(answer.report.count > 10)
    let missing = BrowserCookieClient(environment: [:], helper: URL(fileURLWithPath: home.path + "/none"))
    guard case .failure(let failure) = missing.find(request) else {
      Issue.record("a missing helper should fail")
      return
    }
    #expect(failure.message.contains("leetview-cookies could not start"))
  }
}
