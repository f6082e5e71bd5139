import LeetModel

extension LeetCodeAPI {
  /// How many past contests are fetched.
  static let pastContestCount = 30

  /// Upcoming contests and the latest past ones (signed out); on leetcode.cn by cn's queries.
  /// - Throws: `FetchError`.
  public func contestIndex() throws -> CollectionAnswerData {
    var answer = CollectionAnswerData()
    if client.site == .cn {
      // cn's own queries, as its clients ask them.
      try gather(
        CollectionQueries.cnUpcomingContests, keys: ["contestUpcomingContests"],
        refererPath: "/contest/", into: &answer)
      try gather(
        CollectionQueries.cnPastContests(page: 1, size: Self.pastContestCount),
        keys: ["contestHistory"], refererPath: "/contest/", into: &answer)
      return answer
    }
    do {
      try gather(
        CollectionQueries.upcomingContests, keys: ["contestV2UpcomingContests"],
        refererPath: "/contest/", into: &answer)
    } catch FetchError.graphQL(let message) where message.contains("Cannot query field") {
      try gather(
        CollectionQueries.upcomingContestsV1, keys: ["upcomingContests"], refererPath: "/contest/",
        into: &answer)
    }
    try gather(
      CollectionQueries.pastContests(skip: 0, limit: Self.pastContestCount),
      keys: ["contestV2HistoryContests"], refererPath: "/contest/", into: &answer)
    return answer
  }

  /// One contest's title, times and problems (the problems are empty before it starts).
  /// - Throws: `FetchError`.
  public func contest(slug: String) throws -> CollectionAnswerData {
    var answer = CollectionAnswerData()
    let referer = "/contest/\(slug)/"
    try gather(CollectionQueries.contest(slug: slug), keys: ["contest"], refererPath: referer, into: &answer)
    do {
      try gather(
        CollectionQueries.contestQuestions(slug: slug), keys: ["contestQuestionList"],
        refererPath: referer, into: &answer)
    } catch FetchError.graphQL(let message) where answer.data["contest"]?.isNull == false {
      answer.warnings.append("contestQuestionList: \(message)")
    }
    return answer
  }
}
