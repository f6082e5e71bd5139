import FoundationEssentials
import LeetModel

extension LeetCodeAPI {
  /// The progress answers of `user`: solved by difficulty, the calendar of `years` (newest
  /// first) and the contest standing.
  ///
  /// The solved answer must name the user; a calendar or contest answer that fails is left out
  /// (`.null`), so that one missing part does not hide the rest.
  /// - Throws: `FetchError`; `ProgressRefusal` when LeetCode knows no such user or refused.
  public func progress(
    of user: UserName, years: [Int], fetchedAt: Date, budget: FetchBudget = .patient
  ) throws -> ProgressSnapshot {
    let referer = "/u/\(user.rawValue)/"
    let site = client.site
    let solvedResponse: CheckedResponse
    do {
      solvedResponse = try client.graphQL(
        Queries.userProblemsSolved(user: user.rawValue, site: site), refererPath: referer,
        budget: budget)
    } catch FetchError.graphQL(let message) {
      // leetcode.cn answers an unknown profile with `errors[]` and no data.
      throw ProgressRefusal(message: "LeetCode knows no user named \(user.rawValue) (\(message))")
    }
    let solved = (try? solvedResponse.json()) ?? .null
    if let refusal = ProgressDecoder.refusal(solved) {
      throw ProgressRefusal(message: "LeetCode refused the progress of \(user.rawValue): \(refusal)")
    }
    guard ProgressDecoder.namesUser(solved) else {
      let said = ProgressDecoder.errorMessages(solved).first.map { " (\($0))" } ?? ""
      throw ProgressRefusal(message: "LeetCode knows no user named \(user.rawValue)\(said)")
    }
    var calendars: [JSONValue] = []
    for year in years {
      let answer = try? client.graphQL(
        Queries.userProfileCalendar(user: user.rawValue, year: year, site: site), refererPath: referer,
        budget: budget)
      calendars.append(answer.flatMap { try? $0.json() } ?? .null)
    }
    let contestAnswer = try? client.graphQL(
      Queries.userContestRanking(user: user.rawValue, site: site), refererPath: referer,
      budget: budget)
    return ProgressSnapshot(
      user: user.rawValue, fetchedAt: fetchedAt, solved: solved, calendars: calendars,
      contest: contestAnswer.flatMap { try? $0.json() } ?? .null)
  }
}
