import Foundation
import LeetFetch
import LeetModel
import LeetTestSupport
import LeetUI
import Testing

@testable import LeetApp

/// The start's fetch (`.fetchStartup`) in-process against a fake LeetCode on loopback and the real
/// cache in a temporary folder: each step announced, then the problem, the daily problem or the
/// list, or why not, as a failure to retry or a refusal.
@Suite(.timeLimit(.minutes(1))) struct StartupFetcherTests {
  /// A scene whose fake serves three made-up problems, the second today's daily one.
  static func scene() throws -> RunnerScene {
    try BrowserRunnerTests.scene()
  }

  /// The outcome of `request` over `context`, and the steps it announced.
  static func outcome(_ request: FetchStep, _ context: AppContext) -> (StartupEvent, [FetchStep]) {
    var steps: [FetchStep] = []
    let event = StartupFetcher(services: context).outcome(of: request) { steps.append($0) }
    return (event, steps)
  }

  @Test func aProblemArrivesAsWhatItOpensAs() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let (event, steps) = Self.outcome(.problem("pebble-count-1"), try scene.context())
    let opening = try #require(event.opening, "\(event)")
    #expect(opening.problem.titleSlug == "pebble-count-1" && !opening.isDaily)
    #expect(opening.segment == .description && !opening.sourceLabel.isEmpty)
    #expect(!steps.isEmpty, "the steps are announced")
  }

  @Test func todaysDailyProblemOpensAsTheDailyOne() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let (event, _) = Self.outcome(.daily, try scene.context())
    let opening = try #require(event.opening, "\(event)")
    #expect(opening.problem.titleSlug == "pebble-count-2" && opening.isDaily)
  }

  @Test func theListArrivesWithTheRecentAndTheCachedSlugs() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let context = try scene.context()
    RecentFile(store: context.store).write(["pebble-count-3"])
    let (event, steps) = Self.outcome(.list, context)
    let list = try #require(event.list, "\(event)")
    #expect(list.items.map(\.titleSlug) == ["pebble-count-1", "pebble-count-2", "pebble-count-3"])
    #expect(list.cached.isEmpty && list.recent == ["pebble-count-3"])
    #expect(steps == [.list])
  }

  @Test func aProblemLeetCodeDoesNotHaveIsRefusedNotRetried() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let (event, _) = Self.outcome(.problem("no-such-pebble"), try scene.context())
    let reason = try #require(event.refusal, "\(event)")
    #expect(!reason.isEmpty && !reason.contains("\n"), "\(reason)")
  }

  @Test func offlineAProblemNotCachedIsRefusedAndNothingAsked() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let (event, _) = Self.outcome(.problem("pebble-count-1"), try scene.context(offline: true))
    #expect(event.refusal != nil, "\(event)")
    #expect(scene.fake.requests.isEmpty)
  }

  @Test func aRefusalByCloudflareIsAFailureToTryAgain() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    scene.fake.inject(.cloudflare, count: 10)
    let (event, _) = Self.outcome(.list, try scene.context())
    let reason = try #require(event.failure, "\(event)")
    #expect(reason.lowercased().contains("cloudflare"), "\(reason)")
  }

  @Test func aFetchPostsItsStepsThenItsOutcomeForItsAttemptThenTheCacheWarning() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let posted = PostedActions()
    StartupFetcher(services: try scene.unwritableContext()).fetch(
      .problem("pebble-count-1"), attempt: 2, post: posted.post)
    let all = posted.wait { $0.contains { $0.cacheWarning != nil } }
    let startup = all.compactMap(\.startup)
    #expect(startup.allSatisfy { $0.attempt == 2 }, "\(startup)")
    let opening = try #require(startup.last?.event.opening, "\(all)")
    #expect(opening.problem.titleSlug == "pebble-count-1")
    #expect(startup.contains { $0.event.isStep }, "\(startup)")
    #expect(all.last?.cacheWarning != nil, "said after the outcome: \(all)")
  }
}
