import Foundation
import LeetTestSupport
import Testing

/// The Progress screen on a real terminal (tmux): `leetview stats bob` draws it alone and q
/// quits; in the browser F2 opens the signed-in user's, Esc goes back to the list; at 120
/// columns the heatmap spreads to two cells a week.
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct ProgressTmuxTests {
  private static let session = "progress-tmux-session-8d2e"

  /// A fake with a small list, alice signed in by `session`, and alice's and bob's progress; a
  /// tmux pane whose shell runs leetview against it.
  private static func scene() throws -> TmuxScene {
    let fake = try FakeFixtures.smallSite()
    fake.serveAliceAndBob(session: session, bobSeed: 5)
    return try TmuxScene(fake: fake, name: "leetview-progress-tmux")
  }

  @Test func statsDrawsTheScreenAloneAndQQuits() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    scene.launch(["stats", "bob"])
    let shown = try scene.pane.waitForScreen { $0.contains { $0.contains("Progress of bob") } }
    #expect(shown.contains { $0.contains("Easy") && $0.contains("312 / 870") })
    #expect(shown.contains { $0.hasPrefix(" Mon ") })
    #expect(shown.contains { $0.contains("Contest rating") })
    #expect(shown.last?.contains("Esc back") == true, "\(shown.joined(separator: "\n"))")
    // The end of the page: the rating chart's dates.
    scene.pane.send("G")
    let bottom = try scene.pane.waitForScreen { rows in rows.contains { $0.contains("└──") } }
    #expect(!bottom.contains { $0.contains("Progress of bob") })
    scene.pane.send("q")
    let done = try scene.pane.waitForScreen { $0.contains { $0.hasPrefix("rc=") } }
    #expect(done.contains("rc=0"), "\(done.joined(separator: "\n"))")
    // Again offline: the cached copy at once, said to be offline.
    scene.launch(["stats", "bob", "--offline"])
    let cached = try scene.pane.waitForScreen { rows in
      rows.contains { $0.contains("Progress of bob") && $0.contains("offline · fetched just now") }
    }
    #expect(cached.contains { $0.contains("312 / 870") })
    scene.pane.send("q")
    _ = try scene.pane.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }

  @Test func statsWithoutAUserComesUpAtOnceAndShowsTheSignedInUsers() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    try scene.signIn(Self.session)
    scene.launch(["stats"])
    // The screen is up before LeetCode says who is signed in, then the page arrives.
    let shown = try scene.pane.waitForScreen { $0.contains { $0.contains("Progress of alice") } }
    #expect(shown.contains { $0.contains("312 / 870") })
    #expect(!shown.joined(separator: "\n").contains(Self.session))
    scene.pane.send("q")
    let done = try scene.pane.waitForScreen { $0.contains { $0.hasPrefix("rc=") } }
    #expect(done.contains("rc=0"), "\(done.joined(separator: "\n"))")
  }

  @Test func anUnknownUserSaysWhyOnScreenAndExitsOne() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    scene.launch(["stats", "nobody"])
    let failed = try scene.pane.waitForScreen { rows in
      rows.contains { $0.contains("Could not load the progress of nobody") }
    }
    #expect(failed.contains { $0.contains("LeetCode knows no user named nobody") })
    scene.pane.send("Escape")
    let done = try scene.pane.waitForScreen { $0.contains { $0.hasPrefix("rc=") } }
    #expect(done.contains("rc=1"), "\(done.joined(separator: "\n"))")
    #expect(done.contains { $0.hasPrefix("leetview: LeetCode knows no user named nobody") })
  }

  @Test func f2FromTheBrowserShowsTheSignedInUserAndEscGoesBack() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    scene.pane.resize(width: 120, height: 40)
    try scene.signIn(Self.session)
    scene.launch([])
    _ = try scene.pane.waitForScreen { $0.contains { $0.contains("Pebble Count 1") } }
    scene.pane.send("F2")
    let shown = try scene.pane.waitForScreen { $0.contains { $0.contains("Progress of alice") } }
    // Two cells a week at 120 columns: a square, a gap.
    let monday = try #require(shown.first { $0.hasPrefix(" Mon ") })
    #expect(monday.dropFirst(5).enumerated().allSatisfy { $0.offset % 2 == 0 || $0.element == " " })
    #expect(shown.contains { $0.contains("longest streak") })
    let screen = shown.joined(separator: "\n")
    #expect(!screen.contains(Self.session))
    scene.pane.send("Escape")
    let back = try scene.pane.waitForScreen { rows in
      rows.contains { $0.contains("Pebble Count 1") } && !rows.contains { $0.contains("Progress of") }
    }
    #expect(!back.isEmpty)
    scene.pane.send("C-c")
    let done = try scene.pane.waitForScreen { $0.contains { $0.hasPrefix("rc=") } }
    #expect(done.contains("rc=0"), "\(done.joined(separator: "\n"))")
  }
}

extension TmuxScene {
  /// Signs in with `session` the way a person does, `login --paste` (the cookie goes into the
  /// config file, never into a command line).
  fileprivate func signIn(_ session: String) throws {
    let login = try setup.run(
      ["login", "--paste"], stdin: Data("\(session)\nprogress-tmux-token\n".utf8))
    #expect(login.status == 0, "\(login.stderr)")
  }
}
