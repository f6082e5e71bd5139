import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

@Suite struct SyncTests {
  private func runner(_ fixture: FetchFixture, details: Bool, pacing: SleepRecorder) throws
    -> SyncRunner
  {
    let clock = fixture.clock
    return SyncRunner(
      service: try fixture.service(), details: details, sleep: { pacing.record($0) }, now: { clock.now }
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
      #expect(try fixture.store.contains(.questions, slug: TitleSlug(validating: "pebble-count-\(n)")))
    }
    #expect(try !fixture.store.contains(.questions, slug: TitleSlug(validating: "pebble-count-4")))
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
    let first = try runner(fixture, details: true, pacing: pacing)
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
    for n in 1...6 {
      #expect(try fixture.store.contains(.questions, slug: TitleSlug(validating: "pebble-count-\(n)")))
    }
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason)) func syncFetchesTheWholeCorpusListPageByPage()
    throws
  {
    guard let rows = Corpus.lines("problemset.jsonl") else {
      throw CorpusError.missing("problemset.jsonl")
    }
    let fake = try FakeLeetCode()
    // The fake would send the whole list at once: the pages are leetview's own, 100 each, as
    // maintained peers ask ("LeetCode API usually caps at 100 per request").
    fake.serveList(rows: rows, pageCap: 5_000)
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let pacing = SleepRecorder()
    let summary = try runner(fixture, details: false, pacing: pacing).run()
    #expect(summary.listed == 4029)
    #expect(fake.requests.count == 41)
    let pages = fake.requests.map { try? JSONValue.parse($0.body)["variables"] }
    #expect(pages.map { $0?["limit"].int } == Array(repeating: 100, count: 41))
    #expect(pages.map { $0?["skip"].int } == (0..<41).map { $0 * 100 })
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

  /// A small site where some descriptions fail: a server error on the third and fifth
  /// question asked for, two listed problems LeetCode does not have, and one locked although
  /// the list says it is free.
  private func failingSite() throws -> FetchFixture {
    let fake = try FakeFixtures.smallSite(count: 6, paid: [4])
    var rows = (1...6).map { n in
      FakeFixtures.listRow(
        id: "\(n)", slug: "pebble-count-\(n)", title: "Pebble Count \(n)", paidOnly: n == 4)
    }
    rows += [7, 8].map { FakeFixtures.listRow(id: "\($0)", slug: "ghost-\($0)", title: "Ghost \($0)") }
    rows.append(FakeFixtures.listRow(id: "9", slug: "locked-9", title: "Locked 9"))
    fake.serveQuestion(
      "locked-9", body: FakeFixtures.question(id: "9", slug: "locked-9", title: "Locked 9", paidOnly: true))
    fake.serveList(rows: rows)
    return try FetchFixture(fake: fake)
  }

  @Test func failuresAreGroupedByReasonWithTheirSlugsAndTheRestIsFetched() throws {
    let fixture = try failingSite()
    defer { fixture.cleanUp() }
    let summary = try runner(fixture, details: true, pacing: SleepRecorder()).run { progress in
      // Before the third and the fifth question: HTTP 500 (not retried) and 503 (three tries).
      if progress.phase == .details, progress.done == 2 { fixture.fake.inject(.status(500)) }
      if progress.phase == .details, progress.done == 4 { fixture.fake.inject(.status(503), count: 3) }
    }
    #expect(summary.stoppedBecause == nil)
    #expect(summary.fetched == 3)
    #expect(summary.premiumSkipped == 1)
    #expect(summary.failed == 5)
    let groups = SyncFailure.groups(summary.failures)
    try #require(groups.map(\.reason) == [.notFound, .httpStatus(500), .httpStatus(503), .premium])
    #expect(groups[0].slugs == ["ghost-7", "ghost-8"])
    #expect(groups[1].slugs == ["pebble-count-3"])
    #expect(groups[2].slugs == ["pebble-count-6"])
    #expect(groups[3].slugs == ["locked-9"])
    #expect(summary.line.contains("5 failed (2 not found, 1 HTTP 500, 1 HTTP 503, 1 premium (no access))"))
    #expect(
      SyncFailure.list(summary.failures)
        == "2 not found: ghost-7, ghost-8; 1 HTTP 500: pebble-count-3; 1 HTTP 503: pebble-count-6; "
        + "1 premium (no access): locked-9")
    // Nothing is stored for a failure, so the next run tries them again.
    for slug in ["pebble-count-3", "pebble-count-6", "locked-9", "ghost-7"] {
      #expect(try !fixture.store.contains(.questions, slug: TitleSlug(validating: slug)))
    }
  }

  @Test func manyFailuresListAFewSlugsAndHowManyMore() {
    let failures =
      (1...3050).map { SyncFailure(slug: "locked-\($0)", reason: .premium) }
      + ["two-sum", "add-two-numbers", "3sum"].map { SyncFailure(slug: $0, reason: .httpStatus(500)) }
    #expect(SyncFailure.counts(failures) == "3050 premium (no access), 3 HTTP 500")
    #expect(
      SyncFailure.list(failures, shown: 3)
        == "3050 premium (no access): locked-1, locked-2, locked-3 and 3047 more; "
        + "3 HTTP 500: two-sum, add-two-numbers, 3sum")
  }

  @Test func aServerFailingEveryRequestStopsTheSync() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite(count: 9))
    defer { fixture.cleanUp() }
    let summary = try runner(fixture, details: true, pacing: SleepRecorder()).run { progress in
      if progress.phase == .details, progress.done == 0 { fixture.fake.inject(.status(500), count: 20) }
    }
    #expect(summary.failed == SyncRunner.serverErrorsBeforeStopping)
    #expect(summary.stoppedBecause?.contains("HTTP 500") == true)
  }

  @Test func progressLineKeepsOneUnitAndABarOfOneWidth() {
    // The list: 300 problems in 2 s over 3 requests is 150 problems a second.
    let list = SyncProgress(phase: .list, done: 300, total: 4029, elapsed: 2, requests: 3)
    #expect(list.line(width: 80).contains("300/4029 problems, 150/s"), "\(list.line(width: 80))")
    let details = SyncProgress(phase: .details, done: 100, total: 400, elapsed: 50, requests: 100)
    #expect(details.line(width: 80).contains("100/400 descriptions, 2.0/s, 2m 30s left"))
    let phases = [
      SyncProgress(phase: .list, done: 0, total: nil, elapsed: 0, requests: 0), list,
      SyncProgress(phase: .list, done: 4029, total: 4029, elapsed: 20, requests: 41),
      SyncProgress(phase: .details, done: 0, total: 3000, elapsed: 0, requests: 0), details,
      SyncProgress(phase: .details, done: 3000, total: 3000, elapsed: 1500, requests: 3000),
    ]
    for width in [40, 60, 80, 200] {
      let bars = phases.map { progress in
        progress.line(width: width).prefix { $0 == "█" || $0 == "░" }.count
      }
      #expect(Set(bars).count == 1, "\(width): \(bars)")
      #expect(bars[0] == SyncProgress.barWidth(forLine: width))
      for progress in phases { #expect(progress.line(width: width).count < width) }
    }
  }
}
