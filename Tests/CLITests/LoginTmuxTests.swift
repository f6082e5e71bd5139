import CookieFixtures
import Foundation
import LeetTestSupport
import Testing

/// `leetview login` on a real terminal (tmux) with two browsers signed in as two people: it lists
/// both and stores the one the user picks, as a person would see it.
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct LoginTmuxTests {
  /// A HOME with Firefox signed in as `ada` and Chromium as `bob`, a fake LeetCode that knows both,
  /// and a tmux pane whose shell runs leetview there.
  private static func scene() throws -> TmuxScene {
    let fake = try FakeFixtures.smallSite()
    fake.serveUserStatus {
      [
        "firefox-session-ada1": FakeAccount(username: "ada"),
        "chromium-session-bob2": FakeAccount(username: "bob", isPremium: true),
      ]
    }
    let scene = try TmuxScene(fake: fake, name: "leetview-login-tmux")
    let root = scene.setup.root
    let firefox = root.appendingPathComponent(".mozilla/firefox/abc.default")
    try FileManager.default.createDirectory(at: firefox, withIntermediateDirectories: true)
    try CookieStores.firefox(
      at: firefox.appendingPathComponent("cookies.sqlite").path,
      FixtureCookie.signedIn(session: "firefox-session-ada1", csrf: "firefox-token"))
    let chromium = root.appendingPathComponent("config/chromium/Default")
    try FileManager.default.createDirectory(at: chromium, withIntermediateDirectories: true)
    try CookieStores.chromium(
      at: chromium.appendingPathComponent("Cookies").path,
      FixtureCookie.signedIn(session: "chromium-session-bob2", csrf: "chromium-token"))
    return scene
  }

  @Test func severalSignedInSessionsAreListedAndTheOnePickedIsStored() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    scene.launch(["login"])
    let asked = try scene.pane.waitForScreen { $0.contains { $0.contains("Which one? [1]") } }
    #expect(asked.contains { $0.contains("Signed-in LeetCode sessions:") })
    let bobLine = try #require(asked.first { $0.contains("bob · Chromium, profile Default") })
    #expect(asked.contains { $0.contains("ada · Firefox, profile abc.default") })
    let number = try #require(
      bobLine.trimmingCharacters(in: .whitespaces).split(separator: ".").first)
    scene.pane.type(String(number))
    scene.pane.send("Enter")
    let done = try scene.pane.waitForScreen { $0.contains { $0.hasPrefix("rc=") } }
    #expect(done.contains("rc=0"), "\(done.joined(separator: "\n"))")
    #expect(done.contains { $0.contains("Signed in to leetcode.com as bob (Chromium, profile Default).") })
    let screen = done.joined(separator: "\n")
    #expect(!screen.contains("session-ada1") && !screen.contains("session-bob2"), "no cookie shown")
    let whoami = try scene.setup.run(["--offline", "whoami"])
    #expect(
      whoami.stdout.contains("credentials for bob stored, from Chromium, profile Default"),
      "\(whoami.stdout)\(whoami.stderr)")
  }

  @Test func aBareEnterTakesTheFirstAndNoBrowserLeavesThePasteQuestion() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    scene.launch(["login"])
    let asked = try scene.pane.waitForScreen { $0.contains { $0.contains("Which one? [1]") } }
    let first = try #require(asked.first { $0.hasPrefix("  1. ") })
    scene.pane.send("Enter")
    let done = try scene.pane.waitForScreen { $0.contains { $0.hasPrefix("rc=") } }
    #expect(done.contains("rc=0"))
    let user = first.dropFirst(5).prefix { $0 != " " }
    #expect(done.contains { $0.contains("Signed in to leetcode.com as \(user) (") }, "\(done)")

    // With both browsers' profiles gone, it says where it looked and asks to paste; `n` ends it.
    try FileManager.default.removeItem(at: scene.setup.root.appendingPathComponent(".mozilla"))
    try FileManager.default.removeItem(at: scene.setup.root.appendingPathComponent("config/chromium"))
    #expect(try scene.setup.run(["logout"]).status == 0)
    scene.launch(["login"])
    let paste = try scene.pane.waitForScreen {
      $0.contains { $0.contains("Paste the two cookies instead? [y/N]") }
    }
    #expect(paste.contains { $0.contains("leetview found no session signed in to leetcode.com") })
    scene.pane.type("n")
    scene.pane.send("Enter")
    let refused = try scene.pane.waitForScreen { $0.contains { $0.hasPrefix("rc=") } }
    #expect(refused.contains("rc=1"))
    #expect(refused.contains { $0.hasPrefix("leetview: no signed-in LeetCode session") })
  }
}
