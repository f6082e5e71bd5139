import Foundation
import LeetModel
import LeetTestSupport
import LeetText
import Testing

@testable import LeetUI

/// The runtime and memory charts as text and styles: a small distribution drawn exactly, the
/// recorded real one within its width with the user's bar marked, and the words when LeetCode
/// sent none usable.
@Suite struct DistributionChartTests {
  /// A record decoded from `submissionDetails` fields.
  static func record(_ fields: String) throws -> SubmissionRecord {
    try #require(
      SubmissionRecord.decode(
        try JSONValue.parse(Data(#"{"data":{"submissionDetails":{"code":"x",\#(fields)}}}"#.utf8))))
  }

  /// The lines as plain text.
  static func text(_ lines: [StyledLine]) -> String {
    ANSIText.render(lines, theme: Theme(usesColor: false), styled: false)
  }

  @Test func aSmallDistributionIsDrawnInEighthsWithTheUsersBarMarked() throws {
    let record = try Self.record(
      #""runtime":48,"runtimeDisplay":"48 ms","runtimePercentile":61.5,"#
        + #""runtimeDistribution":"{\"lang\":\"python3\",\"distribution\":[[\"40\",3.5],[\"44\",12.25],[\"48\",30.0],[\"52\",8.0]]}""#
    )
    let lines = DistributionChart.runtime(of: record, words: .english).lines(width: 30)
    #expect(
      Self.text(lines) == """
        Runtime 48 ms · beats 61.5%
         30%┤        ███
            │        ███
            │        ███
            │    ▄▄▄ ███
            │    ███ ███ ▅▅▅
            │▆▆▆ ███ ███ ███
            └────────────────
             40 ms      52 ms
                      ▲ you: 48 ms

        """)
    let marked = lines.flatMap(\.spans).filter { $0.style == [.bold, .easy] }
    #expect(marked.count == 7, "the user's bar in each of six rows, and the mark")
    #expect(lines.allSatisfy { $0.width <= 30 })
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func theRecordedDistributionsFitTheirWidthWithTheUsersBucketMarked() throws {
    let answer = try JSONValue.parse(
      Corpus.recordedFile("live-2026/UNVERIFIED-PROVENANCE_submissionDetails-leethub-sample.json"))
    let record = try #require(SubmissionRecord.decode(answer))
    for width in [40, 80, 120, 300] {
      for chart in [
        DistributionChart.runtime(of: record, words: .english), .memory(of: record, words: .english),
      ] {
        let lines = chart.lines(width: width)
        #expect(lines.count == 10, "heading, six rows, axis, labels, mark")
        #expect(lines.allSatisfy { $0.width <= width }, "\(width)")
        #expect(lines.last?.text.contains("▲ you: ") == true || lines.last?.text.contains(" ▲") == true)
      }
    }
    let memory = Self.text(DistributionChart.memory(of: record, words: .english).lines(width: 80))
    #expect(memory.hasPrefix("Memory 45.4 MB · beats 5.06%\n"))
    #expect(memory.contains("39.1 MB") && memory.contains("45.4 MB"))
    let runtime = DistributionChart.runtime(of: record, words: .english).lines(width: 80)
    #expect(runtime[0].text == "Runtime 67 ms · beats 76.14%")
    #expect(runtime[8].text == "      22 ms" + String(repeating: " ", count: 63) + "284 ms")
  }

  @Test func aMissingOrUnusableDistributionIsSaidInWords() throws {
    for fields in [
      #""runtime":5,"runtimePercentile":40"#,
      #""runtime":5,"runtimePercentile":40,"runtimeDistribution":"{oops""#,
    ] {
      let chart = DistributionChart.runtime(of: try Self.record(fields), words: .english)
      #expect(
        Self.text(chart.lines(width: 80))
          == "Runtime 5 ms · beats 40%\nLeetCode sent no runtime distribution\n")
    }
    let memory = DistributionChart.memory(of: try Self.record(#""memory":"N/A""#), words: .chinese)
    #expect(Self.text(memory.lines(width: 80)) == "内存消耗\nLeetCode 未给出内存消耗分布\n")
  }

  @Test func narrowWidthsZeroesAndOneBucketNeverBreakTheChart() throws {
    let zeroes = try Self.record(
      #""runtime":1,"runtimeDistribution":"{\"distribution\":[[\"1\",0],[\"2\",0]]}""#)
    let flat = DistributionChart.runtime(of: zeroes, words: .english).lines(width: 40)
    #expect(flat.count == 10 && flat.allSatisfy { $0.width <= 40 })
    let one = try Self.record(#""runtime":900,"runtimeDistribution":"{\"distribution\":[[\"3\",100]]}""#)
    let single = DistributionChart.runtime(of: one, words: .english).lines(width: 20)
    #expect(single[8].text == "      3 ms", "one bucket: one label")
    #expect(single.allSatisfy { $0.width <= 20 })
    for width in [0, 5, 12] {
      #expect(DistributionChart.runtime(of: one, words: .english).lines(width: width).count == 1, "\(width)")
    }
  }
}
