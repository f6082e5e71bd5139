import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

@Suite struct SyncTests {
  private func runner(_ fixture: FetchFixture, details: Bool, pacing: SleepRecorder) -> SyncRunner {
    let clock = fixture.clock
    return SyncRunner(
      service: fixture.service(), details: details, sleep: { pacing.record($0) }, now: { clock.now }
    )
  }

  @Test func detailsFetchEveryFreeUncachedProblemPolitely() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite(count: 6, paid: [4]))
    defer { fixture.cleanUp() }
    _ = try fixture.service().load("pebble-count-2")
    let pacing = SleepRecorder()
    var seen: [SyncProgress] = []
    let summary = try runner(fixture, details: true, pacing: pacing).run { seen.append($0) }
    #expect(summary.listed == 6)
    #expect(summary.fetched == 4)
    #expect(summary.alreadyCached == 1)
    #expect(summary.premiumSkipped == 1)
    #expect(summary.failed == 0)
    #expect(summary.stoppedBecause == nil)
    #expect(summary.line.hasPrefix("sync: 6 problems in the list; descriptions: 4 fetched"))
    for n in [1, 3, 5, 6] {
      #expect(fixture.store.contains(.questions, slug: "pebble-count-\(n)"))
    }
    #expect(!fixture.store.contains(.questions, slug: "pebble-count-4"))
    // One list page and four questions; every request after the first waited half a second.
    #expect(
      fixture.fake.operations.suffix(5) == ["problemsetQuestionList"]
        + Array(repeating: "questionData", count: 4))
    #expect(pacing.delays == Array(repeating: 0.5, count: 4))
    #expect(seen.last == SyncProgress(phase: .details, done: 4, total: 4, elapsed: 0, requests: 4))
  }

  @Test func interruptedSyncResumesWhereItStopped() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite(count: 6))
    defer { fixture.cleanUp() }
    // The list, two questions, then Cloudflare blocks the third.
    let pacing = SleepRecorder()
    let first = runner(fixture, details: true, pacing: pacing)
    var count = 0
    let summary = try first.run { progress in
      if progress.phase == .details { count = progress.done }
      if progress.phase == .details, progress.done == 2 { fixture.fake.inject(.cloudflare) }
    }
    #expect(count >= 2)
    #expect(summary.fetched == 2)
    #expect(summary.stoppedBecause?.contains("bot protection") == true)
    let before = fixture.fake.requests.count
    let second = try runner(fixture, details: true, pacing: pacing).run()
    #expect(second.fetched == 4)
    #expect(second.alreadyCached == 2)
    #expect(fixture.fake.requests.count == before + 5)
    for n in 1...6 { #expect(fixture.store.contains(.questions, slug: "pebble-count-\(n)")) }
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason)) func syncFetchesTheWholeCorpusListPageByPage()
    throws
  {
    guard let rows = Corpus.lines("problemset.jsonl") else {
      throw CorpusError.missing("problemset.jsonl")
    }
    let fake = try FakeLeetCode()
    fake.serveList(rows: rows, pageCap: 100)
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let pacing = SleepRecorder()
    let summary = try runner(fixture, details: false, pacing: pacing).run()
    #expect(summary.listed == 4029)
    #expect(fake.requests.count == 41)
    #expect(pacing.delays.count == 40)
    let stored = try #require(try fixture.service().repository.cachedList())
    #expect(stored.items.count == 4029)
    #expect(stored.item(frontendID: "1")?.titleSlug == "two-sum")
    let file = try JSONSerialization.jsonObject(with: Data(contentsOf: fixture.store.userListURL))
    #expect(((file as? [String: Any])?["questions"] as? [Any])?.count == 4029)
    #expect((file as? [String: Any])?["fetchedAt"] is String)
  }

  @Test func progressLineFitsAndSaysCountRateAndTimeLeft() {
    let progress = SyncProgress(phase: .details, done: 100, total: 400, elapsed: 50, requests: 100)
    let line = progress.line(width: 60)
    #expect(line.contains("100/400"))
    #expect(line.contains("2.0/s"))
    #expect(line.contains("2m 30s left"))
    #expect(line.count < 60)
    #expect(
      SyncProgress(phase: .list, done: 5, total: nil, elapsed: 1, requests: 1).line(width: 20).count
        < 20)
  }
}
