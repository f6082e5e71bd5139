import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

@Suite struct FaultTests {
  private func fetchError(_ fixture: FetchFixture, budget: FetchBudget = .patient) -> FetchError? {
    do {
      _ = try LeetCodeAPI(client: try fixture.client()).question(
        slug: "pebble-count-1", budget: budget)
      return nil
    } catch let error as FetchError {
      return error
    } catch {
      return nil
    }
  }

  @Test func tooManyRequestsIsRetriedHonouringRetryAfterCapped() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    fixture.fake.inject(.tooManyRequests(retryAfter: "2"))
    fixture.fake.inject(.tooManyRequests(retryAfter: "3600"))
    let fetched = try LeetCodeAPI(client: try fixture.client()).question(slug: "pebble-count-1")
    #expect(fetched.problem.titleSlug == "pebble-count-1")
    #expect(fixture.fake.requests.count == 3)
    #expect(fixture.sleeps.delays == [2, RetryPolicy().retryAfterCap])
  }

  @Test func serverErrorsAreRetriedWithGrowingBackoffThenReported() throws {
    for status in [502, 503, 504] {
      let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
      defer { fixture.cleanUp() }
      fixture.fake.inject(.status(status), count: 3)
      let error = fetchError(fixture)
      #expect(
        error
          == .httpStatus(
            host: "127.0.0.1:\(fixture.fake.baseURL.split(separator: ":").last!)", status: status,
            attempts: 3))
      #expect(fixture.fake.requests.count == 3)
      let delays = fixture.sleeps.delays
      #expect(delays.count == 2)
      #expect(delays[1] > delays[0])
      #expect(error?.message.contains("HTTP \(status)") == true)
    }
  }

  @Test func status500IsNotRetried() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    fixture.fake.inject(.status(500))
    guard case .httpStatus(_, 500, 1) = fetchError(fixture) else {
      Issue.record("expected HTTP 500 after one try")
      return
    }
    #expect(fixture.fake.requests.count == 1)
  }

  @Test func cloudflareChallengeIsReportedAsBotProtectionWithoutRetrying() throws {
    for fault in [FakeLeetCode.Fault.cloudflare, .htmlPage] {
      let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
      defer { fixture.cleanUp() }
      fixture.fake.inject(fault)
      let error = try #require(fetchError(fixture))
      guard case .blocked = error else {
        Issue.record("expected blocked, got \(error)")
        return
      }
      #expect(error.message.contains("bot protection (Cloudflare)"))
      #expect(error.message.contains("try again"))
      #expect(!error.message.contains("JSON"))
      #expect(fixture.fake.requests.count == 1)
    }
  }

  @Test func resetMidBodyIsRetriedAndRecovers() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    fixture.fake.inject(.resetMidBody)
    let fetched = try LeetCodeAPI(client: try fixture.client()).question(slug: "pebble-count-1")
    #expect(fetched.problem.title == "Pebble Count 1")
    #expect(fixture.fake.requests.count == 2)
  }

  @Test func resetEveryTimeIsAConnectionFailure() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    fixture.fake.inject(.resetMidBody, count: 3)
    let error = try #require(fetchError(fixture))
    guard case .connectionLost = error else {
      Issue.record("expected connectionLost, got \(error)")
      return
    }
  }

  @Test func hangingResponseTimesOut() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    fixture.fake.inject(.hang, count: 3)
    let started = Date()
    let error = fetchError(fixture, budget: FetchBudget(attempts: 2, attemptTimeout: 0.3, total: 2))
    let waited = Date().timeIntervalSince(started)
    guard case .timedOut(_, let seconds, let attempts)? = error else {
      Issue.record("expected a timeout, got \(String(describing: error))")
      return
    }
    // The message says the whole wait over both tries, not one try's deadline (issue 14, item 2).
    #expect(attempts == 2)
    #expect(abs(seconds - waited) < 0.25, "said \(seconds) s, waited \(waited) s")
    #expect(
      error?.message.contains("did not answer in \(String(format: "%.1f", seconds)) s (2 tries)") == true,
      "\(error?.message ?? "")")
  }

  @Test func truncatedJSONIsAnUnreadableResponse() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    fixture.fake.inject(.truncatedJSON)
    let error = try #require(fetchError(fixture))
    guard case .invalidResponse = error else {
      Issue.record("expected invalidResponse, got \(error)")
      return
    }
    #expect(error.message.contains("cannot read"))
  }

  @Test func graphQLErrorsCarryLeetCodesMessage() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    fixture.fake.inject(.graphQLErrors("Variable titleSlug got invalid value\nsomewhere"))
    let error = try #require(fetchError(fixture))
    #expect(error == .graphQL("Variable titleSlug got invalid value somewhere"))
    #expect(
      error.message
        == "LeetCode answered with an error: Variable titleSlug got invalid value somewhere")
  }

  @Test func nullQuestionMeansNoSuchProblem() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    fixture.fake.inject(.nullQuestion)
    #expect(fetchError(fixture) == .noSuchProblem("pebble-count-1"))
    do {
      _ = try fixture.service().load("no-such-thing")
      Issue.record("expected an error")
    } catch let error as LoadError {
      #expect(error == .noSuchProblem("no-such-thing"))
    }
  }

  @Test func premiumQuestionIsNotAnError() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite(paid: [2]))
    defer { fixture.cleanUp() }
    let loaded = try fixture.service().load("pebble-count-2")
    #expect(loaded.problem.isPaidOnly)
    #expect(loaded.problem.content == nil)
    #expect(loaded.source == .live)
  }

  @Test func unreachableHostFailsFastWithAPlainMessage() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    fixture.fake.stop()
    let error = try #require(fetchError(fixture))
    guard case .unreachable = error else {
      Issue.record("expected unreachable, got \(error)")
      return
    }
    #expect(error.message.hasPrefix("cannot reach 127.0.0.1:"))
    #expect(error.meansOffline)
  }

  @Test func unknownFieldFallsBackToTheConservativeQuery() throws {
    let fixture = try FetchFixture(fake: try FakeFixtures.smallSite())
    defer { fixture.cleanUp() }
    fixture.fake.inject(.graphQLErrors("Cannot query field \"solution\" on type \"QuestionNode\"."))
    let fetched = try LeetCodeAPI(client: try fixture.client()).question(slug: "pebble-count-1")
    #expect(fetched.problem.title == "Pebble Count 1")
    let last = try JSONValue.parse(try #require(fixture.fake.requests.last).body)
    #expect(last["query"].string?.contains("solution") == false)
  }

  @Test func retryDelaysGrowAndStayCapped() {
    let policy = RetryPolicy(baseDelay: 0.5, maxDelay: 4, retryAfterCap: 5, random: { 1 })
    #expect(policy.delay(afterAttempt: 1, retryAfter: nil) == 0.5)
    #expect(policy.delay(afterAttempt: 2, retryAfter: nil) == 1)
    #expect(policy.delay(afterAttempt: 6, retryAfter: nil) == 4)
    #expect(policy.delay(afterAttempt: 1, retryAfter: 60) == 5)
    let low = RetryPolicy(baseDelay: 0.5, random: { 0 })
    #expect(low.delay(afterAttempt: 1, retryAfter: nil) == 0.25)
    #expect(RetryPolicy.parseRetryAfter("7", now: Date()) == 7)
    #expect(RetryPolicy.parseRetryAfter("soon", now: Date()) == nil)
  }
}
