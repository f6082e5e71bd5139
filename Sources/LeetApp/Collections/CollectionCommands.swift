import FoundationEssentials
import LeetFetch
import LeetModel
import LeetUI
import TermCore

/// `plans`, `lists` and `contests`: an index of sets, or one set's groups and problems with marks.
extension AppContext {
  /// The plans, lists and contests of this run's site and cache.
  var collections: CollectionService { CollectionService(problems: service) }

  /// Runs `plans`, `lists` or `contests` with an optional slug: prints the index or the set.
  /// - Throws: `LoadError` for a failure told in one line.
  func runCollection(_ kind: ProblemCollection.Kind, slug: String?) throws -> Int32 {
    let printer = collectionPrinter
    let lines: [String]
    if let slug {
      let loaded = try loadCollection(kind, slug: slug)
      if !printMode {
        let screen = CollectionScreen(
          collection: loaded.value, marks: collectionMarks(), age: age(of: loaded), quitsOnBack: true)
        if let status = try AppProgram.run(context: self, launch: .collection(screen)) { return status }
      }
      noteStale(loaded)
      let start = kind == .contest ? collections.contestStart(slug) : nil
      lines = printer.collectionLines(
        loaded.value, marks: collectionMarks(), age: age(of: loaded), startTime: start)
    } else {
      let loaded = try loadIndex(kind)
      if !printMode {
        let shelf = ShelfScreen(
          index: loaded.value, age: age(of: loaded), signedIn: collections.hasSession, quitsOnBack: true,
          time: CollectionTime(now: Date()))
        if let status = try AppProgram.run(context: self, launch: .shelf(shelf)) { return status }
      }
      noteStale(loaded)
      lines = printer.indexLines(loaded.value, age: age(of: loaded), signedIn: collections.hasSession)
    }
    let styling = printStyling
    StandardOutput.write(
      ANSIText.render(printer.styled(lines), theme: Theme(usesColor: styling.colors), styled: styling.styled))
    warnIfNotKept()
    return 0
  }

  /// The index of `kind` under the fetch policy.
  func loadIndex(_ kind: ProblemCollection.Kind) throws -> LoadedCollection<CollectionIndex> {
    switch kind {
    case .plan: try collections.planIndex()
    case .list: try collections.listIndex()
    case .contest: try collections.contestIndex()
    }
  }

  /// The set of `kind` named `slug` under the fetch policy, its problems' ids filled in from the
  /// cached problem list where LeetCode sent none (a contest's).
  func loadCollection(_ kind: ProblemCollection.Kind, slug: String) throws -> LoadedCollection<
    ProblemCollection
  > {
    let loaded: LoadedCollection<ProblemCollection> =
      switch kind {
      case .plan: try collections.plan(slug)
      case .list: try collections.list(slug)
      case .contest: try collections.contest(slug)
      }
    guard loaded.value.entries.contains(where: { $0.item.frontendID.isEmpty }),
      let list = try? repository.cachedList()
    else { return loaded }
    return loaded.map { $0.fillingIDs(from: list) }
  }

  /// The printer of plans, lists and contests for this run's words, width and time zone.
  var collectionPrinter: CollectionPrint {
    CollectionPrint(
      words: words, glyphs: .unicode, width: printWidth,
      time: CollectionTime(now: Date()))
  }

  /// How old a cached copy is, in seconds, or nil for one fetched just now.
  func age<Value>(of loaded: LoadedCollection<Value>) -> TimeInterval? {
    guard loaded.isCached else { return nil }
    return max(0, Date().timeIntervalSince(loaded.fetchedAt))
  }

  /// Says on stderr why a cached copy is shown, and what LeetCode said beside its data.
  private func noteStale<Value>(_ loaded: LoadedCollection<Value>) {
    for warning in loaded.warnings { ErrorLine.print("warning: LeetCode said: " + warning) }
    guard let reason = loaded.staleBecause else { return }
    ErrorLine.print("showing the cached copy; could not refresh it: \(reason.message)")
  }
}
