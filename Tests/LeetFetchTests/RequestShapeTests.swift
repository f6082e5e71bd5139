import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

@Suite struct RequestShapeTests {
  @Test func questionRequestIsAJSONPostWithBrowserHeadersAndNoCookies() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    let api = LeetCodeAPI(client: try fixture.client())
    let fetched = try api.question(slug: "pebble-count-2")
    #expect(fetched.problem.title == "Pebble Count 2")

    let request = try #require(fixture.fake.requests.last)
    #expect(request.method == "POST")
    #expect(request.path == "/graphql")
    #expect(request.headers["content-type"] == "application/json")
    #expect(
      request.headers["referer"] == fixture.fake.baseURL + "/problems/pebble-count-2/description/")
    #expect(request.headers["origin"] == fixture.fake.baseURL)
    #expect(request.headers["user-agent"]?.hasPrefix("Mozilla/5.0 (") == true)
    #expect(request.headers["cookie"] == nil)
    #expect(request.headers["x-csrftoken"] == nil)

    let body = try JSONValue.parse(request.body)
    #expect(body["operationName"].string == "questionData")
    #expect(body["variables"]["titleSlug"].string == "pebble-count-2")
    let query = try #require(body["query"].string)
    for field in [
      "question(titleSlug: $titleSlug)", "content", "translatedContent", "hints",
      "similarQuestions", "codeSnippets", "stats", "topicTags", "isPaidOnly", "solution",
    ] {
      #expect(query.contains(field), "query lacks \(field)")
    }
  }

  @Test func credentialsAddTheSessionCookiesAndCSRFHeader() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    let credentials = Credentials(session: "sess-abc123", csrfToken: "tok-xyz789", cfClearance: "cf-1")
    _ = try LeetCodeAPI(client: try fixture.client(credentials: credentials)).question(
      slug: "pebble-count-1")
    let request = try #require(fixture.fake.requests.last)
    let cookie = try #require(request.headers["cookie"])
    #expect(cookie.contains("LEETCODE_SESSION=sess-abc123"))
    #expect(cookie.contains("csrftoken=tok-xyz789"))
    #expect(cookie.contains("cf_clearance=cf-1"), "the browser's Cloudflare pass goes with them")
    #expect(request.headers["x-csrftoken"] == "tok-xyz789")
  }

  @Test func serviceReadsCredentialsFromTheEnvironmentOnly() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    _ = try fixture.service().load("pebble-count-1")
    #expect(fixture.fake.requests.allSatisfy { $0.headers["cookie"] == nil })
    _ = try fixture.service(
      policy: FetchPolicy(refresh: true),
      environment: ["LEETCODE_SESSION": "s1", "LEETCODE_CSRFTOKEN": "c1"]
    ).load("pebble-count-1")
    #expect(fixture.fake.requests.last?.headers["cookie"] == "LEETCODE_SESSION=s1; csrftoken=c1")
  }

  @Test func listAndDailyQueriesHaveTheirShapes() throws {
    let fake = try FakeFixtures.smallSite(count: 3)
    fake.serveDaily(FakeFixtures.daily(slug: "pebble-count-3", id: "3", date: "2026-11-30"))
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let api = LeetCodeAPI(client: try fixture.client(), listPageSize: 2)
    let list = try api.wholeList()
    #expect(list.items.map(\.titleSlug) == ["pebble-count-1", "pebble-count-2", "pebble-count-3"])
    let pages = fixture.fake.requests.compactMap { try? JSONValue.parse($0.body) }
    #expect(pages.map { $0["variables"]["skip"].int } == [0, 2])
    #expect(pages.allSatisfy { $0["variables"]["limit"].int == 2 })
    #expect(pages.allSatisfy { $0["operationName"].string == "problemsetQuestionList" })

    let daily = try api.daily()
    #expect(daily.pointer.titleSlug == "pebble-count-3")
    #expect(fixture.fake.operations.last == "questionOfToday")
  }

  @Test func chineseSiteAsksForTodayRecordAndTranslatedTitles() {
    #expect(Queries.daily(site: .cn).query.contains("todayRecord"))
    #expect(Queries.listPage(skip: 0, limit: 10, site: .cn).query.contains("titleCn"))
    #expect(Queries.question(slug: "a", site: .cn).query.contains("translatedContent"))
    #expect(Queries.daily(site: .com).query.contains("activeDailyCodingChallengeQuestion"))
  }
}

@Suite struct EndpointPathTests {
  @Test func graphQLWithATrailingSlashIsFoundAfterA404() throws {
    let fake = try FakeFixtures.smallSite()
    fake.serveGraphQL(at: "/graphql/")
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let loaded = try fixture.service().load("2")
    #expect(loaded.problem.title == "Pebble Count 2")
    #expect(fake.requests.map(\.path) == ["/graphql", "/graphql/", "/graphql", "/graphql/"])
  }
}
