import FoundationEssentials
import LeetFetch
import LeetLocalRun
import LeetModel

extension SolvingService {
  /// Keeps the judge's expected answers of a test, one per case, for local runs of the same
  /// inputs; a cache that cannot be written is told in one line and the test goes on.
  ///
  /// The judge's list has one more, empty, item after the cases; it is left out.
  func keepJudgeAnswers(_ result: JudgeResult, cases: [String], slug: String) {
    guard !cases.isEmpty, result.expectedAnswers.count >= cases.count,
      let checked = try? TitleSlug(validating: slug)
    else { return }
    var answers: [String: String] = [:]
    for (input, expected) in zip(cases, result.expectedAnswers) where !expected.isEmpty {
      answers[LocalCase.key(input)] = expected
    }
    do {
      try context.store.keepJudgeAnswers(answers, slug: checked)
    } catch {
      tell("the judge's answers could not be kept for local runs: \(CacheStore.writeReason(error))")
    }
  }
}
