import Foundation
import LeetTestSupport
import Testing

/// Statement pictures on a terminal that records what it is sent (`RecordingTerminal`).
///
/// It answers the query as kitty, as xterm `-ti vt340`, or not at all. The page, the viewer and
/// the lifetime of a picture (scrolled, scrolled off, another segment, the viewer closed, a
/// resize, Ctrl-Z, quit), and `--print --images`.
@Suite(.serialized, .enabled(if: PrintedPictureTests.helperBuilt, "skipped: leetview-picture is not built"))
struct GraphicsTerminalTests {
  /// One kitty command as written: where the cursor was put for it (nil for none), and its keys.
  struct KittyCommand: Equatable {
    var row: Int?
    var column: Int?
    var keys: [String: String]

    /// The value of `key` as a number.
    func number(_ key: String) -> Int? { keys[key].flatMap { Int($0) } }
  }

  /// The kitty commands in `text` (the first chunk of each: continuation chunks carry only `m=`).
  static func kittyCommands(_ text: String) -> [KittyCommand] {
    let pattern = try? NSRegularExpression(
      pattern: "(?:\u{1B}\\[(\\d+);(\\d+)H)?\u{1B}_G([a-zA-Z=0-9,]*)[;\u{1B}]")
    let range = NSRange(text.startIndex..., in: text)
    return (pattern?.matches(in: text, range: range) ?? []).compactMap { match in
      func group(_ index: Int) -> String? {
        Range(match.range(at: index), in: text).map { String(text[$0]) }
      }
      var keys: [String: String] = [:]
      for pair in (group(3) ?? "").split(separator: ",") {
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        if parts.count == 2 { keys[parts[0]] = parts[1] }
      }
      guard keys["a"] != nil else { return nil }
      return KittyCommand(row: group(1).flatMap { Int($0) }, column: group(2).flatMap { Int($0) }, keys: keys)
    }
  }

  /// The kitty commands of `text` doing `action` (`T`, `p`, `d`, `q`).
  static func commands(_ text: String, _ action: String) -> [KittyCommand] {
    kittyCommands(text).filter { $0.keys["a"] == action }
  }

  /// The rows at which sixel strips were drawn in `text`, in order.
  static func sixelRows(_ text: String) -> [(row: Int, column: Int)] {
    let pattern = try? NSRegularExpression(pattern: "\u{1B}\\[(\\d+);(\\d+)H\u{1B}P0;1;0q")
    let range = NSRange(text.startIndex..., in: text)
    return (pattern?.matches(in: text, range: range) ?? []).compactMap { match in
      guard let row = Range(match.range(at: 1), in: text).flatMap({ Int(text[$0]) }),
        let column = Range(match.range(at: 2), in: text).flatMap({ Int(text[$0]) })
      else { return nil }
      return (row, column)
    }
  }

  /// A fake site of two problems, each a paragraph, a 640 x 320 picture and thirty paragraphs.
  static func site() throws -> FakeLeetCode {
    let fake = try FakeFixtures.smallSite(count: 2)
    for n in 1...2 {
      let url = "https://assets.leetcode.com/uploads/frame\(n).png"
      let after = (1...30).map { "<p>Line \($0) after it.</p>" }.joined()
      fake.serveQuestion(
        "pebble-count-\(n)",
        body: FakeFixtures.question(
          id: "\(n)", slug: "pebble-count-\(n)", title: "Pebble Count \(n)",
          content: "<p>Before the picture.</p><img alt=\"frame\" src=\"\(url)\">\(after)"))
      fake.serveAsset(url, body: TestPicture.png(width: 640, height: 320))
    }
    return fake
  }

  /// Runs `body` with leetview started as `arguments` on a recording terminal answering as
  /// `answers`, on the fake site.
  static func withTerminal(
    _ arguments: [String], answers: RecordingTerminal.Answers, sync: Bool = false,
    _ body: (RecordingTerminal, FetchEndToEndTests.Setup) throws -> Void
  ) throws {
    let setup = try FetchEndToEndTests.Setup(fake: try site())
    defer { setup.cleanUp() }
    var environment = setup.environment
    environment["LEETVIEW_ASSET_MIRROR"] = setup.fake.baseURL
    if sync { _ = try setup.run(["sync"]) }
    let command = ([BinaryRunner.executable.path] + arguments).map(TmuxPane.quoted).joined(separator: " ")
    let terminal = try RecordingTerminal(command, environment: environment, answers: answers)
    defer { terminal.close() }
    try body(terminal, setup)
  }

  /// The screen the recorded `bytes` leave, as text rows: replayed in a real tmux pane of the
  /// same size (tmux drops the graphics, keeps the text where curses put it).
  static func replay(_ bytes: [UInt8], width: Int = 80, height: Int = 24) throws -> [String] {
    let pane = try TmuxPane.prepare("graphics-replay")
    defer { pane.close() }
    let file = pane.directory.appendingPathComponent("recorded")
    try Data(bytes).write(to: file)
    pane.openWindow(width: width, height: height, shell: "cat '\(file.path)'; sleep 60")
    return try pane.waitForScreen { $0.contains { $0.contains("Before the picture.") } }
  }

