import Foundation
import LeetTestSupport
import Testing

/// Statement pictures in a real 256-colour tmux pane: drawn in colour, hidden and shown with `i`,
/// re-fitted on resize, and drawn offline from the cache.
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct PictureTmuxTests {
  /// The rows of the pane with their colours (`capture-pane -e`).
  static func colouredRows(_ session: TmuxPane) -> [String] {
    session.captureStyled().components(separatedBy: "\n")
  }

  /// The picture's rows on screen: those between the paragraph before it (and a blank) and its label.
  static func pictureRows(_ rows: [String]) -> Int? {
    guard let before = rows.firstIndex(where: { $0.contains("Before the picture.") }),
      let label = rows.firstIndex(where: { $0.contains("[image: frame]") })
    else { return nil }
    return label - before - 2
  }

  /// Runs `body` on a new pane that opened problem 1 of a fake site with `envFlags`, then closes
  /// both.
  ///
  /// Its picture is 640 x 320 pixels between two paragraphs: 80 x 20 cells at natural size, so
  /// the page and the screen bound it.
  static func withPicturePane(envFlags: String, _ body: (TmuxPane, FakeLeetCode) throws -> Void) throws {
    let session = try TmuxSession.start()
    defer { session.close() }
    let fake = try PrintedPictureTests.site(width: 640, height: 320)
    defer { fake.stop() }
    try session.launch(
      problem: "1", endpoint: fake.baseURL, environment: ["LEETVIEW_ASSET_MIRROR": fake.baseURL],
      envFlags: envFlags)
    try body(session, fake)
  }

  @Test(.enabled(if: PrintedPictureTests.helperBuilt, "skipped: leetview-picture is not built"))
  func pictureAppearsHidesRefitsAndShowsOfflineFromTheCache() throws {
    try Self.withPicturePane(envFlags: "-u NO_COLOR TERM=xterm-256color") { session, fake in
      try Self.appearsHidesRefitsAndShowsOffline(session, fake)
    }
  }

  /// The picture's life in the pane: drawn, hidden, shown, re-fitted, then offline from the cache.
  static func appearsHidesRefitsAndShowsOffline(_ session: TmuxPane, _ fake: FakeLeetCode) throws {
    // 80 x 24: the page is 76 wide and 20 high, so the picture takes at most 10 rows.
    let drawn = try session.waitForScreen { rows in
      rows.contains { $0.contains("[image: frame]") && !$0.contains("https://") }
    }
    #expect(Self.pictureRows(drawn) == 10)
    let coloured = Self.colouredRows(session)
    let before = try #require(coloured.firstIndex { $0.contains("Before the picture.") })
    let pictureRows = coloured[(before + 2)..<(before + 12)]
    #expect(pictureRows.allSatisfy { $0.contains("\u{1B}[") }, "\(coloured.joined(separator: "\n"))")
    #expect(pictureRows.joined().contains("48;5;") || pictureRows.joined().contains("38;5;"))
    #expect(drawn.contains { $0.contains("After it.") })

    session.type("i")
    let hidden = try session.waitForScreen { rows in
      rows.contains { $0.contains("[image: frame] https://assets.leetcode.com/uploads/frame.png") }
    }
    #expect(hidden.last?.contains("Pictures hidden") == true)
    session.type("i")
    _ = try session.waitForScreen { Self.pictureRows($0) == 10 }

    // Taller and narrower: the picture is asked for again and fits the new page width.
    session.resize(width: 50, height: 40)
    _ = try session.waitForScreen { Self.pictureRows($0) == 12 }
    session.type("q")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }

    // Offline: the question and the picture come from the cache.
    session.resize(width: 80, height: 24)
    let requests = fake.requests.count
    try session.launch(problem: "1", envFlags: "-u NO_COLOR TERM=xterm-256color")
    _ = try session.waitForScreen { Self.pictureRows($0) == 10 }
    session.type("q")
    _ = try session.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
    #expect(fake.requests.count == requests)
  }
}
