import Foundation
import LeetTestSupport
import Testing

@testable import LeetModel

/// `submissionDetails` through `SubmissionRecord`: the recorded real answer of
/// `../shared/corpus/recorded/live-2026/` (its distributions JSON inside strings), then answers
/// that are missing parts, retyped or hostile.
@Suite struct SubmissionRecordTests {
  /// The recorded sample (LeetHub-style extension, 2023-04; see PROVENANCE.md).
  static let sample = "live-2026/UNVERIFIED-PROVENANCE_submissionDetails-leethub-sample.json"

  /// A `submissionDetails` answer holding `fields`.
  static func answer(_ fields: String) throws -> JSONValue {
    try JSONValue.parse(Data(#"{"data":{"submissionDetails":{\#(fields)}}}"#.utf8))
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func theRecordedAnswerDecodesWithBothDistributions() throws {
    let record = try #require(SubmissionRecord.decode(JSONValue.parse(Corpus.recordedFile(Self.sample))))
    #expect(record.code.hasPrefix("/**\n * v10 with event listener\n"))
    #expect(record.code.hasSuffix("};"))
    #expect(record.language == "javascript" && record.languageName == "JavaScript")
    #expect(record.verdict == .accepted && record.isAccepted)
    #expect(record.runtime == 67 && record.runtimeDisplay == "67 ms")
    #expect(record.memory == 45_412_000 && record.memoryDisplay == "45.4 MB")
    #expect(abs((record.runtimePercentile ?? 0) - 76.1373) < 0.001)
    #expect(abs((record.memoryPercentile ?? 0) - 5.0595) < 0.001)
    #expect(record.date == Date(timeIntervalSince1970: 1_681_498_417))
    #expect(record.questionID == "1")
    #expect(record.failure == nil, "lastTestcase \"\" and null errors leave nothing to show")
    #expect(record.note == SubmissionNote(text: "", flag: .white, tagIDs: []))
    let runtime = try #require(record.runtimeDistribution)
    #expect(runtime.language == "javascript")
    #expect(runtime.buckets.count == 80)
    #expect(runtime.buckets.first == .init(label: "22", start: 22, percent: 0.0058))
    #expect(runtime.buckets[runtime.bucketIndex(of: 67)].label == "65")
    #expect(abs(runtime.tallest - 8.5575) < 0.0001)
    let memory = try #require(record.memoryDistribution)
    #expect(memory.buckets.count == 49)
    #expect(memory.buckets[memory.bucketIndex(of: record.memoryKilobytes ?? 0)].label == "45400")
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func theRecordedListRowsCarryTheirNotesAndFlags() throws {
    let list = try JSONValue.parse(Corpus.recordedFile("live-2026/submissionList-leetcode-anki.json"))
    let rows = list["data"]["questionSubmissionList"]["submissions"].array ?? []
    #expect(rows.map { SubmissionNote.read($0).text } == ["TEST", "", ""])
    #expect(rows.map { SubmissionNote.read($0).flag } == [.white, .white, .white])
  }

  @Test func aFailedSubmissionKeepsItsCaseOutputsAndErrorsCleaned() throws {
    let record = try #require(
      SubmissionRecord.decode(
        Self.answer(
          #""code":"def f():\n\treturn 1\u001b]0;x\u0007","statusCode":11,"totalCorrect":3,"totalTestcases":57,"#
            + #""lastTestcase":"[2,7]\n9","codeOutput":"[1,0]","expectedOutput":"[0,1]","stdOutput":"","#
            + #""compileError":null,"runtimeError":"Line 3: \u001b[31mIndexError","runtime":"N/A","memory":"N/A""#
        )))
    #expect(record.code == "def f():\n\treturn 1", "tabs and newlines kept, the escape dropped")
    #expect(record.verdict == .wrongAnswer && !record.isAccepted)
    #expect(record.passed == 3 && record.total == 57)
    #expect(record.runtime == nil && record.memory == nil, "N/A is no figure")
    let failure = try #require(record.failure)
    #expect(failure.lastTestcase == "[2,7]\n9")
    #expect(failure.codeOutput == "[1,0]" && failure.expectedOutput == "[0,1]")
    #expect(failure.standardOutput == nil && failure.compileError == nil)
    #expect(failure.runtimeError == "Line 3: IndexError")
  }

  @Test func missingOrGarbageDistributionsAreNoneAndTheRestStillReads() throws {
    let cases = [
      #""runtimeDistribution":null"#, #""runtimeDistribution":"not json {""#, #""runtimeDistribution":"""#,
      #""runtimeDistribution":"{\"lang\":\"go\",\"distribution\":[]}""#,
      #""runtimeDistribution":"{\"lang\":\"go\",\"distribution\":\"[[1,2]]\"}""#,
      #""runtimeDistribution":"[[\"40\", 1.0]]""#, #""runtimeDistribution":17"#,
      #""runtimeDistribution":"{\"distribution\":[[\"x\",1],[\"40\",-3],[\"41\",101],[null],\"40\",[\"42\",\"NaN\"],[\"1e400\",2]]}""#,
    ]
    for fields in cases {
      let record = try #require(
        SubmissionRecord.decode(Self.answer(#""code":"x=1","runtimePercentile":62.5,"# + fields)), "\(fields)"
      )
      #expect(record.runtimeDistribution == nil, "\(fields)")
      #expect(record.runtimePercentile == 62.5)
    }
  }

  @Test func aDistributionSentAsAnObjectOrUnderItsOlderNameStillReadsSortedWithBadRowsDropped() throws {
    let record = try #require(
      SubmissionRecord.decode(
        Self.answer(
          #""code":"x","runtimeDistribution":{"lang":"rust\u001b[2J","distribution":[["9",5],["x",1],["3",95.5]]},"#
            + #""memoryDistributionFormatted":"{\"distribution\":[[\"16000\",\"12.5\"]]}""#)))
    let runtime = try #require(record.runtimeDistribution)
    #expect(runtime.language == "rust")
    #expect(runtime.buckets.map(\.label) == ["3", "9"])
    #expect(
      runtime.bucketIndex(of: 1) == 0 && runtime.bucketIndex(of: 9) == 1 && runtime.bucketIndex(of: 1e9) == 1)
    #expect(runtime.bucketIndex(of: .nan) == 0)
    #expect(record.memoryDistribution?.buckets == [.init(label: "16000", start: 16_000, percent: 12.5)])
  }

  @Test func aDistributionPastTheLimitKeepsItsFirstBuckets() throws {
    let rows = (0..<5_000).map { #"[\"\#($0)\", 0.01]"# }.joined(separator: ",")
    let record = try #require(
      SubmissionRecord.decode(
        Self.answer(#""code":"x","memoryDistribution":"{\"distribution\":[\#(rows)]}""#)))
    #expect(record.memoryDistribution?.buckets.count == SubmissionDistribution.bucketLimit)
  }

  @Test func nullsAndRetypedFiguresAreLeftOutNeverGuessed() throws {
    let record = try #require(
      SubmissionRecord.decode(
        Self.answer(
          #""code":"x","lang":null,"statusCode":"ten","runtime":-5,"memory":1e300,"runtimePercentile":150,"#
            + #""memoryPercentile":"NaN","timestamp":"soon","question":null,"notes":7,"flagType":"","topicTags":null"#
        )))
    #expect(record.language == nil && record.languageName == nil && record.verdict == nil)
    #expect(record.runtime == nil && record.memory == nil)
    #expect(record.runtimePercentile == nil && record.memoryPercentile == nil)
    #expect(record.date == nil && record.questionID == nil && record.failure == nil)
    #expect(record.note == SubmissionNote(), "a number for notes is no note; an empty flag is WHITE")
  }

  @Test func noCodeOrNoSubmissionIsNoRecord() throws {
    #expect(SubmissionRecord.decode(try Self.answer(#""runtime":5"#)) == nil)
    #expect(SubmissionRecord.decode(try Self.answer(#""code":12"#)) == nil)
    #expect(
      SubmissionRecord.decode(try JSONValue.parse(Data(#"{"data":{"submissionDetails":null}}"#.utf8))) == nil)
    #expect(SubmissionRecord.decode(.null) == nil)
  }

  @Test func theNotesFlagAndTagsAreReadSafely() throws {
    let record = try #require(
      SubmissionRecord.decode(
        Self.answer(
          #""code":"x","notes":"two pointers\u0007\n- again","flagType":"RED","#
            + #""topicTags":[{"tagId":12,"slug":"a"},{"tagId":"7"},{"tagId":-1},{"tagId":"x"},{}]"#)))
    let red = try #require(SubmissionFlag(validating: "RED"))
    #expect(record.note == SubmissionNote(text: "two pointers\n- again", flag: red, tagIDs: [12, 7]))
    for hostile in ["", "red", "RED; DROP", "WHITE\n", String(repeating: "A", count: 25)] {
      #expect(SubmissionFlag(read: .string(hostile)) == .white, "\(hostile.debugDescription)")
    }
    #expect(SubmissionFlag(read: .string("PURPLE")).rawValue == "PURPLE")
  }
}
