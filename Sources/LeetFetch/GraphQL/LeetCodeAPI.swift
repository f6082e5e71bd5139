import FoundationEssentials
import LeetModel
import TermCore

/// A question as fetched: the response body to store verbatim, and the problem it describes.
public struct FetchedQuestion: Sendable {
  public var body: Data
  public var problem: Problem
}

/// Today's daily problem as LeetCode names it.
public struct DailyPointer: Sendable, Equatable {
  public var titleSlug: String
  public var frontendID: String?
  /// The day, as LeetCode writes it (`2024-03-14`).
  public var date: String?
}

/// The operations leetview needs, on top of `LeetCodeClient`.
public struct LeetCodeAPI: Sendable {
  public var client: LeetCodeClient
  /// Problems per list page asked for: 100, as maintained peers page ("LeetCode API usually caps at
  /// 100 per request"); the server may send fewer, and paging follows what it sends.
  public var listPageSize: Int

  public init(client: LeetCodeClient, listPageSize: Int = 100) {
    self.client = client
    self.listPageSize = listPageSize
  }

  private var host: String { client.endpoint.displayHost }

  /// Fetches the question `slug`.
  /// - Throws: `FetchError`; `.noSuchProblem` for `{"data":{"question":null}}`.
  public func question(slug: String, budget: FetchBudget = .patient) throws -> FetchedQuestion {
    let referer = "/problems/\(slug)/description/"
    var response: CheckedResponse
    do {
      response = try client.graphQL(
        Queries.question(slug: slug, site: client.site), refererPath: referer, budget: budget)
    } catch FetchError.graphQL(let message) where message.contains("Cannot query field") {
      // The site dropped a field the full query names: ask for the essentials only.
      response = try client.graphQL(
        Queries.questionConservative(slug: slug), refererPath: referer, budget: budget)
    }
    guard let data = response.member("data")?.object, let question = data["question"] else {
      throw FetchError.invalidResponse(host: host, detail: "no question in the answer")
    }
    if question == .null { throw FetchError.noSuchProblem(slug) }
    do {
      return FetchedQuestion(body: response.body, problem: try ProblemDecoder.decode(response.body))
    } catch let failure as ProblemDecoder.Failure {
      throw FetchError.invalidResponse(host: host, detail: ProblemRepository.describe(failure))
    } catch {
      throw FetchError.invalidResponse(host: host, detail: "the question has no title or slug")
    }
  }

  /// Fetches the whole problem list, page by page, calling `beforeRequest` before each request
  /// (for pacing) and `progress` with the count so far and the total when known.
  ///
  /// Falls back to the REST index `/api/problems/all/` when the GraphQL list is not served.
  /// - Throws: `FetchError`.
  public func wholeList(
    budget: FetchBudget = .patient, beforeRequest: () -> Void = {},
    progress: (Int, Int?) -> Void = { _, _ in }
  ) throws -> ProblemList {
    do {
      return try graphQLList(budget: budget, beforeRequest: beforeRequest, progress: progress)
    } catch let refusal as ListTooLarge {
      // A list past the caps is refused outright: the index would be another large answer.
      throw refusal.error
    } catch let error as FetchError {
      switch error {
      case .blocked, .rateLimited, .unreachable, .timedOut, .connectionLost, .untrusted:
        throw error
      default:
        beforeRequest()
        if let list = try? restIndex(budget: budget), !list.items.isEmpty {
          progress(list.items.count, list.items.count)
          return list
        }
        throw error
      }
    }
  }

