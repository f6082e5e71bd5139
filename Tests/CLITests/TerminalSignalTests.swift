import Foundation
import LeetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal after what the tmux end-to-end tests do not cover: SIGQUIT and Ctrl-\, Ctrl-Z
/// then `fg`, a 10x3 terminal, fifty resizes at once, and `TERM` unset, dumb or unknown.
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct TerminalSignalTests {
  private func ready(_ session: TmuxPane) throws -> [String] {
    try session.waitForScreen { $0.last?.contains("line 1-") == true }
  }

  /// The screen once two captures a moment apart agree (never a frame caught half drawn).
  private func steady(_ session: TmuxPane) -> [String] {
    var previous = session.capture()
    for _ in 0..<100 {
      usleep(50_000)
      let next = session.capture()
      if next == previous { return next }
      previous = next
    }
    return previous
  }

  /// Waits for the shell's `rc=` line and checks the modes and the normal screen are back.
  private func expectRestored(_ session: TmuxPane, rc: String? = nil) throws {
    let screen = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=") } }
    if let rc { #expect(screen.contains("rc=\(rc)"), "\(screen.joined(separator: "\n"))") }
    #expect(session.alternateScreen == false)
    #expect(try session.sttyBefore() == session.sttyAfter())
  }

  @Test func sigquitAndControlBackslashRestoreTheTerminal() throws {
    for viaKey in [false, true] {
      let session = try TmuxSession.start()
      defer { session.close() }
      try session.launch()
      _ = try ready(session)
      #expect(session.alternateScreen == true)
      if viaKey {
        session.send("C-\\")
      } else {
        kill(try session.leetviewPID(), SIGQUIT)
      }
      try expectRestored(session)
    }
  }

  @Test func controlZThenFgComesBackAndQuitRestores() throws {
    let session = try TmuxSession.start()
    defer { session.close() }
    let d = session.directory.path
    // One job on its own line, so the shell's `fg` can bring it back.
    try session.launch(ending: .job)
    _ = try ready(session)
    session.send("C-z")
    _ = try session.waitForScreen { _ in session.alternateScreen == false }
    session.type("stty -g > \(d)/stty.suspended; fg; echo rc=$?; stty -g > \(d)/stty.after")
    session.send("Enter")
    let back = try session.waitForScreen {
      $0.last?.contains("line 1-") == true && $0.contains { $0.contains("Lantern Relay") }
    }
    #expect(session.alternateScreen == true)
    #expect(back[1].contains("Description"))
    session.send("j")
    _ = try session.waitForScreen { $0.last?.contains("line 2-") == true }
    session.send("q")
    try expectRestored(session, rc: "0")
    let suspended = try String(contentsOfFile: "\(d)/stty.suspended", encoding: .utf8)
    #expect(suspended == (try session.sttyBefore()), "while stopped the shell had its own modes")
  }

  @Test func tinyTerminalAndFiftyResizesDrawNoGarbage() throws {
    let session = try TmuxSession.start()
    defer { session.close() }
    try session.launch()
    _ = try ready(session)
    session.resize(width: 10, height: 3)
    let tiny = try session.waitForScreen { $0.count == 3 && $0.allSatisfy { $0.count <= 10 } }
    #expect(tiny.allSatisfy { $0.count <= 10 })
    for step in 0..<50 {
      session.resize(width: 20 + (step * 7) % 90, height: 3 + (step * 5) % 40)
    }
    session.resize(width: 70, height: 20)
    _ = try session.waitForScreen {
      $0.count == 20 && $0.last?.contains("line 1-16 of") == true && $0[1].contains("Submissions")
    }
    let settled = steady(session)
    #expect(settled.allSatisfy { $0.count <= 70 })
    #expect(settled[0].contains("Lantern Relay"))
    // What the resizes left on screen is what a full redraw draws.
    // Not a pause: the redraw looks like the screen before it, so the pane's output is what
    // shows it came: the status line written again after Ctrl-L.
    try session.waitForOutput(containing: "line 1-16 of") { session.send("C-l") }
    _ = try session.waitForScreen { $0.last?.contains("line 1-16 of") == true }
    let redrawn = steady(session)
    #expect(redrawn == settled, "the screen after fifty resizes matches a full redraw")
    #expect(!settled.contains { $0.hasPrefix("rc=") }, "still running")
    session.send("q")
    try expectRestored(session, rc: "0")
  }

  @Test(arguments: ["-u TERM", "TERM=dumb", "TERM=unknown", "TERM=no-such-terminal-zz"])
  func termUnsetDumbOrUnknownFallsBackToPrint(environment: String) throws {
    let session = try TmuxSession.start()
    defer { session.close() }
    try session.launch(envFlags: environment)
    let screen = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=") } }
    #expect(screen.contains("rc=0"), "\(environment): \(screen.joined(separator: "\n"))")
    // Printed text, scrolled to its end: the last paragraph, and no interface's status line.
    #expect(screen.contains { $0.contains("Paragraph 14") }, "\(environment)")
    #expect(!screen.contains { $0.contains("line 1-") })
    #expect(session.alternateScreen == false)
    #expect(try session.sttyBefore() == session.sttyAfter())
  }
}
