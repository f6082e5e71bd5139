import Foundation
import LeetTestSupport
import Testing

/// `T` in a real terminal: the solution runs on this machine into the judge's panel, marked
/// local, with no session and nothing sent to the fake LeetCode but the problem's loading.
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct LocalRunTmuxTests {
  @Test(.enabled(if: Tool.path("python3") != nil, "python3 is not installed"))
  func capitalTRunsTheSolutionLocallyInThePanel() throws {
    let stage = try SolveStage(session: "tmux-local-session-5c1", token: "tmux-local-csrf-8d2")
    defer { stage.close() }
    let (pane, fake) = (stage.pane, stage.fake)
    let workspace = pane.directory.appendingPathComponent("workspace")
    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    let code =
      "class Solution:\n    def pair(self, pebbles, goal):\n        print('local print')\n"
      + "        return [0, 1]\n"
    try Data(code.utf8).write(to: workspace.appendingPathComponent("1.pebble-pairs.py"))
    try pane.launch(problem: "1", endpoint: fake.baseURL, environment: ["LEETVIEW_WORKSPACE": workspace.path])
    _ = try pane.waitForScreen { $0[0].contains("Pebble Pairs") && $0.last?.contains("line 1-") == true }
    let loaded = fake.requests.count

    pane.send("T")
    // The panel's body is waited for with its heading: a capture can catch a frame half drawn.
    let ran = try pane.waitForScreen { screen in
      screen.contains { $0.contains("Ran 3 cases") } && screen.contains { $0.contains("Case 1") }
        && screen.contains { $0.contains("not known") }
    }
    #expect(ran.contains { $0.contains("╭─ Local run") })
    // The examples have no known answers (no online test yet): shown, never called Accepted.
    #expect(ran.contains { $0.contains("Ran 3 cases · no expected answer known · python3") })
    #expect(!ran.contains { $0.contains("Accepted") || $0.contains("✓") })
    #expect(ran.contains { $0.contains("Case 1") })
    #expect(ran.contains { $0.contains("Input     pebbles = [1,4,6]") })
    #expect(ran.contains { $0.contains("local print") })
    #expect(ran.contains { $0.contains("not known") })
    #expect(fake.requests.count == loaded, "a local run sent something")
  }
}
