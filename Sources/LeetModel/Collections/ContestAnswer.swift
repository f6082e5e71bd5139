import FoundationEssentials

/// What LeetCode answers about contests, read leniently: upcoming and past ones, and one
/// contest's problems.
public enum ContestAnswer {
  /// The index from a document whose `data` holds `contestV2UpcomingContests` (or the older
  /// `upcomingContests`, or leetcode.cn's `contestUpcomingContests`) and
  /// `contestV2HistoryContests` (or cn's `contestHistory`): upcoming ones soonest first, past
  /// ones newest first.
  public static func index(_ document: JSONValue) -> CollectionIndex {
    let data = document["data"]
    let upcomingRows =
      data["contestV2UpcomingContests"].array ?? data["upcomingContests"].array
      ?? data["contestUpcomingContests"].array ?? []
    let pastRows =
      data["contestV2HistoryContests"]["contests"].array
      ?? data["contestHistory"]["contests"].array ?? data["pastContests"]["data"].array ?? []
    let upcoming = unique(upcomingRows.compactMap(summary)).sorted { start($0) < start($1) }
    let known = Set(upcoming.map(\.slug))
    let past = unique(pastRows.compactMap(summary)).filter { !known.contains($0.slug) }
      .sorted { start($0) > start($1) }
    return CollectionIndex(
      kind: .contest,
      sections: [.init(shelf: .upcoming, summaries: upcoming), .init(shelf: .past, summaries: past)])
  }

  /// One contest and its problems.
  ///
  /// The document's `data` holds `contest` and `contestQuestionList`. Before it starts the list is empty: the contest has one group with no problems yet, not locked.
  /// - Returns: nil when LeetCode knows no such contest (`contest: null` and no problems).
  public static func contest(_ document: JSONValue, slug: String) -> ProblemCollection? {
    let data = document["data"]
    let info = self.info(data, slug: slug)
    let rows =
      data["contestQuestionList"].array ?? data["restContestInfo"]["questions"].array?.map(restQuestion)
    let entries = ProblemCollection.Entry.decodeAll(rows ?? [])
    if summary(info) == nil, entries.isEmpty { return nil }
    let name = CollectionText.line(info["title"]) ?? slug
    let group = ProblemCollection.Group(slug: slug, name: name, entries: entries)
    return ProblemCollection(
      kind: .contest, slug: slug, name: name, groups: [group],
      isPremiumOnly: CollectionText.flag(info["containsPremium"]))
  }

  /// When the contest `slug` of a `contest` answer (or its REST info) starts, if it says.
  public static func startTime(_ document: JSONValue, slug: String) -> Date? {
    summary(info(document["data"], slug: slug))?.startTime
  }

  /// The contest's row: the GraphQL `contest`, else the `contest` of the REST answer
  /// `GET /contest/api/info/<slug>/` (kept as `restContestInfo`, snake_case) in the same names.
  static func info(_ data: JSONValue, slug: String) -> JSONValue {
    let rest = data["restContestInfo"]
    guard summary(data["contest"]) == nil, let contest = rest["contest"].object else {
      return data["contest"]
    }
    let titleSlug = contest["title_slug"]?.string ?? slug
    return .object([
      "titleSlug": .string(titleSlug), "title": contest["title"] ?? .null,
      "startTime": contest["start_time"] ?? .null, "duration": contest["duration"] ?? .null,
      "containsPremium": rest["containsPremium"],
    ])
  }

  /// A question row of the REST answer (`title_slug`, `question_id`, `credit`) in the names of
  /// `contestQuestionList`.
  static func restQuestion(_ row: JSONValue) -> JSONValue {
    .object([
      "titleSlug": row["title_slug"], "title": row["title"], "questionId": row["question_id"],
      "credit": row["credit"],
    ])
  }

  /// A contest as the lists of contests (or the `contest` query) name it; `startTime` is Unix
  /// seconds (milliseconds are taken as such when past the year 5000), within
  /// `CollectionNumbers.contestStart`.
  static func summary(_ row: JSONValue) -> CollectionSummary? {
    guard let slug = CollectionText.slug(row["titleSlug"]) else { return nil }
    let start = row["startTime"].number(in: CollectionNumbers.contestStart).map {
      $0 > 95_617_584_000 ? $0 / 1000 : $0
    }
    return CollectionSummary(
      kind: .contest, slug: slug, name: CollectionText.line(row["title"]) ?? slug,
      startTime: start.map(Date.init(timeIntervalSince1970:)),
      duration: row["duration"].number(in: .seconds))
  }

  private static func start(_ summary: CollectionSummary) -> Date { summary.startTime ?? .distantPast }

  private static func unique(_ summaries: [CollectionSummary]) -> [CollectionSummary] {
    var seen = Set<String>()
    return summaries.filter { seen.insert($0.slug).inserted }
  }
}
