import TermCore

/// What LeetCode answers about favourite lists, read leniently: the user's lists, and one list's
/// problems.
public enum ListAnswer {
  /// The key under which the cached index keeps each list's `favoriteDetailV2`, by slug, for the
  /// counts `myFavoriteList` does not give.
  public static let countsKey = "favoriteDetails"

  /// The index from a document whose `data` holds `myCreatedFavoriteList` and
  /// `myCollectedFavoriteList`, with counts from `countsKey` where fetched.
  public static func index(_ document: JSONValue) -> CollectionIndex {
    let data = document["data"]
    let counts = data[countsKey]
    func shelf(_ key: String, _ shelf: CollectionIndex.Shelf) -> CollectionIndex.Section {
      var seen = Set<String>()
      let summaries = (data[key]["favorites"].array ?? []).compactMap { row -> CollectionSummary? in
        guard let slug = CollectionText.slug(row["slug"]), seen.insert(slug).inserted else { return nil }
        return CollectionSummary(
          kind: .list, slug: slug, name: CollectionText.line(row["name"]) ?? slug,
          total: CollectionText.count(counts[slug]["questionNumber"]))
      }
      return .init(shelf: shelf, summaries: summaries)
    }
    return CollectionIndex(
      kind: .list,
      sections: [shelf("myCreatedFavoriteList", .created), shelf("myCollectedFavoriteList", .collected)])
  }

  /// The slugs of the user's lists in a `myFavoriteList` answer's `data`, created ones first.
  public static func slugs(_ data: JSONValue) -> [String] {
    index(.object(["data": data])).summaries.map(\.slug)
  }

  /// One list and its problems.
  ///
  /// The document's `data` holds `favoriteDetailV2` and `favoriteQuestionList` (its pages
  /// joined). A list LeetCode sent no problems of though it declares some is locked
  /// (Premium, as company lists are): never "no problems".
  /// - Returns: nil when LeetCode knows no such list (`favoriteDetailV2: null` and no problems).
  public static func list(_ document: JSONValue, slug: String) -> ProblemCollection? {
    let data = document["data"]
    let detail = data["favoriteDetailV2"]
    let questions = data["favoriteQuestionList"]
    let entries = ProblemCollection.Entry.decodeAll(questions["questions"].array ?? [])
    if detail.object == nil, entries.isEmpty { return nil }
    let declared =
      CollectionText.count(questions["totalLength"]) ?? CollectionText.count(detail["questionNumber"])
    let name = CollectionText.line(detail["name"]) ?? slug
    let group = ProblemCollection.Group(
      slug: slug, name: name, entries: entries, isLocked: entries.isEmpty && (declared ?? 0) > 0,
      declaredCount: declared)
    return ProblemCollection(kind: .list, slug: slug, name: name, groups: [group])
  }

  /// The slug of a list named by its slug or by a URL of it on LeetCode
  /// (`https://leetcode.com/problem-list/<slug>/`, `…/list/<slug>`, `…/favorite/<slug>`).
  /// - Returns: nil when no safe slug can be found.
  public static func slug(from text: String) -> String? {
    let trimmed = text.trimmingWhitespace
    guard trimmed.contains("/") else { return TitleSlug.validated(trimmed)?.rawValue }
    var path = trimmed
    if let scheme = path.firstRange(of: "://") { path = String(path[scheme.upperBound...]) }
    path = String(path.split(separator: "?").first ?? "")
    path = String(path.split(separator: "#").first ?? "")
    let parts = path.split(separator: "/").map(String.init)
    // A URL names a list only on LeetCode's own sites, and only after a list's path word.
    if let host = parts.first?.lowercased(), host.contains("."), !Self.isLeetCodeHost(host) { return nil }
    let markers: Set<String> = ["problem-list", "list", "favorite", "favorites", "problem-lists"]
    guard let marker = parts.firstIndex(where: markers.contains), marker + 1 < parts.count else { return nil }
    return TitleSlug.validated(parts[marker + 1])?.rawValue
  }

  /// Whether `host` (lowercased, perhaps with a port) is leetcode.com, leetcode.cn or one of theirs.
  static func isLeetCodeHost(_ host: String) -> Bool {
    let name = host.split(separator: ":").first.map(String.init) ?? host
    return ["leetcode.com", "leetcode.cn"].contains { name == $0 || name.hasSuffix("." + $0) }
  }
}
