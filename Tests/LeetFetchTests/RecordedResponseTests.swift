import Foundation
import LeetModel
import LeetNetwork
import LeetTestSupport
import Testing

@testable import LeetFetch

/// The recorded real responses of `../shared/corpus/recorded/`, served by the fake.
@Suite struct RecordedResponseTests {
  private func recorded(_ name: String) -> Data? {
    Corpus.directory.flatMap {
      FileManager.default.contents(atPath: $0.appendingPathComponent("recorded/\(name)").path)
    }
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func everyRecordedQuestionShapeIsFetchedAndStoredVerbatim() throws {
    let names = [
      "question_two-sum__localeet.json", "question_two-sum__alfa-leetcode-api.json",
      "questionEditorData_two-sum__leetcode-tui.json",
    ]
    for name in names {
      guard let body = recorded(name) else {
        throw CorpusError.missing("recorded/its data")
      }
      let fake = try FakeLeetCode()
      fake.serveQuestion("two-sum", body: body)
      let fixture = try FetchFixture(fake: fake)
      defer { fixture.cleanUp() }
      let loaded = try fixture.service().load("two-sum")
      #expect(loaded.problem.titleSlug == "two-sum", "\(name)")
      #expect(
        try FileManager.default.contents(
          atPath: fixture.store.userURL(.questions, slug: TitleSlug(validating: "two-sum")).path) == body)
      let offline = try fixture.service(policy: FetchPolicy(offline: true)).load("two-sum")
      #expect(offline.problem == loaded.problem)
    }
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason)) func recordedDailyAnswerOpensItsProblem() throws
  {
    guard let body = recorded("daily_activeDailyCodingChallengeQuestion__alfa-leetcode-api.json")
    else {
      throw CorpusError.missing("recorded/daily_activeDailyCodingChallengeQuestion__alfa-leetcode-api.json")
    }
    let fake = try FakeLeetCode()
    fake.serveDaily(body)
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    // The recording is from 2024-03-14: pretend today is that day.
    let day = try Date("2024-03-14T12:00:00Z", strategy: .iso8601)
    fixture.clock.advance(day.timeIntervalSince(fixture.clock.now))
    let loaded = try fixture.service().daily()
    #expect(loaded.problem.titleSlug == "binary-subarrays-with-sum")
    #expect(loaded.problem.frontendID == "930")
    #expect(fake.operations == ["questionOfToday", "questionData"])
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason)) func recordedChineseListsAreRead() throws {
    guard let panel = recorded("cn_problemsetPanelQuestionList__kulaiyin-vitepress.json"),
      let rest = recorded("cn_rest_api_problems_all_stat_status_pairs__doocs.json")
    else {
      throw CorpusError.missing("recorded/cn_problemsetPanelQuestionList__kulaiyin-vitepress.json")
    }
    let fake = try FakeLeetCode()
    fake.serveRESTIndex(rest)
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let client = LeetCodeClient(
      site: .cn, endpoint: try Endpoint.parse(fake.baseURL), credentials: nil,
      transport: CurlTransport(idleTimeout: 8), retry: fixture.retry)
    let index = try LeetCodeAPI(client: client).restIndex()
    #expect(index.items.count > 2000)
    #expect(index.item(frontendID: "LCP 30") != nil)
    #expect(index.item(frontendID: "1")?.titleSlug == "two-sum")
    let list = try ProblemList.decode(panel)
    #expect(list.items.count == 100)
  }
}
