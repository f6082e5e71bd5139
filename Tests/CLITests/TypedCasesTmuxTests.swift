import Foundation
import LeetModel
import LeetTestSupport
import Testing

/// The judge's panel in a real terminal against the fake judge (issue 19, minors 4a, 4d, 12): on
/// a problem without example cases `t` opens a box where they are typed, Ctrl-D sends them as
/// typed, the panel hidden and shown again keeps counting, and a long input wraps behind `↪`.
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct TypedCasesTmuxTests {
  static let session = "tmux-cases-session-5c1d"
  static let token = "tmux-cases-csrf-e07b"
  static let longCase =
    "[3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, 6, 2, 6, 4, 3, 3, 8, 3, 2, 7]"

  /// The seconds the running panel shows (`… · 3 s`), if it shows.
  static func seconds(_ rows: [String]) -> Int? {
    for row in rows where row.contains("Running the cases typed") {
      guard let end = row.range(of: " s", options: .backwards) else { continue }
      let digits = row[..<end.lowerBound].reversed().prefix { $0.isNumber }
      return Int(String(digits.reversed()))
    }
    return nil
  }

  @Test func typeCasesRunThemHideAndShowThePanelAndReadTheWrappedAnswer() throws {
    let stage = try SolveStage(session: Self.session, token: Self.token, examples: false)
    defer { stage.close() }
    let (pane, fake, judge) = (stage.pane, stage.fake, stage.judge)
    judge.judge(.neverFinishes)
    let workspace = pane.directory.appendingPathComponent("workspace")
    let file = workspace.appendingPathComponent("1.pebble-pairs.py")
    try pane.launch(
      problem: "1", endpoint: fake.baseURL,
      environment: [
        "LEETCODE_SESSION": Self.session, "LEETCODE_CSRFTOKEN": Self.token, "EDITOR": "true",
        "VISUAL": "", "LEETVIEW_WORKSPACE": workspace.path,
      ])
    _ = try pane.waitForScreen { $0[0].contains("Pebble Pairs") && $0.last?.contains("line 1-") == true }
    pane.send("e")
    _ = try pane.waitForScreen { _ in FileManager.default.fileExists(atPath: file.path) }

    // t: no examples, so the box asks for the input; what is typed shows, wrapped.
    pane.send("t")
    _ = try pane.waitForScreen { $0.contains { $0.contains("no example cases cached") } }
    pane.type(Self.longCase)
    pane.send("Enter")
    pane.type("7")
    let box = try pane.waitForScreen { $0.contains { $0.contains("› 7▏") } }
    print("typed:\n" + box.joined(separator: "\n"))
    #expect(box.contains { $0.contains("↪") }, "the long line goes on behind the mark")

    // Ctrl-D: sent as typed, one argument a line.
    pane.send("C-d")
    _ = try pane.waitForScreen { Self.seconds($0) != nil }
    let sent = { fake.requests.first { $0.path.hasSuffix("/interpret_solution/") } }
    _ = try pane.waitForScreen { _ in sent() != nil }
    let run = try #require(sent())
    let body = try SolveCommandTests.json(run.body)
    #expect((body["data_input"] as? String) == Self.longCase + "\n7")

    // Hidden and shown again, the clock goes on.
    _ = try pane.waitForScreen { (Self.seconds($0) ?? 0) >= 1 }
    pane.send("Escape")
    _ = try pane.waitForScreen { !$0.contains { $0.contains("╭─ Test") } }
    pane.send("t")
    let shown = try pane.waitForScreen { Self.seconds($0) != nil }
    let before = Self.seconds(shown) ?? 0
    let later = try pane.waitForScreen { (Self.seconds($0) ?? 0) >= before + 2 }
    print("shown again:\n" + later.joined(separator: "\n"))
    #expect((Self.seconds(later) ?? 0) >= before + 2, "the spinner and the clock go on")

    // The answer at 40 columns: the long input wraps at its commas' spaces behind `↪`.
    judge.judge(.wrongAnswer, pendingPolls: 0)
    _ = try pane.waitForScreen { $0.contains { $0.contains("Wrong Answer") } }
    pane.resize(width: 40, height: 30)
    let narrow = try pane.waitForScreen { $0.contains { $0.contains("Input") && $0.count <= 40 } }
    print("answer at 40 columns:\n" + narrow.joined(separator: "\n"))
    #expect(narrow.contains { $0.contains("↪") })
    pane.send("Escape")
    pane.send("q")
    _ = try pane.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }
}
