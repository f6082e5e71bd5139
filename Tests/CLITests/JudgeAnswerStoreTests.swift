import Foundation
import LeetTestSupport
import Testing

/// An online `test` keeps the judge's expected answers per input in the cache (through the fake
/// judge on loopback), and a later `test --local` of the same inputs judges by them.
@Suite struct JudgeAnswerStoreTests {
  @Test(.enabled(if: Tool.path("python3") != nil, "python3 is not installed"))
  func theJudgesAnswersOfAnOnlineTestDecideALocalRun() throws {
    let setup = try SolveCommandTests.Setup()
    defer { setup.cleanUp() }
    try FileManager.default.createDirectory(at: setup.workspace, withIntermediateDirectories: true)
    let code = "class Solution:\n    def pair(self, pebbles, goal):\n        return [0, 1]\n"
    try Data(code.utf8).write(to: setup.file)
    let online = try setup.run(["test", "1"])
    #expect(online.status == 0, "\(online.stderr)")
    let kept = setup.base.cache.appendingPathComponent("answers/pebble-pairs.json")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: kept)) as? [String: [String: String]])
    // The fake judge's expected answers, one per example case, keyed by its input.
    #expect(json["answers"] == ["[1,4,6]\n10": "[0,1]", "[2,2]\n4": "[1,2]", "[5,1,3]\n8": "[2,3]"])
    #expect(SolveCommandTests.clean(String(decoding: try Data(contentsOf: kept), as: UTF8.self)))

    let before = setup.fake.requests.count
    let local = try setup.run(["--offline", "test", "--local", "1"], signedIn: false)
    #expect(local.status == 1, "\(local.stderr)")
    #expect(local.stdout.hasPrefix("✗ Wrong Answer (local) · 1/3 known cases right"), "\(local.stdout)")
    #expect(local.stdout.contains("  Expected  [0,1] (judge)"))
    #expect(local.stdout.contains("  Expected  [1,2] (judge)"))
    #expect(setup.fake.requests.count == before)
  }
}
