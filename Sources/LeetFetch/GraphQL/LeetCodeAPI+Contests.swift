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
      try gatherPast(
        CollectionQueries.cnPastContests(page: 1, size: Self.pastContestCount),
        keys: ["contestHistory"], into: &answer)
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
    try gatherPast(
      CollectionQueries.pastContests(skip: 0, limit: Self.pastContestCount),
      keys: ["contestV2HistoryContests"], into: &answer)
    return answer
  }

  /// Gathers the past contests; when they fail once the upcoming ones came, the index keeps
  /// the upcoming ones with a warning, marked partial (shown, not cached).
  private func gatherPast(
    _ operation: GraphQLOperation, keys: [String], into answer: inout CollectionAnswerData
  ) throws {
    do {
      try gather(operation, keys: keys, refererPath: "/contest/", into: &answer)
    } catch let error as FetchError {
      answer.warnings.append("\(operation.name): \(error.summary); the past contests are not shown")
      answer.isPartial = true
    }
  }

  /// One contest's title, times and problems (the problems are empty before it starts).
  /// - Throws: `FetchError`.
  public func contest(slug: String) throws -> CollectionAnswerData {
    var answer = CollectionAnswerData()
    let referer = "/contest/\(slug)/"
    do {
      try gather(
        CollectionQueries.contest(slug: slug), keys: ["contest"], refererPath: referer, into: &answer)
    } catch let error as FetchError where Self.restMayAnswer(error) {
      return try restContest(slug: slug, after: error)
    }
    do {
      try gather(
        CollectionQueries.contestQuestions(slug: slug), keys: ["contestQuestionList"],
        refererPath: referer, into: &answer)
    } catch FetchError.graphQL(let message) where answer.data["contest"]?.isNull == false {
      answer.warnings.append("contestQuestionList: \(message)")
    }
    return answer
  }

  /// Whether a failed GraphQL `contest` query is worth asking REST about: LeetCode answered,
  /// but with an error, a status or a shape leetview cannot read (not a block, a rate limit or
  /// a dead network, which REST would meet as well).
  static func restMayAnswer(_ error: FetchError) -> Bool {
    switch error {
    case .graphQL, .httpStatus, .invalidResponse: true
    default: false
    }
  }

  /// The contest from REST `GET /contest/api/info/<slug>/` (its title, times and problems, as
  /// leetgo reads them), kept under `restContestInfo`, with a warning naming the GraphQL failure.
  /// - Throws: `graphQLError` when REST does not answer with a contest either.
  private func restContest(slug: String, after graphQLError: FetchError) throws -> CollectionAnswerData {
    guard let name = TitleSlug.validated(slug) else { throw graphQLError }
    let json: JSONValue
    do {
      let response = try client.getJSON(
        "/contest/api/info/\(name.rawValue)/", refererPath: "/contest/\(name.rawValue)/")
      json = try response.json()
    } catch {
      throw graphQLError
    }
    guard json["contest"].object != nil else { throw graphQLError }
    return CollectionAnswerData(
      data: ["restContestInfo": json],
      warnings: ["contest: \(graphQLError.summary); read from /contest/api/info/ instead"])
  }
}
