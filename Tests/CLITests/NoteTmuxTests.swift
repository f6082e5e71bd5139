import Foundation
import LeetTestSupport
import Testing

/// The problem's note in the real `vi` on a real terminal: `leetview note 1` from a shell with
/// job control, and `a` then `e` in the interface, each sending the edit to the fake LeetCode
/// once (`updateNote`) and, in the interface, drawing the note again.
@Suite(
  .serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason),
  .enabled(if: noteVi != nil, "vi is not installed (make deps installs vim)"))
struct NoteTmuxTests {
  /// The fake serving problem 1 (`pebble-pairs`) with the note `old note`.
  static func fake() throws -> (FakeLeetCode, FakeHistory) {
    let fake = try FakeLeetCode()
    fake.serveList(rows: [FakeFixtures.listRow(id: "1", slug: "pebble-pairs", title: "Pebble Pairs")])
    fake.serveQuestion("pebble-pairs", body: FakeJudgeFixtures.question())
    let history = FakeHistory(notes: ["pebble-pairs": "old note"])
    fake.serveHistory(history)
    return (fake, history)
  }

  /// The environment of a signed-in run in `pane`'s folder, with `EDITOR=vi` and no user vimrc.
  static func environment(_ pane: TmuxPane, fake: FakeLeetCode) -> [String: String] {
    let d = pane.directory.path
    return [
      "EDITOR": "vi", "HOME": d, "TMPDIR": d, "LEETVIEW_ENDPOINT": fake.baseURL,
      "LEETVIEW_CACHE_DIR": "\(d)/cache", "LEETVIEW_BUNDLED_CACHE": "\(d)/none",
      "XDG_CONFIG_HOME": "\(d)/config", "LEETCODE_SESSION": "note-tmux-session",
      "LEETCODE_CSRFTOKEN": "note-tmux-token",
    ]
  }

  /// Waits for vi on the note, adds `new line` after it and leaves with `:wq`.
  static func addLineInVi(_ pane: TmuxPane) throws {
    _ = try pane.waitForScreen { $0.contains { $0.hasPrefix("old note") } && $0.contains("~") }
    pane.type("Gonew line")
    pane.send("Escape")
    pane.type(":wq")
    pane.send("Enter")
  }

  @Test func noteFromAShellEditsInViAndSendsOnce() throws {
    let pane = try TmuxPane.prepare("leetview-note")
    let (fake, history) = try Self.fake()
    defer {
      fake.stop()
      pane.close()
    }
    pane.openWindow(shell: "bash --noprofile --norc -i")
    pane.type(
      pane.launchLine(
        ["note", "1"], environment: Self.environment(pane, fake: fake), envFlags: "-u VISUAL -u TMUX"))
    pane.send("Enter")
    try Self.addLineInVi(pane)
    let end = try pane.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
    #expect(end.contains { $0.contains("the note of pebble-pairs is saved here and on LeetCode") })
    #expect(history.note("pebble-pairs") == "old note\nnew line")
    #expect(fake.operations.filter { $0 == "updateNote" }.count == 1)
  }

  @Test func aThenEInTheInterfaceEditsInViAndDrawsTheNoteAgain() throws {
    let pane = try TmuxSession.start()
    let (fake, history) = try Self.fake()
    defer {
      fake.stop()
      pane.close()
    }
    try pane.launch(problem: "1", endpoint: fake.baseURL, environment: Self.environment(pane, fake: fake))
    _ = try pane.waitForScreen { $0[0].contains("Pebble Pairs") && $0.last?.contains("line 1-") == true }
    pane.send("a")
    _ = try pane.waitForScreen { rows in
      rows[0].contains("Note · pebble-pairs") && rows.contains { $0.contains("saved on LeetCode") }
    }
    pane.send("e")
    try Self.addLineInVi(pane)
    let back = try pane.waitForScreen { rows in
      rows[0].contains("Note · pebble-pairs") && rows.contains { $0.contains("new line") }
        && rows.contains { $0.contains("saved on LeetCode") }
    }
    #expect(!back.contains { $0 == "~" }, "nothing of vi is left")
    #expect(history.note("pebble-pairs") == "old note\nnew line")
    #expect(fake.operations.filter { $0 == "updateNote" }.count == 1)
    pane.send("Escape")
    _ = try pane.waitForScreen { $0[0].contains("Pebble Pairs") }
    pane.send("q")
    _ = try pane.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }
}

/// The `vi` on this machine, if any.
private let noteVi: String? = ["/usr/bin/vi", "/bin/vi", "/usr/local/bin/vi"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}
