import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

/// The small rules the interface reads from the cache: the site's "today", the cached daily,
/// the source label and the recently viewed file.
@Suite struct LocalRecordTests {
  /// 2026-03-01 20:30 UTC: still the 1st on leetcode.com, already the 2nd on leetcode.cn.
  static let evening = Date(timeIntervalSince1970: 1_772_397_000)

  static func store(_ site: Site) throws -> (CacheStore, URL) {
    let root = try BinaryRunner.temporaryDirectory("local-records")
    return (CacheStore(location: CacheLocation(root: root, bundled: nil), site: site), root)
  }

  static func daily(_ slug: String, date: String) -> Data {
    let json =
      #"{"data":{"activeDailyCodingChallengeQuestion":{"date":"\#(date)","#
      + #""question":{"titleSlug":"\#(slug)","questionFrontendId":"7"}}}}"#
    return Data(json.utf8)
  }

  @Test func leetcodeCNsDayStartsEightHoursBeforeUTC() {
    #expect(Site.com.today(at: Self.evening) == "2026-03-01")
    #expect(Site.cn.today(at: Self.evening) == "2026-03-02")
    let morning = Self.evening.addingTimeInterval(-20 * 3_600)
    #expect(Site.com.today(at: morning) == "2026-03-01")
    #expect(Site.cn.today(at: morning) == "2026-03-01")
  }

  @Test func theCachedDailyCountsOnlyOnItsOwnDay() throws {
    let (com, root) = try Self.store(.com)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(com.cachedDailySlug(at: Self.evening) == nil, "no file")
    try com.writeDaily(Self.daily("lantern-relay", date: "2026-03-01"))
    #expect(com.cachedDailySlug(at: Self.evening) == "lantern-relay")
    #expect(com.cachedDailySlug(at: Self.evening.addingTimeInterval(86_400)) == nil, "yesterday's")

    let cn = CacheStore(location: com.location, site: .cn)
    try cn.writeDaily(Self.daily("lantern-relay", date: "2026-03-01"))
    #expect(cn.cachedDailySlug(at: Self.evening) == nil, "already the 2nd in Beijing")
    try cn.writeDaily(Self.daily("orchard-paths", date: "2026-03-02"))
    #expect(cn.cachedDailySlug(at: Self.evening) == "orchard-paths")
  }

  @Test func cachedSlugsAreThoseWithAStatement() throws {
    let (store, root) = try Self.store(.com)
    defer { try? FileManager.default.removeItem(at: root) }
    try store.write(Data("{}".utf8), kind: .questions, slug: TitleSlug(validating: "pair-of-pebbles"))
    let items = ["pair-of-pebbles", "bridge-of-ropes"].map {
      ProblemListItem(frontendID: "1", title: $0, titleSlug: $0)
    }
    #expect(store.cachedSlugs(of: items) == ["pair-of-pebbles"])
  }

  @Test func sourceLabelsSayWhereAndHowOld() {
    let now = Self.evening
    #expect(CacheSource.bundled.label(now: now) == "bundled")
    #expect(CacheSource.live.label(now: now) == "live")
    #expect(CacheSource.cached(now.addingTimeInterval(-3_600)).label(now: now) == "cached today")
    #expect(CacheSource.cached(now.addingTimeInterval(-86_400)).label(now: now) == "cached 1 day ago")
    #expect(
      CacheSource.cached(now.addingTimeInterval(-3 * 86_400 - 10)).label(now: now)
        == "cached 3 days ago")
  }

  @Test func theRecentFileRoundTripsAndIgnoresDamage() throws {
    let (store, root) = try Self.store(.cn)
    defer { try? FileManager.default.removeItem(at: root) }
    let recent = RecentFile(store: store)
    #expect(recent.url.path.hasSuffix("leetcode.cn/recent.json"))
    #expect(recent.read().isEmpty)
    recent.write(["two-sum", "lantern-relay"])
    #expect(recent.read() == ["two-sum", "lantern-relay"])
    try Data(#"{"recent": ["ok-slug", "../escape", {"no": "slug"}]}"#.utf8).write(to: recent.url)
    #expect(recent.read() == ["ok-slug"], "bad slugs are dropped")
    try Data("not json".utf8).write(to: recent.url)
    #expect(recent.read().isEmpty)
  }
}
