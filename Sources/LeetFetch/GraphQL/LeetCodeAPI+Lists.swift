import LeetModel

extension LeetCodeAPI {
  /// The most lists whose counts are asked for, and the most pages of one list fetched.
  static let listCountLimit = 60
  static let listPageLimit = 60
  /// Problems asked for per page of a list.
  static let listPageSize = 100

  /// The user's lists, created and collected, each with its count (signed in).
  /// - Throws: `FetchError`; `.graphQL` with LeetCode's words when it refuses (signed out).
  public func listIndex() throws -> CollectionAnswerData {
    var answer = CollectionAnswerData()
    try gather(
      CollectionQueries.myLists, keys: ["myCreatedFavoriteList", "myCollectedFavoriteList"],
      refererPath: "/problem-list/", into: &answer)
    var counts: [String: JSONValue] = [:]
    for slug in ListAnswer.slugs(answer.document["data"]).prefix(Self.listCountLimit) {
      // A count that cannot be had leaves the list without one.
      guard
        let detail = try? payload(
          CollectionQueries.listDetail(slug: slug), keys: ["favoriteDetailV2"],
          refererPath: "/problem-list/\(slug)/")
      else { continue }
      counts[slug] = detail.data["favoriteDetailV2"]
    }
    answer.data[ListAnswer.countsKey] = .object(counts)
    return answer
  }

  /// One list's name, size and problems, every page joined (a public list is readable signed out).
  /// - Throws: `FetchError`.
  public func list(slug: String) throws -> CollectionAnswerData {
    var answer = CollectionAnswerData()
    let referer = "/problem-list/\(slug)/"
    try gather(
      CollectionQueries.listDetail(slug: slug), keys: ["favoriteDetailV2"], refererPath: referer,
      into: &answer)
    var questions: [JSONValue] = []
    var total: Int?
    for _ in 0..<Self.listPageLimit {
      let page: JSONValue
      do {
        let (data, warnings) = try payload(
          CollectionQueries.listQuestions(slug: slug, skip: questions.count, limit: Self.listPageSize),
          keys: ["favoriteQuestionList"], refererPath: referer)
        answer.warnings += warnings
        page = data["favoriteQuestionList"]
      } catch FetchError.graphQL(let message) where answer.data["favoriteDetailV2"]?.isNull == false {
        // The list is known but its problems are refused: shown as locked, with LeetCode's words.
        answer.warnings.append("favoriteQuestionList: \(message)")
        break
      }
      total = page["totalLength"].int ?? total
      let rows = page["questions"].array ?? []
      questions += rows
      if rows.isEmpty || page["hasMore"].bool == false { break }
      if let total, questions.count >= total { break }
    }
    var joined: [String: JSONValue] = ["questions": .array(questions), "hasMore": .bool(false)]
    if let total { joined["totalLength"] = .number(Double(total)) }
    answer.data["favoriteQuestionList"] = .object(joined)
    return answer
  }

  /// Adds the problem `questionSlug` to the list `slug`, or removes it.
  /// - Throws: `FetchError`; `.graphQL` with LeetCode's words when it answers `ok: false`.
  public func changeList(slug: String, questionSlug: String, adding: Bool) throws {
    let operation =
      adding
      ? CollectionQueries.addToList(slug: slug, questionSlug: questionSlug)
      : CollectionQueries.removeFromList(slug: slug, questionSlug: questionSlug)
    let (data, _) = try payload(operation, keys: [operation.name], refererPath: "/problem-list/\(slug)/")
    let result = data[operation.name]
    if result["ok"].bool != true {
      throw FetchError.graphQL(CollectionText.refusal(result["error"]) ?? "the change was not made")
    }
  }
}
