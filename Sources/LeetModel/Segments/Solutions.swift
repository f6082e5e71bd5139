import FoundationEssentials

/// One community solution in the list.
public struct SolutionSummary: Hashable, Sendable {
  /// The topic id that opens the article (`topicId`, or `topic.id`, or the legacy `id`).
  public var id: String
  /// leetcode.cn opens articles by slug.
  public var slug: String?
  public var title: String
  public var author: String?
  public var votes: Int?
  public var views: Int?
  public var languages: [String]
  public var date: Date?
  public var summary: String?
  public var canSee: Bool
}

/// An article: a community solution or the official editorial, in Markdown.
public struct SolutionArticle: Hashable, Sendable {
  public var id: String
  public var title: String
  public var author: String?
  public var content: String
  public var isEditorial: Bool
}

/// The official editorial, as far as the question query tells.
public struct EditorialInfo: Hashable, Sendable {
  public var title: String
  public var content: String?
  public var canSeeDetail: Bool
  public var isPaidOnly: Bool

  /// Readable here and now: visible and with a body.
  public var isReadable: Bool { canSeeDetail && !(content ?? "").isEmpty }
}

/// Everything cached for a problem's Solutions segment.
public struct SolutionsSnapshot: Hashable, Sendable {
  public var fetchedAt: Date?
  public var editorial: EditorialInfo?
  public var solutions: [SolutionSummary]
  public var total: Int?
  public var hasMore: Bool
  /// Articles fetched so far, by summary id (the editorial under `editorial`).
  public var articles: [String: SolutionArticle]
  /// Which part (the community list or the editorial) could not be loaded, and why, when the
  /// other was kept without it; nil when nothing is missing.
  public var unavailable: String? = nil

  /// Decodes `solutions/<slug>.json`.
  /// - Throws: `SegmentFile.Failure`.
  public static func decode(_ data: Data) throws -> SolutionsSnapshot {
    let root = try SegmentFile.parse(data)
    var nodes: [JSONValue] = []
    var connection = JSONValue.null
    var total: Int? = nil
    // `list` is the first page; `morePages` the ones "load more" fetched after it.
    for page in [root["list"]] + (root["morePages"].array ?? []) {
      connection = SegmentFile.first(
        SegmentFile.payload(page),
        ["ugcArticleSolutionArticles", "questionSolutionArticles", "questionSolutions", "questionTopicsList"])
      total = connection["totalNum"].whole(in: .count) ?? total
      if let edges = connection["edges"].array {
        nodes += edges.map { $0["node"].isNull ? $0 : $0["node"] }
      } else {
        nodes += connection["solutions"].array ?? []
      }
    }
    var seen = Set<String>()
    let summaries = nodes.compactMap(summary).filter { seen.insert($0.id).inserted }
    var articles: [String: SolutionArticle] = [:]
    for (key, response) in root["articles"].object ?? [:] {
      if let article = article(SegmentFile.payload(response), id: key) { articles[key] = article }
    }
    var editorial: EditorialInfo? = nil
    let solution = SegmentFile.payload(root["editorial"])["question"]["solution"]
    if solution.object != nil {
      editorial = EditorialInfo(
        title: SegmentFile.line(solution["title"]) ?? "Editorial",
        content: solution["content"].string,
        canSeeDetail: solution["canSeeDetail"].bool ?? false,
        isPaidOnly: solution["paidOnly"].bool ?? false)
    }
    // An empty `solution`: the UGC official article, when it was asked.
    if (editorial?.content ?? "").isEmpty, let article = officialArticle(root["officialArticle"]) {
      editorial = article
    }
    return SolutionsSnapshot(
      fetchedAt: SegmentFile.date(root["fetchedAt"]),
      editorial: editorial,
      solutions: summaries,
      total: total,
      hasMore: connection["pageInfo"]["hasNextPage"].bool
        ?? total.map { $0 > summaries.count } ?? false,
      articles: articles,
      unavailable: SegmentFile.line(root["unavailable"]))
  }

  /// The editorial from a `ugcArticleOfficialSolutionArticle` answer; nil when it holds none.
  static func officialArticle(_ response: JSONValue) -> EditorialInfo? {
    let node = SegmentFile.payload(response)["ugcArticleOfficialSolutionArticle"]
    guard node.object != nil else { return nil }
    let content = node["content"].string.map(SegmentFile.unescapeLegacy)
    let canSee = node["canSee"].bool ?? !(content ?? "").isEmpty
    return EditorialInfo(
      title: SegmentFile.line(node["title"]) ?? "Editorial", content: content, canSeeDetail: canSee,
      isPaidOnly: !canSee)
  }

  static func summary(_ node: JSONValue) -> SolutionSummary? {
    let post = node["post"]
    guard
      let id = node["topicId"].string ?? node["topic"]["id"].string ?? node["id"].string
        ?? node["slug"].string,
      let title = SegmentFile.line(node["title"])
    else { return nil }
    let reactions = upvotes(node["reactions"])
    var languages: [String] = []
    for tag in node["tags"].array ?? node["solutionTags"].array ?? [] {
      if tag["tagType"].string.map({ $0 != "LANGUAGE" && $0 != "language" }) == true { continue }
      if let name = SegmentFile.line(tag["name"]) { languages.append(name) }
    }
    return SolutionSummary(
      id: id,
      slug: node["slug"].string,
      title: title,
      author: SegmentFile.line(
        SegmentFile.first(node["author"], ["userName", "username", "realName"]))
        ?? SegmentFile.line(post["author"]["username"]),
      votes: node["upvoteCount"].int ?? node["voteCount"].int ?? post["voteCount"].int ?? reactions,
      views: node["hitCount"].whole(in: .count) ?? node["viewCount"].whole(in: .count),
      languages: languages,
      date: SegmentFile.date(SegmentFile.first(node, ["createdAt", "creationDate"]))
        ?? SegmentFile.date(post["creationDate"]),
      summary: SegmentFile.line(node["summary"]),
      canSee: node["canSee"].bool ?? true)
  }

  /// The votes among `reactions`: the count of its `UPVOTE` row (one row a type), as LeetCode's
  /// own page counts them (`THUMBS_DOWN`, `CONFUSED` and the other types are not votes); 0 when
  /// no one upvoted, nil without reactions.
  static func upvotes(_ reactions: JSONValue) -> Int? {
    reactions.array.map { rows in
      rows.first { $0["reactionType"].string == "UPVOTE" }?["count"].whole(in: .count) ?? 0
    }
  }

  static func article(_ payload: JSONValue, id: String) -> SolutionArticle? {
    let node = SegmentFile.first(payload, ["ugcArticleSolutionArticle", "solutionArticle", "topic"])
    let content = node["content"].string ?? node["post"]["content"].string
    guard let content else { return nil }
    return SolutionArticle(
      id: id,
      title: SegmentFile.line(node["title"]) ?? "Solution",
      author: SegmentFile.line(SegmentFile.first(node["author"], ["userName", "username", "realName"]))
        ?? SegmentFile.line(node["post"]["author"]["username"]),
      content: SegmentFile.unescapeLegacy(content),
      isEditorial: false)
  }

  /// The articles in reading order: the editorial first when readable, then the community ones.
  public var readableEditorial: SolutionArticle? {
    guard let editorial, editorial.isReadable, let content = editorial.content else { return nil }
    return SolutionArticle(
      id: "editorial", title: editorial.title, author: "LeetCode", content: content, isEditorial: true)
  }
}
