import LeetFetch
import LeetModel

extension AppContext {
  /// How many plans, lists and contests the cached indexes hold, whatever their age, for the
  /// browser's headings; a kind never fetched (or whose copy cannot be read) has no count.
  ///
  /// Read from the cache alone: the first frame never waits for LeetCode.
  func cachedPracticeCounts() -> [ProblemCollection.Kind: Int] {
    var counts: [ProblemCollection.Kind: Int] = [:]
    for kind in ProblemCollection.Kind.allCases {
      guard let cached = try? store.readCollection(kind, slug: nil) else { continue }
      let index: CollectionIndex =
        switch kind {
        case .plan:
          PlanAnswer.index(cached.document, known: store.site == .com ? KnownStudyPlans.comSummaries : [])
        case .list: ListAnswer.index(cached.document)
        case .contest: ContestAnswer.index(cached.document)
        }
      counts[kind] = index.summaries.count
    }
    return counts
  }
}
