import Foundation
import LeetTestSupport

/// What the solving tmux tests start from: a pane, and a fake LeetCode on loopback serving
/// Pebble Pairs (id 1) with a judge that accepts `session` and `token`.
struct SolveStage {
  let pane: TmuxPane
  let fake: FakeLeetCode
  let judge: FakeJudge

  /// A new stage; without `examples`, the question has no example cases.
  init(session: String, token: String, examples: Bool = true) throws {
    pane = try TmuxSession.start()
    do {
      fake = try FakeLeetCode()
    } catch {
      pane.close()
      throw error
    }
    fake.serveList(rows: [FakeFixtures.listRow(id: "1", slug: "pebble-pairs", title: "Pebble Pairs")])
    fake.serveQuestion("pebble-pairs", body: FakeJudgeFixtures.question(examples: examples))
    judge = FakeJudge(on: fake, session: session, csrfToken: token)
  }

  /// Stops the fake and closes the pane.
  func close() {
    fake.stop()
    pane.close()
  }
}
