import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

/// A server (or a cache file) that sends far more than LeetCode has is refused, not kept.
@Suite struct ContentLimitTests {
  /// `count` list rows of a small fake site.
  private static func rows(_ count: Int) -> [Data] {
    (1...count).map { FakeFixtures.listRow(id: "\($0)", slug: "pebble-\($0)", title: "Pebble \($0)") }
  }

  @Test func aListOfMoreProblemsThanTheCapIsRefusedAndNotKept() throws {
    let fake = try FakeLeetCode()
    fake.serveList(rows: Self.rows(ContentLimits.listItems + 1), pageCap: 1_000)
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    #expect {
      try fixture.service().fetchList()
    } throws: { error in
      (error as? LoadError)?.message.contains("more than \(ContentLimits.listItems) problems") == true
    }
    #expect(!FileManager.default.fileExists(atPath: fixture.store.userListURL.path))
    // Refused as soon as the cap was passed: 201 pages of 100, and no fall-back to the REST index.
    #expect(fake.requests.count == 201)
    #expect(fake.operations == Array(repeating: "problemsetQuestionList", count: 201))
  }

  @Test func aListAtTheCapIsKept() throws {
    let fake = try FakeLeetCode()
    fake.serveList(rows: Self.rows(ContentLimits.listItems), pageCap: 1_000)
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let list = try fixture.service().fetchList()
    #expect(list.items.count == ContentLimits.listItems)
    #expect(FileManager.default.fileExists(atPath: fixture.store.userListURL.path))
  }

  @Test func pagesPastTheListsByteBudgetAreRefused() throws {
    // Rows with 60 KB titles: 100 rows make a 6 MB page, under the 8 MB answer cap; six pages
    // pass the 32 MB budget for the whole list long before the item cap.
    let title = String(repeating: "Pebble ", count: 60_000 / 7)
    let rows = (1...700).map {
      FakeFixtures.listRow(id: "\($0)", slug: "pebble-\($0)", title: title)
    }
    let fake = try FakeLeetCode()
    fake.serveList(rows: rows, pageCap: 100)
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    #expect {
      try fixture.service().fetchList()
    } throws: { error in
      (error as? LoadError)?.message.contains("over \(ContentLimits.megabytes(ContentLimits.listBytes))")
        == true
    }
    #expect(fake.operations.count == 6)
    #expect(!FileManager.default.fileExists(atPath: fixture.store.userListURL.path))
  }

  @Test func aCachedListPastTheCapIsDamagedAndNotRead() throws {
    let fixture = try FetchFixture(fake: try FakeLeetCode())
    defer { fixture.cleanUp() }
    let url = fixture.store.userListURL
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // A sparse file: its size says it all, and reading it whole would cost the 33 MB.
    #expect(FileManager.default.createFile(atPath: url.path, contents: Data()))
    #expect(truncate(url.path, off_t(ContentLimits.listBytes + 1)) == 0)
    let service = try fixture.service(policy: FetchPolicy(offline: true))
    #expect {
      try service.list()
    } throws: { error in
      guard case .damagedCache(let path, let reason) = error as? LoadError else { return false }
      return path == url.path && reason.contains("larger than the 32 MB leetview reads")
    }
  }

  @Test func aQuestionFilePastTheCapIsDamaged() throws {
    let fixture = try FetchFixture(fake: try FakeLeetCode())
    defer { fixture.cleanUp() }
    let url = try fixture.store.userURL(.questions, slug: TitleSlug(validating: "pebble-1"))
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: url.path, contents: Data()))
    #expect(truncate(url.path, off_t(ContentLimits.answerBytes + 1)) == 0)
    #expect(throws: CacheReadError.self) {
      try fixture.store.read(.questions, slug: TitleSlug(validating: "pebble-1"))
    }
  }
}

/// A comment thread that never ends stops at `ContentLimits.commentsPerProblem`.
@Suite struct CommentThreadLimitTests {
  /// Page `page` of an endless thread: 500 comments with ids of their own.
  private static func endlessPage(_ page: Int) -> Data {
    let items = (0..<500).map { index in
      let id = page * 1_000 + index
      return #"{"id":\#(id),"pinned":false,"numChildren":0,"post":{"id":\#(id),"voteCount":1,"#
        + #""content":"again","creationDate":1764000000,"author":{"username":"bot\#(id)"}}}"#
    }
    return Data(
      #"{"data":{"topicComments":{"totalNum":1000000,"data":[\#(items.joined(separator: ","))]}}}"#.utf8)
  }

  @Test func loadingMoreStopsAtTheCapAndSendsNothing() throws {
    let fake = try FakeFixtures.smallSite()
    fake.serve(queryContaining: "questionDiscussionTopic(") { _ in FakeSegmentFixtures.topic }
    fake.serve(queryContaining: "topicComments(") { Self.endlessPage($0["pageNo"].int ?? 1) }
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let service = try SegmentService(problems: fixture.service())
    var loaded = try service.load(.comments, slug: "pebble-count-1")
    while (loaded.comments?.comments.count ?? 0) < ContentLimits.commentsPerProblem {
      loaded = try service.loadMore(.comments, slug: "pebble-count-1")
    }
    #expect(loaded.comments?.comments.count == ContentLimits.commentsPerProblem)
    let before = fake.requests.count
    #expect {
      try service.loadMore(.comments, slug: "pebble-count-1")
    } throws: { error in
      guard case .limitReached(let message) = error as? LoadError else { return false }
      return message.contains("first \(ContentLimits.commentsPerProblem) comments")
    }
    #expect(fake.requests.count == before)
  }
}
