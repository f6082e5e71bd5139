extension ProblemCollection.Entry {
  /// An entry from a question row of a plan, a list or a contest, read leniently.
  ///
  /// The row needs only a safe `titleSlug`; a missing frontend id is left empty (a contest's rows have none) for
  /// the problem list to fill in. `status` in any of LeetCode's spellings (`PAST_SOLVED` is
  /// solved) and a contest's `isAc` give the mark.
  /// - Returns: nil for a row without a usable slug.
  static func decode(_ row: JSONValue) -> ProblemCollection.Entry? {
    let item: ProblemListItem
    if let listed = ProblemList.item(row) {
      item = listed
    } else {
      guard let slug = CollectionText.slug(row["titleSlug"]) else { return nil }
      item = ProblemListItem(
        frontendID: "", title: CollectionText.line(row["title"]) ?? slug, titleSlug: slug,
        translatedTitle: CollectionText.line(row["translatedTitle"]),
        difficulty: Difficulty(lenient: row["difficulty"].string),
        isPaidOnly: CollectionText.flag(row["paidOnly"]))
    }
    var mark = SolvedMark(leetCodeStatus: row["status"].string ?? row["questionStatus"].string)
    if CollectionText.flag(row["isAc"]) { mark = mark.merged(with: .solved) }
    return ProblemCollection.Entry(item: item, mark: mark, credit: CollectionText.count(row["credit"]))
  }

  /// Entries from `rows`, unusable rows skipped and each slug kept once.
  static func decodeAll(_ rows: [JSONValue]) -> [ProblemCollection.Entry] {
    var seen = Set<String>()
    return rows.compactMap(decode).filter { seen.insert($0.item.titleSlug).inserted }
  }
}
