import Foundation
import LeetTestSupport
import Testing

/// Statement pictures inside a real tmux whose client runs on a recording terminal that answers
/// as kitty: drawn through the passthrough where `allow-passthrough` is on, else cells and no
/// graphics sequence reaches the terminal.
@Suite(
  .serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason),
  .enabled(if: PrintedPictureTests.helperBuilt, "skipped: leetview-picture is not built"))
struct TmuxPassthroughPictureTests {
  /// Runs leetview on problem 1 of the fake site in tmux with `allow-passthrough` as given, the
  /// tmux client on a recording terminal; `body` gets the terminal and the tmux server's pane.
  static func withTmux(passthrough: Bool, _ body: (RecordingTerminal, TmuxPane) throws -> Void) throws {
    let setup = try FetchEndToEndTests.Setup(fake: try GraphicsTerminalTests.site())
    defer { setup.cleanUp() }
    let pane = try TmuxPane.prepare("tmux-passthrough")
    defer { pane.close() }
    let directory = pane.directory
    let config = directory.appendingPathComponent("tmux.conf")
    try """
    set -g status off
    set -g default-terminal screen-256color
    set -g allow-passthrough \(passthrough ? "on" : "off")

    """.write(to: config, atomically: true, encoding: .utf8)
    var lines = ["#!/bin/sh"]
    for (key, value) in setup.environment.merging(["LEETVIEW_ASSET_MIRROR": setup.fake.baseURL]) { $1 } {
      lines.append("export \(key)=\(TmuxPane.quoted(value))")
    }
    lines.append("exec \(TmuxPane.quoted(BinaryRunner.executable.path)) --pictures auto 1")
    let script = directory.appendingPathComponent("run.sh")
    try (lines.joined(separator: "\n") + "\n").write(to: script, atomically: true, encoding: .utf8)
    let socket = directory.appendingPathComponent("tmux.sock").path
    let command = [
      try TmuxPane.locateTmux(), "-f", config.path, "-S", socket, "new-session", "-s", "e2e",
      "sh " + script.path,
    ].map(TmuxPane.quoted).joined(separator: " ")
    let terminal = try RecordingTerminal(command, environment: [:], answers: .kitty)
    defer { terminal.close() }
    try body(terminal, pane)
  }

  @Test func withPassthroughOnThePictureGoesThroughToTheOuterTerminalAtItsPlace() throws {
    try Self.withTmux(passthrough: true) { terminal, pane in
      let shown = try terminal.waitFor { !GraphicsTerminalTests.commands($0, "T").isEmpty }
      // The query went through too (wrapped, tmux unwrapped it), and the answer came back.
      #expect(GraphicsTerminalTests.commands(shown, "q").count == 1)
      let placed = try #require(GraphicsTerminalTests.commands(shown, "T").first)
      let id = try #require(placed.number("i"))
      #expect(placed.number("r") == 10)
      // The cursor move inside the passthrough puts it on the pane's picture rows.
      let rows = pane.capture()
      let before = try #require(rows.firstIndex { $0.contains("Before the picture.") })
      #expect(placed.row == before + 3, "\(rows.joined(separator: "\n"))")
      try GraphicsTerminalTests.expectDeleted(id, after: "G", in: terminal)
      pane.type("q")
    }
  }

  @Test func withPassthroughOffThePictureIsCellsAndNoGraphicsSequenceIsSent() throws {
    try Self.withTmux(passthrough: false) { terminal, pane in
      let drawn = try pane.waitForScreen {
        $0.contains { $0.contains("[image: frame]") && !$0.contains("https") }
      }
      let before = try #require(drawn.firstIndex { $0.contains("Before the picture.") })
      let styled = pane.captureStyled().components(separatedBy: "\n")
      #expect(styled[before + 2].contains("8;5;"), "\(styled.joined(separator: "\n"))")
      pane.type("jGq")
      terminal.settle()
      #expect(!terminal.text.contains("\u{1B}_G") && !terminal.text.contains("\u{1B}P0;1;0q"))
    }
  }
}
