import Foundation
import LeetModel
import LeetTestSupport
import LeetUI
import Testing

@testable import LeetApp

/// The problem page's segment tasks (`.segmentTask`) in-process against a fake LeetCode on
/// loopback serving solutions, comments and submissions, and the real cache in a temporary folder.
@Suite(.timeLimit(.minutes(1))) struct SegmentRunnerTests {
  /// A scene whose fake serves three made-up problems and every segment of them.
  static func scene() throws -> RunnerScene {
    let fake = try FakeFixtures.smallSite(count: 3)
    FakeSegmentFixtures.install(on: fake)
    return try RunnerScene(fake: fake)
  }

  /// What running `task` on `segment` of Pebble Count 1 comes to (the fake answering with
  /// `fault` first when given): the outcome when it is the one action, and whether the fake was
  /// asked anything.
  static func outcome(
    _ segment: Segment, _ task: SegmentTask, offline: Bool = false, fault: FakeLeetCode.Fault? = nil
  ) throws -> (outcome: SegmentOutcome?, asked: Bool) {
    let scene = try Self.scene()
    defer { scene.close() }
    if let fault { scene.fake.inject(fault, count: 10) }
    let actions = SegmentRunner(service: try scene.context(offline: offline).service)
      .actions(slug: "pebble-count-1", segment, task)
    let result = actions.count == 1 ? actions[0].segmentResult : nil
    let matches = result?.segment == segment && result?.task == task && result?.slug == "pebble-count-1"
    return (matches ? result?.outcome : nil, !scene.fake.requests.isEmpty)
  }

  @Test func theSolutionsPageArrivesFetchedWithItsSource() throws {
    let loaded = try #require(try Self.outcome(.solutions, .load).outcome?.loaded)
    #expect(loaded.stale == nil && !loaded.source.isEmpty)
    guard case .solutions(let snapshot) = loaded.content else {
      Issue.record("not the solutions: \(loaded.content)")
      return
    }
    #expect(snapshot.solutions.map(\.id) == FakeSegmentFixtures.firstPageIDs)
  }

  @Test func offlineASegmentNeverFetchedFailsInOneLineAndAsksNothing() throws {
    let (outcome, asked) = try Self.outcome(.comments, .load, offline: true)
    let reason = try #require(outcome?.failure, "\(String(describing: outcome))")
    #expect(!reason.isEmpty && !reason.contains("\n") && !asked, "\(reason)")
  }

  @Test func signedOutTheSubmissionsAskForASession() throws {
    let (outcome, asked) = try Self.outcome(.submissions, .load)
    #expect(outcome?.loaded?.content == .signInNeeded && !asked, "\(String(describing: outcome))")
  }

  @Test func aRefusalIsTheFailureOfTheTaskAskedFor() throws {
    let outcome = try Self.outcome(.solutions, .refresh, fault: .cloudflare).outcome
    let reason = try #require(outcome?.failure, "\(String(describing: outcome))")
    #expect(reason.lowercased().contains("cloudflare"), "\(reason)")
  }

  @Test func startedItPostsTheResultFromItsQueue() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let posted = PostedActions()
    SegmentRunner(service: try scene.context().service).start(
      slug: "pebble-count-2", .solutions, .load, post: posted.post)
    #expect(posted.first(\.segmentResult)?.slug == "pebble-count-2", "\(posted.all)")
  }
}
