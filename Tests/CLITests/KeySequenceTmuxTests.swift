import Foundation
import LeetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Keys and mouse reports as a real terminal sends them, whatever `TERM` names: Home and End in
/// tmux under `xterm-256color` (whose terminfo knows other forms), unknown sequences, and SGR
/// mouse reports past column 223.
///
/// Reported skipped when tmux is not installed.
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct KeySequenceTmuxTests {
  /// The first, last and total line numbers of the status line (`line 1-20 of 40`), if shown.
  private func lines(_ screen: [String]) -> (first: Int, last: Int, total: Int)? {
    guard let status = screen.last, let range = status.range(of: "line ") else { return nil }
    let numbers = status[range.upperBound...].split(whereSeparator: { !$0.isNumber }).prefix(3)
      .compactMap { Int($0) }
    guard numbers.count == 3 else { return nil }
    return (numbers[0], numbers[1], numbers[2])
  }

  @Test func endAndHomeMoveThePageAndKeepTheSegment() throws {
    let session = try TmuxSession.start()
    defer { session.close() }
    try session.launch(environment: ["TERM": "xterm-256color"])
    let first = try session.waitForScreen { lines($0)?.first == 1 }
    let labels = first[1]
    let description = column(of: try #require(labels.range(of: "Description")), in: labels)
    #expect(underline(first[2]) == description)
    let onDescription = { (screen: [String]) in
      screen[1] == labels && underline(screen[2]) == description
        && screen.contains { $0.contains("Paragraph") }
    }

    // tmux sends End as `ESC [ 4 ~` and Home as `ESC [ 1 ~`; the terminfo entry says `ESC O F`.
    session.send("End")
    let bottom = try session.waitForScreen { lines($0).map { $0.last == $0.total } == true }
    #expect(onDescription(bottom), "End stays on Description:\n\(bottom.joined(separator: "\n"))")
    #expect(lines(bottom)?.first ?? 0 > 1)
    session.send("Home")
    let top = try session.waitForScreen { lines($0)?.first == 1 }
    #expect(onDescription(top), "Home stays on Description:\n\(top.joined(separator: "\n"))")

    // Shift-End is End; an unknown sequence with parameters is dropped whole, the `j` after it
    // still scrolls.
    session.type("\u{1B}[4;2~")
    let shifted = try session.waitForScreen { lines($0).map { $0.last == $0.total } == true }
    #expect(onDescription(shifted))
    session.send("Home")
    _ = try session.waitForScreen { lines($0)?.first == 1 }
    session.type("\u{1B}[99;3~\u{1B}[38;2x\u{1B}[?7uj")
    let scrolled = try session.waitForScreen { lines($0)?.first == 2 }
    #expect(onDescription(scrolled), "\(scrolled.joined(separator: "\n"))")
    session.send("q")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }

  @Test func mouseReportsAreSGRButtonEventsAndStopOnQuit() throws {
    let session = try TmuxSession.start()
    defer { session.close() }
    session.resize(width: 250, height: 24)
    try session.launch()
    _ = try session.waitForScreen { lines($0)?.first == 1 }
    #expect(session.mouseModes == "sgr=1 button=1 all=0 standard=0")
    // The wheel at column 240, out of reach of the old X10 reports (at most 223).
    session.sendSGRMouse(button: 65, column: 240, row: 10)
    session.sendSGRMouse(button: 65, column: 240, row: 10)
    _ = try session.waitForScreen { lines($0)?.first == 7 }
    // A click on a tab: press and release.
    let first = session.capture()
    let solutions = column(of: try #require(first[1].range(of: "Solutions")), in: first[1])
    session.sendSGRMouse(button: 0, column: solutions.lowerBound + 2, row: 1)
    session.sendSGRMouse(button: 0, column: solutions.lowerBound + 2, row: 1, released: true)
    _ = try session.waitForScreen { underline($0[2]) == solutions }
    session.send("q")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
    #expect(session.mouseModes == "sgr=0 button=0 all=0 standard=0")
    #expect(session.alternateScreen == false)
  }
}

/// The mouse reports are off while the terminal is the shell's (the editor, Ctrl-Z) and on again
/// when leetview has the screen back.
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct MouseModeTmuxTests {
  private static let on = "sgr=1 button=1 all=0 standard=0"
  private static let off = "sgr=0 button=0 all=0 standard=0"

  /// Waits (up to 20 s) for the pane's mouse modes to be `modes`.
  private func waitForModes(_ session: TmuxPane, _ modes: String) -> Bool {
    for _ in 0..<1000 {
      if session.mouseModes == modes { return true }
      usleep(20_000)
    }
    return false
  }

  @Test func theEditorRunsWithTheMouseOff() throws {
    let session = try TmuxSession.start()
    defer { session.close() }
    let d = session.directory.path
    // The editor says it runs, then waits for the test's word.
    let editor = session.directory.appendingPathComponent("edit.sh")
    try Data(
      "#!/bin/sh\ntouch \(d)/editing\nwhile [ ! -e \(d)/done ]; do sleep 0.05; done\n".utf8
    ).write(to: editor)
    chmod(editor.path, 0o755)
    // Problem 1 of the repository's bundled cache (written by the team) has a code template.
    try session.launch(
      problem: "1", bundledCache: Corpus.repositoryRoot.appendingPathComponent("cache").path,
      environment: [
        "EDITOR": editor.path, "VISUAL": "", "LEETVIEW_WORKSPACE": "\(d)/workspace",
      ])
    _ = try session.waitForScreen { $0.last?.contains("line 1-") == true }
    #expect(waitForModes(session, Self.on))
    session.send("e")
    for _ in 0..<1000 where !FileManager.default.fileExists(atPath: "\(d)/editing") {
      usleep(20_000)
    }
    #expect(FileManager.default.fileExists(atPath: "\(d)/editing"), "the editor ran")
    #expect(session.mouseModes == Self.off, "no mouse reports reach the editor")
    #expect(session.alternateScreen == false)
    #expect(FileManager.default.createFile(atPath: "\(d)/done", contents: nil))
    _ = try session.waitForScreen { $0.last?.contains("line 1-") == true }
    #expect(waitForModes(session, Self.on), "the reports are back with the screen")
    session.send("q")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
    #expect(session.mouseModes == Self.off)
  }

  @Test func controlZTurnsTheMouseOffAndFgBackOn() throws {
    let session = try TmuxSession.start()
    defer { session.close() }
    // One job on its own line, so the shell's `fg` can bring it back.
    try session.launch(ending: .job)
    _ = try session.waitForScreen { $0.last?.contains("line 1-") == true }
    #expect(waitForModes(session, Self.on))
    session.send("C-z")
    _ = try session.waitForScreen { _ in session.alternateScreen == false }
    #expect(waitForModes(session, Self.off), "the shell gets no mouse reports")
    session.type("fg")
    session.send("Enter")
    _ = try session.waitForScreen { $0.last?.contains("line 1-") == true }
    #expect(waitForModes(session, Self.on))
    session.send("q")
    _ = try session.waitForScreen { _ in session.alternateScreen == false }
    #expect(waitForModes(session, Self.off))
  }
}

extension TmuxPane {
  /// Sends a mouse report in the SGR form (`ESC [ < b ; x ; y M`): button, 0-based column, row.
  func sendSGRMouse(button: Int, column: Int, row: Int, released: Bool = false) {
    type("\u{1B}[<\(button);\(column + 1);\(row + 1)\(released ? "m" : "M")")
  }

  /// The pane's mouse modes as tmux keeps them: SGR reports, button-event and all-motion
  /// tracking, and normal (press and release only) tracking.
  var mouseModes: String {
    run([
      "display-message", "-p", "-t", "e2e",
      "sgr=#{mouse_sgr_flag} button=#{mouse_button_flag} all=#{mouse_all_flag} "
        + "standard=#{mouse_standard_flag}",
    ]).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
