import Foundation
import LeetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Solving in a real terminal against the fake judge on loopback: `e` with an editor script that
/// edits the file and exits, `t` and `x` with their panels, and Submissions with the new entry.
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct SolveTmuxTests {
  static let session = "tmux-solve-session-77d1"
  static let token = "tmux-solve-csrf-3a9e"

  @Test func editTestSubmitAndTheNewSubmission() throws {
    let stage = try SolveStage(session: Self.session, token: Self.token)
    defer { stage.close() }
    let (pane, fake, judge) = (stage.pane, stage.fake, stage.judge)
    judge.judge(.wrongAnswer, pendingPolls: 1)
    let workspace = pane.directory.appendingPathComponent("workspace")
    let file = workspace.appendingPathComponent("1.pebble-pairs.py")
    let editor = try Self.appendingEditor(in: pane.directory)
    try pane.launch(
      problem: "1", endpoint: fake.baseURL,
      environment: [
        "LEETCODE_SESSION": Self.session, "LEETCODE_CSRFTOKEN": Self.token, "EDITOR": editor.path,
        "VISUAL": "", "LEETVIEW_WORKSPACE": workspace.path,
      ])
    _ = try pane.waitForScreen { $0[0].contains("Pebble Pairs") && $0.last?.contains("line 1-") == true }

    // Code shows the template until there is a file.
    pane.send("5")
    _ = try pane.waitForScreen { $0.contains { $0.contains("No solution file yet") } }

    // e: the editor runs on the restored terminal, then the screen comes back whole.
    pane.send("e")
    let edited = try pane.waitForScreen { $0.contains { $0.contains("# edited in tmux") } }
    #expect(edited[0].contains("Pebble Pairs"), "the header is back")
    #expect(edited[1].contains("Description") && edited[1].contains("Code"), "the tab bar is back")
    #expect(edited.last?.contains("line 1-") == true, "the status line is back")
    #expect(!edited.contains { $0.contains("No solution file yet") })
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("@lc code=start") && text.hasSuffix("# edited in tmux\n"))

    // t: the panel with the spinner while the judge is pending, then the cases.
    pane.send("t")
    let running = try pane.waitForScreen { $0.contains { $0.contains("Running the examples") } }
    #expect(running.contains { $0.contains("╭─ Test") })
    let tested = try pane.waitForScreen { $0.contains { $0.contains("Wrong Answer") } }
    #expect(tested.contains { $0.contains("Case 1") })
    #expect(tested.contains { $0.contains("Expected") })
    pane.send("Escape")
    _ = try pane.waitForScreen { !$0.contains { $0.contains("╭─ Test") } }

    // x: asks first; y submits; the verdict with its figures.
    judge.judge(.accepted, pendingPolls: 1)
    pane.send("x")
    _ = try pane.waitForScreen { $0.contains { $0.contains("Submit the solution to the judge?") } }
    pane.send("y")
    _ = try pane.waitForScreen { $0.contains { $0.contains("Submitting") } }
    let accepted = try pane.waitForScreen { $0.contains { $0.contains("✓ Accepted ·") } }
    #expect(accepted.contains { $0.contains("faster than") })
    pane.send("Escape")

    // Submissions shows the new entry at once.
    pane.send("4")
    let submissions = try pane.waitForScreen { rows in
      rows.contains { $0.contains("Accepted") && $0.contains("Python3") }
    }
    #expect(!submissions.contains { $0.contains("signed in to leetcode.com") })
    pane.send("q")
    _ = try pane.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
    let screen = pane.capture().joined(separator: "\n")
    #expect(!screen.contains(Self.session) && !screen.contains(Self.token))
  }

  /// An editor script that appends `# edited in tmux` to the file it is given, as a person would.
  static func appendingEditor(in directory: URL) throws -> URL {
    let editor = directory.appendingPathComponent("edit.sh")
    try Data(
      """
      #!/bin/sh
      for a in "$@"; do last="$a"; done
      printf '        return [0, 1]  # edited in tmux\\n' >> "$last"
      """.utf8
    ).write(to: editor)
    chmod(editor.path, 0o755)
    return editor
  }

  /// Issue 33, minor: `--workspace` is taken by the interface too, whose `e` writes there.
  @Test func theInterfaceTakesWorkspace() throws {
    let stage = try SolveStage(session: Self.session, token: Self.token)
    defer { stage.close() }
    let pane = stage.pane
    let workspace = pane.directory.appendingPathComponent("chosen-workspace")
    let editor = try Self.appendingEditor(in: pane.directory)
    try pane.launch(
      extraArguments: ["--workspace", workspace.path], problem: "1", endpoint: stage.fake.baseURL,
      environment: [
        "EDITOR": editor.path, "VISUAL": "", "LEETVIEW_WORKSPACE": pane.directory.path + "/other",
      ])
    _ = try pane.waitForScreen { $0[0].contains("Pebble Pairs") && $0.last?.contains("line 1-") == true }
    pane.send("5")
    pane.send("e")
    _ = try pane.waitForScreen { $0.contains { $0.contains("# edited in tmux") } }
    let file = workspace.appendingPathComponent("1.pebble-pairs.py")
    #expect(try String(contentsOf: file, encoding: .utf8).hasSuffix("# edited in tmux\n"))
    #expect(!FileManager.default.fileExists(atPath: pane.directory.path + "/other"))
    pane.send("q")
    _ = try pane.waitForScreen { $0.contains { $0.hasPrefix("rc=0") } }
  }

  /// Issue 33, major 4: quitting while a submission is judged asks first; `y` quits and says, as
  /// Ctrl-C on the command line does, that it was submitted and where the verdict will show.
  @Test func quittingWhileASubmissionIsJudgedAsksAndSaysItWasSubmitted() throws {
    let stage = try SolveStage(session: Self.session, token: Self.token)
    defer { stage.close() }
    let (pane, fake, judge) = (stage.pane, stage.fake, stage.judge)
    judge.judge(.neverFinishes)
    let workspace = pane.directory.appendingPathComponent("workspace")
    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    try Data("class Solution:\n    def pairs(self, nums):\n        return [0, 1]\n".utf8).write(
      to: workspace.appendingPathComponent("1.pebble-pairs.py"))
    try pane.launch(
      problem: "1", endpoint: fake.baseURL,
      environment: [
        "LEETCODE_SESSION": Self.session, "LEETCODE_CSRFTOKEN": Self.token,
        "LEETVIEW_WORKSPACE": workspace.path,
      ])
    _ = try pane.waitForScreen { $0[0].contains("Pebble Pairs") && $0.last?.contains("line 1-") == true }
    pane.send("x")
    _ = try pane.waitForScreen { $0.contains { $0.contains("Submit the solution to the judge?") } }
    pane.send("y")
    _ = try pane.waitForScreen { $0.contains { $0.contains("pending") } }
    pane.send("Escape")
    pane.send("q")
    let asked = try pane.waitForScreen { $0.contains { $0.contains("A submission is being judged.") } }
    #expect(asked.contains { $0.contains("y quit") })
    pane.send("n")
    _ = try pane.waitForScreen { !$0.contains { $0.contains("A submission is being judged.") } }
    pane.send("q")
    _ = try pane.waitForScreen { $0.contains { $0.contains("A submission is being judged.") } }
    pane.send("y")
    let ended = try pane.waitForScreen { $0.contains { $0.hasPrefix("rc=") } }
    #expect(ended.contains { $0.hasPrefix("rc=130") }, "\(ended)")
    // The line wraps at the pane's 80 columns, at a space.
    let said = ended.joined(separator: " ")
    #expect(
      said.contains("leetview: submitted (id ")
        && said.contains("the verdict could not be fetched: quit before it came"),
      "\(ended)")
  }
}
