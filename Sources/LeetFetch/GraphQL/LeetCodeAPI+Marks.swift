import FoundationEssentials
import LeetModel

extension LeetCodeAPI {
  /// The user's marks, in one request: `GET /api/problems/all/` with the session's cookies.
  /// - Throws: `FetchError`, and `.invalidResponse` when the answer holds no rows.
  public func solvedMarks(budget: FetchBudget = .patient) throws -> MarksAnswer {
    let response = try client.getJSON("/api/problems/all/", budget: budget)
    guard let json = try? response.json(), let answer = MarksAnswer.decode(json) else {
      throw FetchError.invalidResponse(
        host: client.endpoint.displayHost, detail: "no stat_status_pairs in the problem index")
    }
    return answer
  }
}
