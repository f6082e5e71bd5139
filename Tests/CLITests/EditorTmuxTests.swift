import Foundation
import LeetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The real `vi` on a real terminal, full-screen, and leetview back after it.
///
/// `leetview edit 1` from a shell with job control (`bash -i`) and from one without (`sh -c`),
/// and `e` in the interface. Each waits for vi's own screen, adds a line, writes with `:wq` and
/// checks the file and leetview's exit (and, in the interface, that its page is drawn again).
@Suite(
  .serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason),
  .enabled(if: installedVi != nil, "vi is not installed (make deps installs vim)"))
struct EditorTmuxTests {
  @Test func editFromAShellWithJobControl() throws {
    let setup = try EditorSetup()
    defer { setup.close() }
    setup.pane.openWindow(shell: "bash --noprofile --norc -i")
    setup.pane.type(setup.editLine())
    setup.pane.send("Enter")
    try setup.editInVi()
    _ = try setup.pane.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
    #expect(try setup.fileText().contains("\nmarker-line\n"))
  }

  @Test func editFromAShellWithoutJobControl() throws {
    let setup = try EditorSetup()
    defer { setup.close() }
    // `sh -c` leads the session with no job control: everything shares its process group.
    setup.pane.openWindow(shell: "sh -c '\(setup.editLine()); exec cat'")
    try setup.editInVi()
    _ = try setup.pane.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
    #expect(try setup.fileText().contains("\nmarker-line\n"))
  }

  @Test func eInTheInterfaceOpensViAndComesBackRedrawn() throws {
    let pane = try TmuxSession.start()
    defer { pane.close() }
    let fake = try EditorSetup.fakeLeetCode()
    defer { fake.stop() }
    let workspace = pane.directory.appendingPathComponent("workspace")
    try pane.launch(
      problem: "1", endpoint: fake.baseURL,
      environment: [
        "EDITOR": "vi", "VISUAL": "", "HOME": pane.directory.path, "LEETVIEW_WORKSPACE": workspace.path,
      ])
    _ = try pane.waitForScreen { $0[0].contains("Pebble Pairs") && $0.last?.contains("line 1-") == true }
    pane.send("5")
    _ = try pane.waitForScreen { $0.contains { $0.contains("No solution file yet") } }
    pane.send("e")
    let vi = try pane.waitForScreen(EditorSetup.showsVi)
    #expect(!vi.contains { $0.contains("Description") }, "vi has the whole screen, no tab bar")
    EditorSetup.addMarkerLine(in: pane)
    let back = try pane.waitForScreen { rows in
      rows[0].contains("Pebble Pairs") && rows.contains { $0.contains("marker-line") }
    }
    #expect(back[1].contains("Description") && back[1].contains("Code"), "the tab bar is back")
    #expect(back.last?.contains("line 1-") == true, "the status line is back")
    #expect(!back.contains { $0 == "~" }, "nothing of vi is left on the page")
    pane.send("q")
    _ = try pane.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
    let text = try String(
      contentsOf: workspace.appendingPathComponent("1.pebble-pairs.py"), encoding: .utf8)
    #expect(text.contains("\nmarker-line\n"))
  }
}

/// The `vi` on this machine, if any.
private let installedVi: String? = ["/usr/bin/vi", "/bin/vi", "/usr/local/bin/vi"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// A fake LeetCode with problem 1, a workspace, and the line that runs `leetview edit 1` on them
/// with `EDITOR=vi`, in a pane of its own (its window opened by each test with its own shell).
private struct EditorSetup {
  let pane: TmuxPane
  let fake: FakeLeetCode
  var file: URL { pane.directory.appendingPathComponent("workspace/1.pebble-pairs.py") }

  init() throws {
    pane = try TmuxPane.prepare("leetview-editor")
    fake = try Self.fakeLeetCode()
    let bundled = pane.directory.appendingPathComponent("no-bundled-cache")
    try FileManager.default.createDirectory(at: bundled, withIntermediateDirectories: true)
  }

  /// The shell line that runs `leetview edit 1` and prints `rc=N` after it.
  func editLine() -> String {
    let d = pane.directory.path
    // No user vimrc or viminfo: HOME is the test's directory.
    return pane.launchLine(
      ["edit", "1"],
      environment: [
        "EDITOR": "vi", "HOME": d, "LEETVIEW_ENDPOINT": fake.baseURL, "LEETVIEW_CACHE_DIR": "\(d)/cache",
        "LEETVIEW_BUNDLED_CACHE": "\(d)/no-bundled-cache", "XDG_CONFIG_HOME": "\(d)/config",
        "LEETVIEW_WORKSPACE": "\(d)/workspace",
      ], envFlags: "-u VISUAL -u TMUX")
  }

  /// The fake LeetCode serving problem 1 (`pebble-pairs`) with its Python template.
  static func fakeLeetCode() throws -> FakeLeetCode {
    let fake = try FakeLeetCode()
    fake.serveList(rows: [FakeFixtures.listRow(id: "1", slug: "pebble-pairs", title: "Pebble Pairs")])
    fake.serveQuestion("pebble-pairs", body: FakeJudgeFixtures.question())
    return fake
  }

  /// Whether vi shows the solution file: its header line and the `~` rows past its end.
  static func showsVi(_ rows: [String]) -> Bool {
    rows.contains { $0.contains("@lc code=start") } && rows.contains { $0 == "~" }
  }

  /// Goes to the last line, opens a line below it with `marker-line`, and writes and quits.
  static func addMarkerLine(in pane: TmuxPane) {
    pane.type("Gomarker-line")
    pane.send("Escape")
    pane.type(":wq")
    pane.send("Enter")
  }

  /// Waits for vi on the file, then adds the marker line and leaves with `:wq`.
  func editInVi() throws {
    _ = try pane.waitForScreen(Self.showsVi)
    Self.addMarkerLine(in: pane)
  }

  func fileText() throws -> String { try String(contentsOf: file, encoding: .utf8) }

  func close() {
    fake.stop()
    pane.close()
  }
}
