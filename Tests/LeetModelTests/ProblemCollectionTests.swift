import Testing

@testable import LeetModel

/// A plan, list or contest's progress and next problem, with the user's marks laid over.
@Suite struct ProblemCollectionTests {
  static func entry(_ slug: String, _ mark: SolvedMark = .untouched) -> ProblemCollection.Entry {
    .init(item: ProblemListItem(frontendID: "1", title: slug, titleSlug: slug), mark: mark)
  }

  static let plan = ProblemCollection(
    kind: .plan, slug: "p", name: "Plan",
    groups: [
      .init(slug: "a", name: "A", entries: [entry("one", .solved), entry("two"), entry("three")]),
      .init(slug: "b", name: "B", entries: [], isLocked: true, declaredCount: 4),
      .init(slug: "c", name: "C", entries: [entry("four", .attempted)]),
    ])

  @Test func progressCountsLockedProblemsInTheTotalAndMarksOnlyRaise() throws {
    let marks = SolvedMarks([try TitleSlug(validating: "two"): .solved])
    #expect(Self.plan.progress(with: SolvedMarks()) == (1, 8))
    #expect(Self.plan.progress(with: marks) == (2, 8))
    // A fresher "attempted" does not take LeetCode's own "solved" down.
    let lower = SolvedMarks([try TitleSlug(validating: "one"): .attempted])
    #expect(Self.plan.groups[0].solvedCount(with: lower) == 1)
  }

  @Test func nextUnsolvedSkipsSolvedAndLockedAndWrapsAround() throws {
    #expect(Self.plan.nextUnsolved(after: "one", marks: SolvedMarks())?.item.titleSlug == "two")
    #expect(Self.plan.nextUnsolved(after: "three", marks: SolvedMarks())?.item.titleSlug == "four")
    #expect(Self.plan.nextUnsolved(after: "four", marks: SolvedMarks())?.item.titleSlug == "two")
    #expect(Self.plan.nextUnsolved(after: nil, marks: SolvedMarks())?.item.titleSlug == "two")
    let allDone = SolvedMarks(
      Dictionary(
        uniqueKeysWithValues: try ["two", "three", "four"].map {
          (try TitleSlug(validating: $0), SolvedMark.solved)
        }))
    #expect(Self.plan.nextUnsolved(after: "one", marks: allDone) == nil)
  }
}
