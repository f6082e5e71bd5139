import FoundationEssentials
import LeetFetch
import LeetModel
import TermCore

extension AppContext {
  /// `leetview random [FILTER]`: opens (or prints) a random problem of the cached list that the
  /// browser's filter `filter` keeps, marks and cached statements counted.
  /// - Throws: `AppError` when no problem matches; `LoadError` when there is no list offline.
  func runRandom(_ filter: String) throws -> Int32 {
    let slug = try randomSlug(filter, seed: .random(in: .min ... .max))
    if !printMode {
      let launch = try service.loadWithoutFetching(slug).map(AppProgram.Launch.problem)
      if let status = try AppProgram.run(context: self, launch: launch ?? .fetching(.problem(slug))) {
        return status
      }
    }
    return try printProblem(loadProblem(slug))
  }

  /// The slug of a problem picked from `seed` among those of the cached list `filter` keeps
  /// (fetched first when none is cached and the network may be used).
  /// - Throws: `AppError` when none matches.
  func randomSlug(_ filter: String, seed: UInt64) throws -> String {
    let list = try cachedOrFetchedList()
    let query = ProblemSearch.Query(filter)
    if let refusal = query.refusals.first { throw AppError(message: refusal) }
    let marks = query.markFilters.isEmpty ? SolvedMarks() : printedMarks
    let cached = query.cachedOnly ? store.cachedSlugs(of: list.items) : []
    let matches = ProblemSearch(items: list.items).search(
      filter, isCached: { cached.contains($0.titleSlug) },
      mark: { TitleSlug.validated($0.titleSlug).map { marks[$0] } ?? .untouched })
    var picker = RandomPick(seed: seed)
    guard let index = picker.pick(matches) else {
      let shown = TextSanitizer.oneLine(filter)
      throw AppError(
        message: shown.isEmpty
          ? "the cached problem list is empty; run `leetview sync`"
          : "no problem in the cached list matches '\(shown)'; try a wider filter")
    }
    return list.items[index].titleSlug
  }
}
