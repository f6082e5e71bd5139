import FoundationEssentials
import TermCore

/// One row of the problem list: the keys of a line of `problemset.jsonl`.
public struct ProblemListItem: Hashable, Sendable {
  public var frontendID: String
  public var title: String
  public var titleSlug: String
  public var translatedTitle: String?
  public var difficulty: Difficulty?
  public var isPaidOnly: Bool
  /// Accepted over submitted, as a percentage.
  public var acceptance: Double?
  public var tags: [Problem.Tag]

  public init(
    frontendID: String, title: String, titleSlug: String, translatedTitle: String? = nil,
    difficulty: Difficulty? = nil, isPaidOnly: Bool = false, acceptance: Double? = nil,
    tags: [Problem.Tag] = []
  ) {
    self.frontendID = frontendID
    self.title = title
    self.titleSlug = titleSlug
    self.translatedTitle = translatedTitle
    self.difficulty = difficulty
    self.isPaidOnly = isPaidOnly
    self.acceptance = acceptance
    self.tags = tags
  }
}

/// The cached problem list, `problemset.json`: `{"fetchedAt": ISO-8601, "questions": [ITEM]}`.
public struct ProblemList: Hashable, Sendable {
  public var fetchedAt: Date?
  public var items: [ProblemListItem]

  public init(fetchedAt: Date?, items: [ProblemListItem]) {
    self.fetchedAt = fetchedAt
    self.items = items
  }

  /// Reads `problemset.json`, and also the list query's own responses
  /// (`problemsetQuestionList`, `questionList`, leetcode.cn's `problemsetPanelQuestionList`).
  /// - Throws: `ProblemDecoder.Failure` when the data is not JSON or holds no list.
  public static func decode(_ data: Data) throws -> ProblemList {
    let root: JSONValue
    do {
      root = try JSONValue.parse(data)
    } catch {
      throw ProblemDecoder.Failure.notJSON(ProblemDecoder.describe(error))
    }
    var rows = root["questions"].array
    if rows == nil {
      let payload = root["data"]
      for key in [
        "problemsetQuestionList", "questionList", "problemsetPanelQuestionList", "problemsetQuestionListV2",
      ] {
        let list = payload[key]
        if let found = list["questions"].array ?? list["data"].array {
          rows = found
          break
        }
      }
    }
    if rows == nil { rows = root["stat_status_pairs"].array }
    if rows == nil, let array = root.array { rows = array }
    guard let rows else { throw ProblemDecoder.Failure.noQuestion }
    let fetchedAt = root["fetchedAt"].string.flatMap { try? Date($0, strategy: .iso8601) }
    return ProblemList(fetchedAt: fetchedAt, items: rows.compactMap(item))
  }

  /// Encodes the list as `problemset.json`.
  public func encoded(fetchedAt date: Date) -> Data {
    let rows: [JSONValue] = items.map { item in
      .object([
        "frontendQuestionId": .string(item.frontendID),
        "title": .string(item.title),
        "titleSlug": .string(item.titleSlug),
        "translatedTitle": item.translatedTitle.map(JSONValue.string) ?? .null,
        "difficulty": item.difficulty.map { .string($0.rawValue) } ?? .null,
        "paidOnly": .bool(item.isPaidOnly),
        "acRate": item.acceptance.map(JSONValue.number) ?? .null,
        "topicTags": .array(
          item.tags.map { tag in
            .object([
              "name": .string(tag.name), "slug": .string(tag.slug),
              "nameTranslated": tag.translatedName.map(JSONValue.string) ?? .null,
            ])
          }),
      ])
    }
    return JSONWriter.data(
      .object(["fetchedAt": .string(date.formatted(.iso8601)), "questions": .array(rows)]))
  }

  /// The item whose frontend id is `id` (case and surrounding space ignored).
  public func item(frontendID id: String) -> ProblemListItem? {
    let wanted = Self.lookupID(id)
    return items.first { $0.frontendID.lowercased() == wanted }
  }

  /// The item whose slug is `slug`.
  public func item(slug: String) -> ProblemListItem? {
    items.first { $0.titleSlug == slug }
  }

  static func item(_ row: JSONValue) -> ProblemListItem? {
    if !row["stat"].isNull { return restItem(row) }
    // A row whose slug or id is not a safe name is dropped (the rest of the list is kept).
    guard let slug = row["titleSlug"].string ?? row["title_slug"].string,
      let id = row["frontendQuestionId"].string ?? row["questionFrontendId"].string
        ?? row["frontend_question_id"].string,
      isSafeRow(slug: slug, id: id)
    else { return nil }
    var acceptance = row["acRate"].double
    // The newer list queries send a fraction; the older ones a percentage.
    if let rate = acceptance, rate <= 1, row["acRate"].string == nil, rate > 0 { acceptance = rate * 100 }
    return ProblemListItem(
      frontendID: id,
      title: ProblemDecoder.clean(row["title"].string) ?? slug,
      titleSlug: slug,
      translatedTitle: ProblemDecoder.clean(row["translatedTitle"].string).flatMap { $0.isEmpty ? nil : $0 },
      difficulty: Difficulty(lenient: row["difficulty"].string),
      isPaidOnly: row["paidOnly"].bool ?? row["isPaidOnly"].bool ?? row["paid_only"].bool ?? false,
      acceptance: acceptance,
      tags: (row["topicTags"].array ?? []).compactMap(ProblemDecoder.tag))
  }

  /// Whether a row's slug and frontend id are valid `TitleSlug` and `FrontendID` names.
  public static func isSafeRow(slug: String, id: String) -> Bool {
    TitleSlug.validated(slug) != nil && FrontendID.validated(id) != nil
  }

  /// A row of the REST list, `/api/problems/all/`: `{stat:{...}, difficulty:{level}, paid_only}`.
  static func restItem(_ row: JSONValue) -> ProblemListItem? {
    let stat = row["stat"]
    guard let slug = stat["question__title_slug"].string,
      let id = stat["frontend_question_id"].string ?? stat["question_id"].string,
      isSafeRow(slug: slug, id: id)
    else { return nil }
    var acceptance: Double? = nil
    if let accepted = stat["total_acs"].double, let submitted = stat["total_submitted"].double, submitted > 0
    {
      acceptance = accepted / submitted * 100
    }
    return ProblemListItem(
      frontendID: id,
      title: ProblemDecoder.clean(stat["question__title"].string) ?? slug,
      titleSlug: slug,
      difficulty: Difficulty(level: row["difficulty"]["level"].int),
      isPaidOnly: row["paid_only"].bool ?? false,
      acceptance: acceptance)
  }
}
