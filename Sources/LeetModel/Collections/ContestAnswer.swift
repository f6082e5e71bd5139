import Foundation

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
    let info = data["contest"]
    let entries = ProblemCollection.Entry.decodeAll(data["contestQuestionList"].array ?? [])
    if summary(info) == nil, entries.isEmpty { return nil }
    let name = CollectionText.line(info["title"]) ?? slug
    let group = ProblemCollection.Group(slug: slug, name: name, entries: entries)
    return ProblemCollection(
      kind: .contest, slug: slug, name: name, groups: [group],
      isPremiumOnly: CollectionText.flag(info["containsPremium"]))
  }

  /// When the contest `slug` of a `contest` answer starts, if it says.
  public static func startTime(_ document: JSONValue) -> Date? {
    summary(document["data"]["contest"])?.startTime
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
