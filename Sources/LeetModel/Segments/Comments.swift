import FoundationEssentials

/// One comment of a problem's discussion.
public struct Comment: Hashable, Sendable {
  public var id: String
  public var author: String
  public var votes: Int
  public var date: Date?
  /// Markdown.
  public var content: String
  public var replyCount: Int
  public var pinned: Bool
}

/// Everything cached for a problem's Comments segment.
public struct CommentsSnapshot: Hashable, Sendable {
  public var fetchedAt: Date?
  public var topicID: String?
  public var total: Int?
  /// The pages fetched so far, in order.
  public var comments: [Comment]
  /// Replies fetched so far, by comment id.
  public var replies: [String: [Comment]]
  /// How many pages are cached (the next page to ask for is one more).
  public var pagesFetched: Int = 0

  /// Whether more pages exist than are cached.
  public var hasMore: Bool { (total ?? 0) > comments.count }

  /// Decodes `comments/<slug>.json`.
  /// - Throws: `SegmentFile.Failure`.
  public static func decode(_ data: Data) throws -> CommentsSnapshot {
    let root = try SegmentFile.parse(data)
    let topicPayload = SegmentFile.payload(root["topic"])
    let topic = topicPayload["questionDiscussionTopic"]
    var comments: [Comment] = []
    var total: Int? = nil
    for page in root["pages"].array ?? [] {
      let connection = SegmentFile.first(
        SegmentFile.payload(page), ["topicComments", "commonTopicComments"])
      total = connection["totalNum"].whole(in: .count) ?? total
      let nodes = connection["data"].array ?? connection["edges"].array?.map(\.["node"]) ?? []
      comments += nodes.compactMap(comment)
    }
    var seen = Set<String>()
    comments = comments.filter { seen.insert($0.id).inserted }
    var replies: [String: [Comment]] = [:]
    for (key, response) in root["replies"].object ?? [:] {
      // leetcode.com: a list; leetcode.cn: a connection of edges.
      let payload = SegmentFile.payload(response)
      let nodes =
        payload["commentReplies"].array
        ?? payload["commentReplyConnection"]["edges"].array?.map(\.["node"]) ?? []
      replies[key] = nodes.compactMap(comment)
    }
    return CommentsSnapshot(
      fetchedAt: SegmentFile.date(root["fetchedAt"]),
      topicID: topic["id"].string ?? topicPayload["question"]["boundTopicId"].string,
      total: total ?? topic["topLevelCommentCount"].whole(in: .count),
      comments: comments,
      replies: replies,
      pagesFetched: root["pages"].array?.count ?? 0)
  }

  static func comment(_ node: JSONValue) -> Comment? {
    let post = node["post"]
    guard let id = node["id"].string ?? post["id"].string, let content = post["content"].string else {
      return nil
    }
    return Comment(
      id: id,
      author: SegmentFile.line(post["author"]["username"]) ?? "anonymous",
      votes: post["voteCount"].int ?? post["voteUpCount"].int ?? 0,
      date: SegmentFile.date(post["creationDate"]),
      content: SegmentFile.unescapeLegacy(content),
      replyCount: node["numChildren"].whole(in: .count) ?? 0,
      pinned: node["pinned"].bool ?? false)
  }
}