  @Test(.enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
  func kittyPictureIsPlacedOverItsCellsMovesLeavesAndComesBackWithItsText() throws {
    try Self.withTerminal(["--pictures", "auto", "1"], answers: .kitty) { terminal, _ in
      let first = try terminal.waitFor { !Self.commands($0, "T").isEmpty }
      terminal.settle()
      let placed = try #require(Self.commands(first, "T").first)
      // The cells' size of today's cell art: 80 x 24, a page of 20 rows, at most half of it.
      #expect(placed.number("r") == 10 && placed.number("c") == 40, "\(placed)")
      let id = try #require(placed.number("i"))
      // At the place of the picture's cells: the row after the paragraph and its blank line.
      let screen = try Self.replay(terminal.output)
      let before = try #require(screen.firstIndex { $0.contains("Before the picture.") })
      let margin = try #require(screen[before].range(of: "Before")).lowerBound
      #expect(placed.row == before + 3, "\(screen.joined(separator: "\n"))")
      #expect(placed.column == screen[before].distance(from: screen[before].startIndex, to: margin) + 1)

      // A key that moves nothing sends nothing.
      #expect(Self.kittyCommands(terminal.written(after: "k")).isEmpty)

      // A line down: the placement moves, its data is not sent again.
      var mark = terminal.output.count
      terminal.type("j")
      let moved = try terminal.waitFor(from: mark) { !Self.commands($0, "p").isEmpty }
      #expect(Self.commands(moved, "p").first?.row == placed.row.map { $0 - 1 })
      #expect(Self.commands(moved, "T").isEmpty)

      // Scrolled off: deleted with its data.
      try Self.expectDeleted(id, after: "G", in: terminal)
      // Back at the top: sent again whole, then another segment deletes it.
      mark = terminal.output.count
      terminal.type("g")
      try terminal.waitFor(from: mark) { Self.commands($0, "T").contains { $0.number("i") == id } }
      try Self.expectDeleted(id, after: "2", in: terminal)
      mark = terminal.output.count
      terminal.type("1")
      try terminal.waitFor(from: mark) { Self.commands($0, "T").contains { $0.number("i") == id } }

      // The viewer: the picture at the largest size that fits, the page's deleted under it.
      mark = terminal.output.count
      terminal.type("v")
      let viewer = try terminal.waitFor(from: mark) {
        Self.commands($0, "T").contains { $0.number("i") != id }
      }
      let large = try #require(Self.commands(viewer, "T").first { $0.number("i") != id })
      #expect((large.number("r") ?? 0) >= 20 && (large.number("c") ?? 0) <= 80, "\(large)")
      #expect(Self.commands(viewer, "d").contains { $0.number("i") == id })
      let largeID = try #require(large.number("i"))
      // Closed: its picture is deleted, the page's comes back.
      mark = terminal.output.count
      terminal.type("\u{1B}")
      let closed = try terminal.waitFor(from: mark) {
        Self.commands($0, "T").contains { $0.number("i") == id }
      }
      #expect(Self.commands(closed, "d").contains { $0.number("i") == largeID })

      // A resize clears the screen: what was shown is deleted, the picture drawn again.
      mark = terminal.output.count
      terminal.resize(columns: 100, rows: 30)
      let resized = try terminal.waitFor(from: mark) { !Self.commands($0, "T").isEmpty }
      #expect(Self.commands(resized, "d").contains { $0.number("i") == id })

      // Ctrl-Z takes every picture off before the shell shows; `fg` draws it again.
      terminal.settle()
      mark = terminal.output.count
      terminal.type("\u{1A}")
      let suspended = try terminal.waitFor(from: mark) {
        $0.contains("\u{1B}[?1049l") && !Self.commands($0, "T").isEmpty
      }
      let off = try #require(suspended.range(of: "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"))
      #expect(suspended[off.upperBound...].contains("a=T,"))

      // Quit: the last picture deleted before the screen is left.
      terminal.settle()
      let shown = try #require(
        Self.commands(String(decoding: terminal.output[mark...], as: UTF8.self), "T").last?.number("i"))
      mark = terminal.output.count
      terminal.type("q")
      let quit = try terminal.waitFor(from: mark) { $0.contains("rc=0") }
      #expect(Self.commands(quit, "d").contains { $0.number("i") == shown }, "\(quit.debugDescription)")
    }
  }

  /// Types `key` and waits for the kitty image `id` to be deleted.
  static func expectDeleted(_ id: Int, after key: String, in terminal: RecordingTerminal) throws {
    let mark = terminal.output.count
    terminal.type(key)
    try terminal.waitFor(from: mark) { Self.commands($0, "d").contains { $0.number("i") == id } }
  }