  private func graphQLList(
    budget: FetchBudget, beforeRequest: () -> Void, progress: (Int, Int?) -> Void
  ) throws -> ProblemList {
    var items: [ProblemListItem] = []
    var seen = Set<String>()
    var skip = 0
    var total: Int? = nil
    var bytes = 0
    for _ in 0..<500 {
      beforeRequest()
      let response = try client.graphQL(
        Queries.listPage(skip: skip, limit: listPageSize, site: client.site),
        refererPath: "/problemset/", budget: budget)
      bytes += response.body.count
      guard bytes <= ContentLimits.listBytes else {
        throw ListTooLarge(host: host, "over \(ContentLimits.megabytes(ContentLimits.listBytes))")
      }
      let data = response.member("data")?.object
      let list = (data?["problemsetQuestionList"] ?? data?["questionList"])?.object
      guard let rows = (list?["questions"] ?? list?["data"])?.array else {
        throw FetchError.invalidResponse(host: host, detail: "no problem list in the answer")
      }
      total = (list?["total"] ?? list?["totalNum"])?.whole(in: .count) ?? total
      let page: ProblemList
      do {
        page = try ProblemList.decode(response.body)
      } catch {
        throw FetchError.invalidResponse(
          host: host, detail: "a problem list page of the wrong shape")
      }
      let before = items.count
      for item in page.items where seen.insert(item.titleSlug).inserted { items.append(item) }
      guard items.count <= ContentLimits.listItems else {
        throw ListTooLarge(host: host, "more than \(ContentLimits.listItems) problems")
      }
      skip += rows.count
      // A server that ignores `skip` sends the same page again: stop rather than loop.
      if items.count == before { break }
      progress(items.count, total)
      if rows.isEmpty || list?["hasMore"]?.exactBool == false { break }
      if let total, skip >= total { break }
      if total == nil, rows.count < listPageSize { break }
    }
    guard !items.isEmpty else {
      throw FetchError.invalidResponse(host: host, detail: "an empty problem list")
    }
    return ProblemList(fetchedAt: nil, items: items)
  }

  /// The REST index, `GET /api/problems/all/`, as a list.
  public func restIndex(budget: FetchBudget = .patient) throws -> ProblemList {
    let response = try client.getJSON("/api/problems/all/", budget: budget)
    let json = (try? response.json()) ?? .null
    let pairs = json["stat_status_pairs"].array ?? json.array
    guard let pairs else {
      throw FetchError.invalidResponse(
        host: host, detail: "no stat_status_pairs in the problem index")
    }
    let items: [ProblemListItem] = pairs.compactMap { pair in
      let stat = pair["stat"]
      guard let slug = stat["question__title_slug"].string,
        let id = stat["frontend_question_id"].string ?? stat["question_id"].string,
        ProblemList.isSafeRow(slug: slug, id: id), stat["question__hide"].bool != true
      else { return nil }
      var acceptance: Double? = nil
      if let accepted = stat["total_acs"].double, let submitted = stat["total_submitted"].double,
        submitted > 0
      {
        acceptance = accepted / submitted * 100
      }
      return ProblemListItem(
        frontendID: id,
        title: TextSanitizer.oneLine(stat["question__title"].string ?? slug),
        titleSlug: slug, difficulty: Difficulty(level: pair["difficulty"]["level"].int),
        isPaidOnly: pair["paid_only"].bool ?? false,
        acceptance: acceptance)
    }
    let sorted = items.sorted { a, b in
      switch (Int(a.frontendID), Int(b.frontendID)) {
      case (let x?, let y?): x < y
      case (.some, nil): true
      case (nil, .some): false
      case (nil, nil): a.frontendID < b.frontendID
      }
    }
    guard sorted.count <= ContentLimits.listItems else {
      throw ListTooLarge(host: host, "more than \(ContentLimits.listItems) problems").error
    }
    return ProblemList(fetchedAt: nil, items: sorted)
  }

  /// Fetches today's daily problem: the response body, and the problem it points to.
  /// - Throws: `FetchError`.
  public func daily(budget: FetchBudget = .patient) throws -> (body: Data, pointer: DailyPointer) {
    let response: CheckedResponse
    do {
      response = try client.graphQL(
        Queries.daily(site: client.site), refererPath: "/problemset/", budget: budget)
    } catch FetchError.graphQL(let message) where message.contains("Cannot query field") {
      response = try client.graphQL(
        Queries.dailyPointerOnly(site: client.site), refererPath: "/problemset/", budget: budget)
    }
    guard let pointer = Self.dailyPointer((try? response.json()) ?? .null) else {
      throw FetchError.invalidResponse(host: host, detail: "no daily problem in the answer")
    }
    return (response.body, pointer)
  }

  /// Reads the daily query's answer on either site.
  public static func dailyPointer(_ json: JSONValue) -> DailyPointer? {
    let data = json["data"]
    var record = data["activeDailyCodingChallengeQuestion"]
    if record.isNull {
      record = data["todayRecord"].array?.first ?? data["todayRecord"]
    }
    let question = record["question"]
    guard let slug = question["titleSlug"].string ?? question["title_slug"].string,
      TitleSlug.validated(slug) != nil
    else { return nil }
    return DailyPointer(
      titleSlug: slug,
      frontendID: question["questionFrontendId"].string ?? question["frontendQuestionId"].string,
      date: record["date"].string)
  }
}
