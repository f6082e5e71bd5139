import Testing

@testable import LeetModel

/// The marks' filters in the browser's filter language: `is:solved`, `is:attempted`,
/// `is:unsolved`, alone and with the other filters and words.
@Suite struct MarkFilterTests {
  static let items: [ProblemListItem] = [
    ProblemListItem(
      frontendID: "1", title: "Pair of Pebbles", titleSlug: "pair-of-pebbles", difficulty: .easy),
    ProblemListItem(
      frontendID: "2", title: "Bridge of Ropes", titleSlug: "bridge-of-ropes", difficulty: .medium),
    ProblemListItem(frontendID: "3", title: "Orchard Paths", titleSlug: "orchard-paths", difficulty: .hard),
    ProblemListItem(frontendID: "4", title: "Pebble Bridge", titleSlug: "pebble-bridge", difficulty: .easy),
  ]
  static let marks: [String: SolvedMark] = [
    "pair-of-pebbles": .solved, "bridge-of-ropes": .attempted, "pebble-bridge": .solved,
  ]

  /// The slugs `text` keeps, best first.
  static func slugs(_ text: String) -> [String] {
    ProblemSearch(items: items).search(text, mark: { marks[$0.titleSlug] ?? .untouched })
      .map { items[$0].titleSlug }
  }

  @Test func theTokensParseAndAnythingElseIsAWord() {
    #expect(ProblemSearch.Query("is:solved").markFilters == [.solved])
    #expect(ProblemSearch.Query("IS:Unsolved d:easy").markFilters == [.unsolved])
    #expect(ProblemSearch.Query("is:attempted").isEmpty == false)
    // One typo away is read as meant; further, the filter keeps nothing and says why.
    #expect(ProblemSearch.Query("is:solvedd").markFilters == [.solved])
    #expect(ProblemSearch.Query("is:done").markFilters.isEmpty)
    #expect(ProblemSearch.Query("is:done").words.isEmpty)
    #expect(ProblemSearch.Query("is:done").refusals.count == 1)
  }

  @Test func eachFilterKeepsItsMarks() {
    #expect(Self.slugs("is:solved") == ["pair-of-pebbles", "pebble-bridge"])
    #expect(Self.slugs("is:attempted") == ["bridge-of-ropes"])
    #expect(Self.slugs("is:unsolved") == ["bridge-of-ropes", "orchard-paths"])
  }

  @Test func filtersCombineWithWordsAndDifficulty() {
    #expect(Self.slugs("is:solved bridge") == ["pebble-bridge"])
    #expect(Self.slugs("is:unsolved d:hard") == ["orchard-paths"])
    #expect(Self.slugs("is:solved is:attempted").isEmpty)
  }

  @Test func withoutMarksEverythingIsUnsolved() {
    let search = ProblemSearch(items: Self.items)
    #expect(search.search("is:solved").isEmpty)
    #expect(search.search("is:unsolved").count == 4)
  }

  @Test func admitsFollowsTheMarks() {
    #expect(MarkFilter.unsolved.admits(.attempted) && MarkFilter.unsolved.admits(.untouched))
    #expect(!MarkFilter.unsolved.admits(.solved))
    #expect(MarkFilter(token: "is:cached") == nil)
  }
}
