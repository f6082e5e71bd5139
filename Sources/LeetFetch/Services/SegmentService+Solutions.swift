import FoundationEssentials
import LeetModel

/// The first fetch of the Solutions segment: the community list and (leetcode.com) the official
/// editorial, asked apart, so that one failing still shows the other.
extension SegmentService {
  /// The members of the solutions file that the first fetch replaces (a null removes one).
  ///
  /// When one part fails: with a copy cached, the step fails (the whole copy is shown, stale);
  /// with none, the part that came is kept with an `unavailable` note naming the failed one,
  /// and the copy is never fresh, so the next open asks again.
  /// - Throws: `FetchError` when every part failed, or one did and a copy is cached.
  func fetchSolutionsFirstPage(
    slug: String, client: LeetCodeClient, budget: FetchBudget, hasCached: Bool
  ) throws -> [String: JSONValue] {
    var updates: [String: JSONValue] = ["unavailable": .null]
    var failures: [(part: String, error: FetchError)] = []
    do {
      let list = try client.graphQL(
        SegmentQueries.solutions(slug: slug, skip: 0, site: site),
        refererPath: "/problems/\(slug)/solutions/", budget: budget)
      updates["list"] = list.object
    } catch let error as FetchError {
      failures.append(("The community solutions", error))
      updates["list"] = .null
    }
    if site == .com {
      do {
        updates.merge(try fetchEditorial(slug: slug, client: client, budget: budget)) { $1 }
      } catch let error as FetchError {
        failures.append(("The official editorial", error))
      }
    }
    guard let failure = failures.first else { return updates }
    let parts = site == .com ? 2 : 1
    if hasCached || failures.count == parts { throw failure.error }
    // Without the advice to use `--offline`, the words are the same on either front.
    let reason = FailureWords.commandLine.phrase(failure.error, offlineHelps: false)
    updates["unavailable"] = .string("\(failure.part) could not be loaded: \(reason)")
    return updates
  }

  /// The editorial: the question's `solution`, else the UGC official article.
  ///
  /// The article is asked when `solution` is empty: none, or one without a body that is not
  /// locked. Its refusal in GraphQL's words means the problem has none: it is not a failure.
  private func fetchEditorial(slug: String, client: LeetCodeClient, budget: FetchBudget) throws
    -> [String: JSONValue]
  {
    let referer = "/problems/\(slug)/editorial/"
    let editorial = try client.graphQL(
      SegmentQueries.editorial(slug: slug), refererPath: referer, budget: budget)
    var updates: [String: JSONValue] = ["editorial": editorial.object, "officialArticle": .null]
    let solution = editorial.object["data"]["question"]["solution"]
    let isEmpty = (solution["content"].string ?? "").isEmpty && solution["canSeeDetail"].bool != false
    guard solution.object == nil || isEmpty else { return updates }
    do {
      let article = try client.graphQL(
        SegmentQueries.officialArticle(slug: slug), refererPath: referer, budget: budget)
      updates["officialArticle"] = article.object
    } catch FetchError.graphQL {
      // No official article for this problem.
    }
    return updates
  }
}
