import Foundation
import LeetModel
import LeetTestSupport
import LeetText
import TermCore
import Testing

@testable import LeetUI

/// One submission whole (`SubmissionRecordLines`): the recorded real answer and the fake's, as
/// lines and as the Submissions segment shows them on Enter (`Snapshots/submission-*.txt`).
@Suite struct SubmissionRecordLinesTests {
  /// The submissions of the snapshots, by id: accepted with both distributions, a wrong answer,
  /// a compile error, an accepted one whose answer had no distribution.
  static func answers() -> [(id: String, status: String, body: Data)] {
    [
      ("801", "Accepted", FakeHistoryFixtures.accepted(801)),
      ("802", "Wrong Answer", FakeHistoryFixtures.wrongAnswer(802)),
      ("803", "Compile Error", FakeHistoryFixtures.compileError(803)),
      (
        "804", "Accepted",
        Data(
          String(decoding: FakeHistoryFixtures.accepted(804), as: UTF8.self)
            .replacingOccurrences(of: #"Distribution":"#, with: #"DistributionDropped":"#).utf8)
      ),
    ]
  }

  /// Where the snapshots are kept: the target's `Snapshots`, which the package leaves out.
  static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Snapshots")

  /// The cached `submissions/<slug>.json` of `answers`.
  static func snapshot(_ answers: [(id: String, status: String, body: Data)] = answers()) throws
    -> SubmissionsSnapshot
  {
    let rows = answers.map {
      #"{"id":"\#($0.id)","statusDisplay":"\#($0.status)","lang":"python3","langName":"Python3","#
        + #""runtime":"48 ms","memory":"16.1 MB","timestamp":"1777214044"}"#
    }
    let details = answers.map { #""\#($0.id)":"# + String(decoding: $0.body, as: UTF8.self) }
    let file =
      #"{"fetchedAt":"2026-04-27T00:00:00Z","list":{"data":{"questionSubmissionList":{"hasNext":false,"#
      + #""lastKey":null,"submissions":[\#(rows.joined(separator: ","))]}}},"#
      + #""details":{\#(details.joined(separator: ","))}}"#
    return try SubmissionsSnapshot.decode(Data(file.utf8))
  }

  /// The record of answer `index`.
  static func record(_ index: Int) throws -> SubmissionRecord {
    try #require(SubmissionRecord.decode(JSONValue.parse(answers()[index].body)))
  }

  /// The lines as plain text.
  static func text(_ lines: [StyledLine]) -> String {
    ANSIText.render(lines, theme: Theme(usesColor: false), styled: false)
  }

  @Test func snapshotsOfEachKindAt80x24And120x40() throws {
    let snapshot = try Self.snapshot()
    let names = ["accepted", "wrong-answer", "compile-error", "no-distribution"]
    for (width, height) in [(80, 24), (120, 40)] {
      for (index, name) in names.enumerated() {
        var state = SegmentFixture.loaded(
          .submissions(snapshot), on: .submissions, width: width, height: height)
        for _ in 0..<index { _ = reduce(&state, .key(.character("j"))) }
        #expect(reduce(&state, .key(.enter)) == [], "cached: nothing to fetch")
        assertSnapshot(
          ProblemView.render(state).snapshot(),
          at: Self.snapshots.appendingPathComponent(
            "submission-\(name)-\(width)x\(height).txt"))
      }
    }
  }

  @Test func escapeGoesBackToTheListAndAResizeRedrawsTheChartsToTheWidth() throws {
    let buckets = (0..<100).map { #"[\"\#(40 + $0)\", 1.0]"# }.joined(separator: ",")
    let wide =
      #"{"data":{"submissionDetails":{"code":"x","statusCode":10,"runtime":48,"runtimeDisplay":"48 ms","#
      + #""runtimeDistribution":"{\"distribution\":[\#(buckets)]}"}}}"#
    let snapshot = try Self.snapshot([("805", "Accepted", Data(wide.utf8))] + Self.answers())
    var state = SegmentFixture.loaded(.submissions(snapshot), on: .submissions, width: 120)
    _ = reduce(&state, .key(.enter))
    let before = state.pages[.submissions]?.cachedLayout(width: state.contentWidth)?.lines ?? []
    #expect((before.map(\.width).max() ?? 0) > 100, "a bar a bucket")
    _ = reduce(&state, .resized(Size(width: 60, height: 24)))
    let lines = state.pages[.submissions]?.cachedLayout(width: state.contentWidth)?.lines ?? []
    #expect(!lines.isEmpty && lines.allSatisfy { $0.width <= state.contentWidth })
    #expect(!lines.contains { $0.text.contains("↪") }, "the bars are drawn again, not continued")
    _ = reduce(&state, .key(.escape))
    #expect(state.segments.views[.submissions]?.opened == nil)
    #expect(ProblemView.render(state).snapshot().contains("Wrong Answer"))
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func theRecordedRealAnswerIsDrawnWithinTheWidthWithTheUsersBarsMarked() throws {
    let record = try #require(
      SubmissionRecord.decode(
        JSONValue.parse(
          Corpus.recordedFile("live-2026/UNVERIFIED-PROVENANCE_submissionDetails-leethub-sample.json"))))
    for width in [40, 80, 120] {
      let lines = SubmissionRecordLines.lines(record, width: width, words: .english)
      #expect(lines.allSatisfy { $0.width <= width }, "\(width)")
      let text = Self.text(lines)
      #expect(text.hasPrefix("✓ Accepted\nJavaScript · 2023-04-14 18:53 UTC\n"))
      #expect(text.contains("Runtime 67 ms · beats 76.14%"))
      #expect(text.contains("Memory 45.4 MB · beats 5.06%"))
      #expect(text.contains("▲ you: 67 ms") || text.contains("you: 67 ms ▲"))
      #expect(text.contains("var twoSum = function(nums, target)"))
    }
  }

  @Test func aWrongAnswerShowsItsCaseAndACompileErrorItsMessageWithoutCharts() throws {
    let wrong = Self.text(SubmissionRecordLines.lines(try Self.record(1), width: 80, words: .english))
    #expect(wrong.hasPrefix("✗ Wrong Answer · 0/63 testcases passed\n"))
    #expect(wrong.contains("\n  Input     [2,7,11,15]\n            9\n"))
    #expect(wrong.contains("\n  Output    []\n  Expected  [0,1]\n             ^ first difference\n"))
    #expect(wrong.contains("\n  Stdout    debug"))
    #expect(!wrong.contains("Runtime") && !wrong.contains("distribution"))
    let compile = Self.text(SubmissionRecordLines.lines(try Self.record(2), width: 80, words: .english))
    #expect(compile.hasPrefix("✗ Compile Error\nC++ · "))
    #expect(compile.contains("Line 1: Char 10: error: expected ')'"))
    #expect(compile.contains("int main( {"))
    let none = Self.text(SubmissionRecordLines.lines(try Self.record(3), width: 80, words: .chinese))
    #expect(none.contains("LeetCode 未给出执行用时分布") && none.contains("LeetCode 未给出内存消耗分布"))
  }

  @Test func hostileTextNeverBringsAControlCharacterOut() throws {
    let escape = #"\u001b[2J\u001b]52;c;aGk=\u0007\u009b31m\r"#
    let answer =
      #"{"data":{"submissionDetails":{"code":"x = 1\#(escape)\n\ty","statusCode":11,"totalCorrect":1,"#
      + #""totalTestcases":2,"lastTestcase":"[1]\#(escape)","codeOutput":"\#(escape)2","expectedOutput":"3","#
      + #""stdOutput":"\#(escape)","runtimeError":"boom\#(escape)","lang":{"name":"py\#(escape)","#
      + #""verboseName":"Py\#(escape)"},"runtimeDisplay":"1 ms\#(escape)"}}}"#
    let record = try #require(SubmissionRecord.decode(JSONValue.parse(Data(answer.utf8))))
    for width in [20, 80] {
      let lines = SubmissionRecordLines.lines(record, width: width, words: .english)
      for line in lines {
        #expect(!line.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(line.width <= width)
      }
      #expect(Self.text(lines).contains("boom"))
    }
  }
}
