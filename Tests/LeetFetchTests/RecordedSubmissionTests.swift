import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

/// The recorded real submission answers of `../shared/corpus/recorded/live-2026/`, served raw by
/// the fake LeetCode and read through the Submissions segment: a list whose `status` is an int and
/// `timestamp` a string, and a `submissionDetails` whose runtime and memory are ints.
@Suite(.enabled(if: Corpus.isPresent, Corpus.absentReason)) struct RecordedSubmissionTests {
  static let credentials = ["LEETCODE_SESSION": "recorded-sess-41", "LEETCODE_CSRFTOKEN": "recorded-csrf-42"]

  @Test func theRecordedListAndDetailDecode() throws {
    let list = try Corpus.recordedFile("live-2026/submissionList-leetcode-anki.json")
    let detail = try Corpus.recordedFile(
      "live-2026/UNVERIFIED-PROVENANCE_submissionDetails-leethub-sample.json")
    let fake = try FakeFixtures.smallSite()
    fake.serve(queryContaining: "questionSubmissionList(") { _ in list }
    fake.serve(queryContaining: "submissionDetails(submissionId") { _ in detail }
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let service = SegmentService(problems: try fixture.service(environment: Self.credentials))
    let loaded = try service.load(.submissions, slug: "two-sum", prefetch: 1)
    let snapshot = try #require(loaded.submissions)
    #expect(snapshot.submissions.map(\.id) == ["1988694277", "1988662844", "1582165935"])
    #expect(snapshot.submissions.map(\.status) == ["Accepted", "Accepted", "Wrong Answer"])
    #expect(snapshot.submissions.map(\.language) == ["golang", "golang", "python3"])
    #expect(snapshot.submissions.first?.date == Date(timeIntervalSince1970: 1_777_214_044))
    #expect(snapshot.submissions.last?.date == Date(timeIntervalSince1970: 1_742_638_386))
    #expect(!snapshot.hasMore && snapshot.lastKey == nil)
    let first = try #require(snapshot.details["1988694277"])
    #expect(first.runtime == "67 ms" && first.memory == "45.4 MB")
    #expect(first.language == "JavaScript")
    #expect(abs((first.runtimePercentile ?? 0) - 76.1373) < 0.001)
    #expect(abs((first.memoryPercentile ?? 0) - 5.0595) < 0.001)
    #expect(first.code.contains("var twoSum = function(nums, target)"))
  }

  /// Without `statusDisplay` the int `status` names the verdict, as the judge's codes do.
  @Test func anIntStatusAloneNamesTheVerdict() throws {
    let text = String(
      decoding: try Corpus.recordedFile("live-2026/submissionList-leetcode-anki.json"), as: UTF8.self)
    let bare = text.replacingOccurrences(of: #""statusDisplay":"Accepted","#, with: "")
    let cache = #"{"list":"# + bare + "}"
    let snapshot = try SubmissionsSnapshot.decode(Data(cache.utf8))
    #expect(snapshot.submissions.map(\.status) == ["Accepted", "Accepted", "Wrong Answer"])
  }
}
