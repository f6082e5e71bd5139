import Foundation
import LeetTestSupport
import Testing

/// One picture full-screen in a real tmux pane: `v` shows it larger than the page does, Esc
/// brings the page back where it was (issue 19, minor 1).
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct PictureViewerTmuxTests {
  /// The rows of the pane that hold coloured picture cells, not text.
  static func pictureRowCount(_ session: TmuxPane) -> Int {
    PictureTmuxTests.colouredRows(session).filter { $0.contains("48;5;") }.count
  }

  @Test(.enabled(if: PrintedPictureTests.helperBuilt, "skipped: leetview-picture is not built"))
  func vShowsThePictureLargerAndEscGoesBackToThePage() throws {
    try PictureTmuxTests.withPicturePane(envFlags: "-u NO_COLOR TERM=xterm-256color") { session, _ in
      try Self.largerThenBack(session)
    }
  }

  /// `v` in `session` shows the picture larger; Esc brings the page back.
  static func largerThenBack(_ session: TmuxPane) throws {
    // On the page the picture takes at most half of it: 10 rows.
    _ = try session.waitForScreen { PictureTmuxTests.pictureRows($0) == 10 }
    #expect(Self.pictureRowCount(session) == 10)

    session.type("v")
    let viewer = try session.waitForScreen { rows in
      rows.contains { $0.hasPrefix("picture 1 of 1 · frame.png") } && Self.pictureRowCount(session) > 10
    }
    // Full-screen, at its natural 80 x 20 or larger, the page's text gone.
    #expect(Self.pictureRowCount(session) >= 20, "\(viewer.joined(separator: "\n"))")
    #expect(!viewer.contains { $0.contains("Before the picture.") })

    session.send("Escape")
    let page = try session.waitForScreen { PictureTmuxTests.pictureRows($0) == 10 }
    #expect(page.contains { $0.contains("Before the picture.") })
    session.type("q")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }
}
