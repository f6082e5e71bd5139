import Foundation
import LeetTestSupport
import Testing

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

extension TmuxSession {
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
