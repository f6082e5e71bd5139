import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI

/// Carries out the segment tasks of the open problem (a list, a page more, an entry opened),
/// answering with `.segmentResult` and any cache warning.
struct SegmentRunner: Sendable {
  /// The problems whose segments are loaded, and their cache policy.
  let service: ProblemService

  /// Runs `task` on its queue, posting what it comes to.
  func start(
    slug: String, _ segment: Segment, _ task: SegmentTask, post: @escaping @Sendable (AppAction) -> Void
  ) {
    SegmentService(problems: service).perform(task, of: segment, slug: slug) { result in
      for action in actions(slug: slug, segment, task, result) { post(action) }
    }
  }

  /// Runs `task` on the calling thread: `.segmentResult`, then any cache warning.
  func actions(slug: String, _ segment: Segment, _ task: SegmentTask) -> [AppAction] {
    let result = LoadError.catching {
      try SegmentService(problems: service).run(task, of: segment, slug: slug)
    }
    return actions(slug: slug, segment, task, result)
  }

  /// The actions `result` of `task` answers with.
  private func actions(
    slug: String, _ segment: Segment, _ task: SegmentTask, _ result: Result<LoadedSegment, LoadError>
  ) -> [AppAction] {
    let outcome: SegmentOutcome
    switch result {
    case .success(let loaded):
      outcome = .loaded(
        loaded.content, staleBecause: loaded.staleBecause.map(FailureWords.interface.phrase), at: Date(),
        source: loaded.source.label(now: Date()))
    case .failure(let error):
      outcome = .failed(FailureWords.interface.phrase(error))
    }
    return [.page(.segmentResult(slug: slug, segment, task, outcome))] + service.cacheWarningAction()
  }
}
