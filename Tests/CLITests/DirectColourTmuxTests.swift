import Foundation
import LeetTestSupport
import Testing

/// The interface in 24-bit colour under `COLORTERM=truecolor`, through `tmux-direct` (Debian's
/// ncurses-term), as print already is; 256 colours without it (issue 19, minor 1).
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct DirectColourTmuxTests {
  /// Whether this machine's terminfo has `tmux-direct` (`make deps` installs ncurses-term).
  static let hasDirectEntry = ["/usr/share/terminfo", "/lib/terminfo", "/etc/terminfo"].contains {
    FileManager.default.fileExists(atPath: $0 + "/t/tmux-direct")
  }

  /// The picture's rows with their colours, once it is drawn.
  static func pictureRows(_ session: TmuxPane) throws -> String {
    _ = try session.waitForScreen { PictureTmuxTests.pictureRows($0) == 10 }
    let coloured = PictureTmuxTests.colouredRows(session)
    let before = try #require(coloured.firstIndex { $0.contains("Before the picture.") })
    return coloured[(before + 2)..<(before + 12)].joined(separator: "\n")
  }

  @Test(
    .enabled(if: PrintedPictureTests.helperBuilt, "skipped: leetview-picture is not built"),
    .enabled(if: hasDirectEntry, "skipped: no tmux-direct terminfo (apt-get install ncurses-term)"))
  func truecolorDrawsThePictureIn24BitColourAndWithoutItIn256() throws {
    try PictureTmuxTests.withPicturePane(envFlags: "-u NO_COLOR TERM=tmux-256color COLORTERM=truecolor") {
      session, _ in try Self.directThen256(session)
    }
  }

  /// The picture in 24-bit colour in `session`, then, started again without COLORTERM or with a
  /// `TERM` that has no `-direct` sibling, in 256; the terminal's modes come back each time.
  static func directThen256(_ session: TmuxPane) throws {
    let direct = try Self.pictureRows(session)
    // The green square (20, 160, 60) reaches the pane as it is, not as the cube's (0, 175, 95).
    #expect(direct.contains("8;2;20;160;60m") || direct.contains("8;2;20;160;60;"), "\(direct)")
    #expect(!direct.contains("8;5;"))
    try quit(session)

    for flags in ["-u COLORTERM TERM=tmux-256color", "COLORTERM=truecolor TERM=screen-256color"] {
      try session.launch(problem: "1", envFlags: "-u NO_COLOR " + flags)
      let palette = try Self.pictureRows(session)
      #expect(palette.contains("8;5;"), "\(flags): \(palette)")
      #expect(!palette.contains("8;2;"), "\(flags)")
      try quit(session)
    }
  }

  /// `q`, then the shell's modes as they were before leetview started.
  static func quit(_ session: TmuxPane) throws {
    session.type("q")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
    #expect(try session.sttyBefore() == session.sttyAfter())
  }
}
