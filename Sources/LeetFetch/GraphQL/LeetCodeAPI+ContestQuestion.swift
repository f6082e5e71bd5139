import Foundation
import LeetModel

extension LeetCodeAPI {
  /// Fetches the problem `questionSlug` of the running contest `contestSlug`, as a question
  /// query's answer would hold it (`{"data":{"question":{...}}}`, the example cases joined by
  /// lines into `exampleTestcases`), so that it is cached and read like any problem.
  /// - Throws: `FetchError`; `.noSuchProblem` when the contest has no such problem.
  public func contestQuestion(contestSlug: String, questionSlug: String) throws -> FetchedQuestion {
    let response = try client.graphQL(
      CollectionQueries.contestQuestion(contestSlug: contestSlug, questionSlug: questionSlug),
      refererPath: "/contest/\(contestSlug)/problems/\(questionSlug)/")
    guard let data = response.member("data") as? [String: Any],
      let wrapper = data["contestQuestion"] as? [String: Any],
      var question = wrapper["question"] as? [String: Any]
    else { throw FetchError.noSuchProblem(questionSlug) }
    if question["exampleTestcases"] == nil, let cases = question["exampleTestcaseList"] as? [String] {
      question["exampleTestcases"] = cases.joined(separator: "\n")
    }
    let body: Data
    do {
      body = try JSONSerialization.data(
        withJSONObject: ["data": ["question": question]], options: [.sortedKeys])
    } catch {
      throw FetchError.invalidResponse(host: client.endpoint.displayHost, detail: "the contest's question")
    }
    do {
      return FetchedQuestion(body: body, problem: try ProblemDecoder.decode(body))
    } catch {
      throw FetchError.invalidResponse(
        host: client.endpoint.displayHost, detail: "the contest's question has no title or slug")
    }
  }
}
