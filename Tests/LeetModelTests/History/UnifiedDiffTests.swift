import Foundation
import LeetTestSupport
import Testing

@testable import LeetModel

/// The unified diff of two codes: its exact text for a known pair, the shortest edit (checked
/// against a longest common subsequence), and every diff applied by the real `patch` giving back
/// the second text.
@Suite struct UnifiedDiffTests {
  @Test func aKnownPairGivesDiffsOwnText() {
    let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n"
    let new = "a\nb\nc\nD\ne\nf\ng\nh\ni\nj\nk\n"
    let diff = UnifiedDiff(old: old, new: new, oldName: "a/1", newName: "b/2")
    #expect(
      diff.text == """
        --- a/1
        +++ b/2
        @@ -1,10 +1,11 @@
         a
         b
         c
        -d
        +D
         e
         f
         g
         h
         i
         j
        +k

        """)
    let apart = UnifiedDiff(
      old: old, new: "a\nB\nc\nd\ne\nf\ng\nh\ni\nJ\n", oldName: "x", newName: "y", context: 1)
    #expect(apart.lines.filter { $0.kind == .hunk }.map(\.text) == ["@@ -1,3 +1,3 @@", "@@ -9,2 +9,2 @@"])
  }

  @Test func theSameTextsHaveNoDiff() {
    #expect(!UnifiedDiff(old: "x\ny\n", new: "x\ny\n", oldName: "a", newName: "b").hasChanges)
    #expect(UnifiedDiff(old: "", new: "", oldName: "a", newName: "b").text == "")
  }

  @Test func anEmptySideAndAMissingLastNewlineAreWrittenAsDiffDoes() {
    #expect(
      UnifiedDiff(old: "", new: "one\ntwo", oldName: "a", newName: "b").text
        == "--- a\n+++ b\n@@ -0,0 +1,2 @@\n+one\n+two\n\\ No newline at end of file\n")
    #expect(
      UnifiedDiff(old: "one\n", new: "one", oldName: "a", newName: "b").text
        == "--- a\n+++ b\n@@ -1 +1 @@\n-one\n+one\n\\ No newline at end of file\n")
    #expect(
      UnifiedDiff(old: "x\ny\n", new: "y\n", oldName: "a", newName: "b", context: 0).text
        == "--- a\n+++ b\n@@ -1 +0,0 @@\n-x\n")
  }

  @Test func theEditIsAShortestOne() {
    var random = SeededGenerator(state: 37)
    for _ in 0..<200 {
      let a = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        ["x", "y", "z"].randomElement(using: &random) ?? ""
      }
      let b = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        ["x", "y", "z"].randomElement(using: &random) ?? ""
      }
      let edits = LineDiff.edits(a, b)
      let kept = edits.filter {
        if case .same = $0 { return true }
        return false
      }
      #expect(kept.count == Self.longestCommon(a, b), "\(a) \(b)")
      #expect(edits.count == a.count + b.count - kept.count)
    }
  }

  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/patch"), "patch is not installed"))
  func patchAppliesEveryDiffAndGivesTheSecondText() throws {
    let folder = try BinaryRunner.temporaryDirectory("diff")
    defer { try? FileManager.default.removeItem(at: folder) }
    var random = SeededGenerator(state: 2026)
    let words = ["for i in range(n):", "    x += 1", "return x", "", "}", "\tif (a) {"]
    for round in 0..<40 {
      func text() -> String {
        let lines = (0..<Int.random(in: 0...30, using: &random)).map { _ in
          words.randomElement(using: &random) ?? ""
        }
        let joined = lines.joined(separator: "\n")
        return joined.isEmpty || Bool.random(using: &random) ? joined + "\n" : joined
      }
      let old = text()
      let new = round.isMultiple(of: 3) ? old.replacing("x += 1", with: "x -= 1") : text()
      let diff = UnifiedDiff(old: old, new: new, oldName: "a/code", newName: "b/code", context: round % 4)
      guard diff.hasChanges else { continue }
      let file = folder.appendingPathComponent("code")
      try Data(old.utf8).write(to: file)
      let patchFile = folder.appendingPathComponent("change.diff")
      try Data(diff.text.utf8).write(to: patchFile)
      let result = try BinaryRunner.runCommand(
        ["/usr/bin/patch", "--quiet", "--force", file.path, patchFile.path], environment: ["LANG": "C"])
      #expect(result.status == 0, "round \(round): \(result.stdout) \(result.stderr)\n\(diff.text)")
      #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == new, "round \(round)")
    }
  }

  @Test func pastTheDifferenceLimitTheMiddleIsReplacedWholeAndStillRight() {
    let old = (0..<3_000).map { "old \($0)" }
    let new = (0..<3_000).map { "new \($0)" }
    let edits = LineDiff.edits(["same"] + old + ["end"], ["same"] + new + ["end"])
    #expect(edits.count == 6_002)
    #expect(edits.first == .same(old: 0, new: 0) && edits.last == .same(old: 3_001, new: 3_001))
    #expect(edits[1] == .removed(old: 1) && edits[3_001] == .added(new: 1))
  }

  /// The length of a longest common subsequence, by the textbook table.
  static func longestCommon(_ a: [String], _ b: [String]) -> Int {
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }
}
