import Foundation
import LeetTestSupport
import Testing

/// `leetview submit` in a real terminal: after an accepted verdict it asks for a review grade,
/// keeps the one typed (SM-2: Good first is due tomorrow), and Enter alone skips.
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct ReviewGradeTmuxTests {
  static let session = "tmux-review-session-2c"
  static let token = "tmux-review-csrf-9f"

  /// A scene over a fake judge that accepts Pebble Pairs (id 1), its solution file written.
  static func scene() throws -> (scene: TmuxScene, environment: [String: String], judge: FakeJudge) {
    let fake = try FakeLeetCode()
    fake.serveList(rows: [FakeFixtures.listRow(id: "1", slug: "pebble-pairs", title: "Pebble Pairs")])
    fake.serveQuestion("pebble-pairs", body: FakeJudgeFixtures.question())
    let judge = FakeJudge(on: fake, session: session, csrfToken: token)
    judge.judge(.accepted, pendingPolls: 0)
    let scene = try TmuxScene(fake: fake, name: "review-grade")
    let environment = scene.setup.environment.merging([
      "LEETCODE_SESSION": session, "LEETCODE_CSRFTOKEN": token, "EDITOR": "true", "TZ": "UTC",
      "LEETVIEW_WORKSPACE": scene.setup.root.appendingPathComponent("work").path,
    ]) { $1 }
    _ = try BinaryRunner.run(["edit", "1"], environment: environment)
    return (scene, environment, judge)
  }

  /// Submits Pebble Pairs on a terminal, answers the grade's question with `answer` and Enter,
  /// and gives the screen once leetview ended and the schedule file's text (nil when none).
  static func submit(answering answer: String) throws -> (screen: [String], schedule: String?) {
    let (scene, environment, judge) = try Self.scene()
    defer { withExtendedLifetime(judge) {} }
    defer { scene.close() }
    scene.pane.launchLeetview(["submit", "1"], environment: environment)
    _ = try scene.pane.waitForScreen { $0.contains { $0.contains("Grade it for review (1 Again") } }
    if !answer.isEmpty { scene.pane.type(answer) }
    scene.pane.send("Enter")
    let done = try scene.pane.waitForScreen { $0.contains { $0.hasPrefix("rc=") } }
    let file = scene.setup.root.appendingPathComponent(
      ".local/state/leetview/leetcode.com/review-schedule.json")
    return (done, try? String(contentsOf: file, encoding: .utf8))
  }

  @Test func anAcceptedSubmitAsksForAGradeAndKeepsIt() throws {
    let (done, file) = try Self.submit(answering: "3")
    #expect(done.contains { $0.contains("✓ Accepted") })
    #expect(done.contains { $0.contains("Graded Good: due in 1 day") }, "\(done)")
    #expect(done.contains("rc=0"))
    #expect(file?.contains("\"pebble-pairs\"") == true)
  }

  @Test func enterAloneSkipsTheGrade() throws {
    let (done, file) = try Self.submit(answering: "")
    #expect(!done.contains { $0.contains("Graded") } && done.contains("rc=0"))
    #expect(file == nil)
  }
}
