import Foundation
import LeetTestSupport
import Testing

/// `--offline test` and `--offline submit` point to what does run offline: `test --local`.
@Suite struct LocalRunOfflineAdviceTests {
  @Test func theJudgeRefusedOfflineSuggestsALocalRun() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let file = LocalRunStage.solution("9001.pair-sum", "right.py").path
    for (command, target, shown) in [
      ("submit", "9001", "9001"), ("test", "pair-sum", "pair-sum"), ("submit", file, file),
      ("submit", "pair sum", "<problem>"),
    ] {
      let result = try BinaryRunner.run(["--offline", command, target], environment: stage.environment)
      #expect(result.status == 1)
      #expect(
        result.stderr
          == "leetview: the judge needs the network; run without --offline, or on this machine: "
          + "leetview test --local \(shown)\n", "\(command) \(target)")
    }
    #expect(stage.fake.requests.isEmpty)
  }
}
