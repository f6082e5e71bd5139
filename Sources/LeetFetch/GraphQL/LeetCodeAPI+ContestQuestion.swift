import FoundationEssentials
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
    guard let data = response.member("data")?.object,
      let wrapper = data["contestQuestion"]?.object,
      var question = wrapper["question"]?.object
    else { throw FetchError.noSuchProblem(questionSlug) }
    if question["exampleTestcases"] == nil, let cases = question["exampleTestcaseList"]?.exactStrings {
      question["exampleTestcases"] = .string(cases.joined(separator: "\n"))
    }
    let body = JSONWriter.data(.object(["data": .object(["question": .object(question)])]))
    do {
      return FetchedQuestion(body: body, problem: try ProblemDecoder.decode(body))
    } catch {
      throw FetchError.invalidResponse(
        host: client.endpoint.displayHost, detail: "the contest's question has no title or slug")
    }
  }
}
