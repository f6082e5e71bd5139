import FoundationEssentials
import LeetModel

extension ProblemService {
  /// Fetches the question `slug`; when LeetCode answers null and a cached contest lists the
  /// problem (it is running: practice-api §6), asks that contest's `contestQuestion` instead.
  /// - Throws: `FetchError`; `.noSuchProblem` when neither knows it.
  func question(slug: String, budget: FetchBudget) throws -> FetchedQuestion {
    do {
      return try api().question(slug: slug, budget: budget)
    } catch FetchError.noSuchProblem(let missing) {
      guard let contest = cachedContest(holding: slug) else { throw FetchError.noSuchProblem(missing) }
      return try api().contestQuestion(contestSlug: contest.rawValue, questionSlug: slug)
    }
  }

  /// The first cached contest (by slug) whose problems include `slug`.
  func cachedContest(holding slug: String) -> TitleSlug? {
    store.cachedCollectionSlugs(.contest).first { contest in
      guard let cached = try? store.readCollection(.contest, slug: contest) else { return false }
      let problems = cached.document["data"]["contestQuestionList"].array ?? []
      return problems.contains { $0["titleSlug"].string == slug }
    }
  }
}