  @Test func anotherProblemDeletesThePictureOfTheOneLeft() throws {
    try Self.withTerminal(["--pictures", "auto"], answers: .kitty, sync: true) { terminal, _ in
      try terminal.waitFor { $0.contains("Pebble Count 2") }
      terminal.settle()
      terminal.type("\r")
      let first = try terminal.waitFor { !Self.commands($0, "T").isEmpty }
      let id = try #require(Self.commands(first, "T").first?.number("i"))
      terminal.settle()
      let mark = terminal.output.count
      terminal.type("\u{1B}")
      terminal.settle()
      terminal.type("\u{1B}[B")
      terminal.settle()
      terminal.type("\r")
      let second = try terminal.waitFor(from: mark) {
        Self.commands($0, "T").contains { $0.number("i") != id }
      }
      #expect(Self.commands(second, "d").contains { $0.number("i") == id })
      terminal.type("q")
      terminal.settle()
      terminal.type("q")
    }
  }

  @Test func sixelStripsAreDrawnAtTheirRowsAgainOnlyWhenTheyMove() throws {
    try Self.withTerminal(["--pictures", "auto", "1"], answers: .xtermVT340) { terminal, _ in
      let first = try terminal.waitFor { Self.sixelRows($0).count >= 10 }
      let rows = Self.sixelRows(first)
      #expect(rows.count == 10 && Set(rows.map(\.column)).count == 1)
      #expect(rows.map(\.row) == Array(rows[0].row..<(rows[0].row + 10)))
      #expect(Self.kittyCommands(first).allSatisfy { $0.keys["a"] == "q" })
      #expect(Self.sixelRows(terminal.written(after: "k")).isEmpty)
      // A line down: every row drawn again, a row higher.
      let mark = terminal.output.count
      terminal.type("j")
      let moved = try terminal.waitFor(from: mark) { Self.sixelRows($0).count >= 10 }
      #expect(Self.sixelRows(moved).map(\.row) == Array((rows[0].row - 1)..<(rows[0].row + 9)))
      // Scrolled off: nothing drawn (its rows are written as text, which takes the pixels).
      #expect(Self.sixelRows(terminal.written(after: "G")).isEmpty)
      terminal.type("q")
      try terminal.waitFor { $0.contains("rc=0") }
    }
  }

  @Test func aTerminalThatDoesNotAnswerGetsCellsAndNoGraphicsSequence() throws {
    try Self.withTerminal(["--pictures", "auto", "1"], answers: .none) { terminal, _ in
      try terminal.waitFor { $0.contains("[image: frame]") }
      terminal.settle(quiet: 1)
      terminal.type("jGgv")
      terminal.settle()
      terminal.type("\u{1B}q")
      let all = try terminal.waitFor { $0.contains("rc=0") }
      // The kitty query alone, never an image; no sixel, no iTerm2 image.
      #expect(Self.kittyCommands(all).map { $0.keys["a"] } == ["q"])
      #expect(!all.contains("\u{1B}P0;1;0q") && !all.contains("\u{1B}]1337;"))
    }
  }

  @Test func printOnKittyDrawsThePictureOverItsLinesWithoutAnId() throws {
    try Self.withTerminal(["--print", "--images", "--width", "60", "1"], answers: .kitty) { terminal, _ in
      let all = try terminal.waitFor { $0.contains("rc=0") }
      let placed = try #require(Self.commands(all, "T").first, "\(all.debugDescription)")
      let rows = try #require(placed.number("r"))
      #expect(placed.keys["i"] == nil && placed.number("C") == 1 && rows > 1)
      // After its lines, back up over them, the image, then down to the line after.
      #expect(all.contains("\u{1B}[\(rows)A\r\u{1B}7\u{1B}_Ga=T,"))
      #expect(all.contains("\u{1B}8\u{1B}[\(rows)B\r"))
      // Split by scalars: the terminal's "\r\n" is one Character.
      let lines = all.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
        String(String.UnicodeScalarView($0))
      }
      let before = try #require(lines.firstIndex { $0.contains("Before the picture.") })
      try #require(lines.count > before + 2 + rows, "\(all.debugDescription)")
      // The blank line after the paragraph, then the picture's lines, blank.
      #expect(
        lines[(before + 1)...(before + 1 + rows)].allSatisfy {
          $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        })
      #expect(lines[before + 2 + rows].hasPrefix("\u{1B}[\(rows)A"))
    }
  }

  @Test func printOnXtermDrawsSixelStripsAndWithoutAnAnswerCells() throws {
    try Self.withTerminal(["--print", "--images", "--width", "60", "1"], answers: .xtermVT340) {
      terminal, _ in
      let all = try terminal.waitFor { $0.contains("rc=0") }
      let strips = RecordingTerminal.count(Array("\u{1B}P0;1;0q".utf8), in: Array(all.utf8))
      #expect(strips > 1 && all.contains("\u{1B}[\(strips)A\r\u{1B}7\u{1B}P0;1;0q"))
    }
    try Self.withTerminal(["--print", "--images", "--width", "60", "1"], answers: .none) { terminal, _ in
      let all = try terminal.waitFor { $0.contains("rc=0") }
      #expect(Self.kittyCommands(all).map { $0.keys["a"] } == ["q"])
      #expect(!all.contains("\u{1B}P0;1;0q") && all.contains("38;5;"))
    }
  }
}
