import FoundationEssentials
import LeetModel
import TermCore

// An index of plans, lists or contests on screen: moving in it and opening a set; the sets and
// indexes as they arrive.

/// Keys while an index stands where the list stands (`KeyContext.collection`): Enter loads the
/// set under the cursor.
func shelfKey(_ state: inout AppState, _ key: Key) -> [AppEffect] {
  guard var shelf = state.shelf, let command = KeyMap.command(for: key, in: .collection) else {
    return []
  }
  let height = state.collectionListHeight
  if shelf.move(command, height: height) {
    state.shelf = shelf
    return []
  }
  switch command {
  case .open:
    guard let summary = shelf.selectedSummary, !state.loadingCollection else { return [] }
    state.loadingCollection = true
    show(&state, message: .reported(state.words.loading.fetching(summary.name, 0)))
    return [.loadCollection(summary.kind, slug: summary.slug)]
  case .focusProblem:
    focusProblem(&state)
  case .back:
    if shelf.quitsOnBack { return quitAsking(&state) }
    state.shelf = nil
    return []
  case .quit: return [.quit]
  case .redraw: return [.redraw]
  case .showHelp: state.helpShown = true
  default: return sharedCommand(&state, command) ?? []
  }
  state.shelf = shelf
  return []
}

/// Asks for the index of `kind` (the browser's Study plans, Lists or Contests section).
func openShelf(_ state: inout AppState, _ kind: ProblemCollection.Kind) -> [AppEffect] {
  guard !state.loadingCollection else { return [] }
  state.loadingCollection = true
  show(&state, message: .reported(state.words.loading.fetching(state.words.collections.indexTitle(kind), 0)))
  return [.loadCollection(kind, slug: nil)]
}

/// An index arrived: it stands where the list stands.
func shelfArrived(
  _ state: inout AppState, _ index: CollectionIndex, age: Double?, signedIn: Bool, time: CollectionTime
) -> [AppEffect] {
  state.loadingCollection = false
  state.message = nil
  let quits = state.shelf?.quitsOnBack ?? false
  state.browser.practiceCounts[index.kind] = index.summaries.count
  state.shelf = ShelfScreen(
    index: index, age: age, signedIn: signedIn, quitsOnBack: quits, time: time)
  state.focus = .browser
  return []
}

/// A set arrived: it stands where the list stands, over the index it was opened from.
func collectionArrived(
  _ state: inout AppState, _ collection: ProblemCollection, marks: SolvedMarks, age: Double?
) -> [AppEffect] {
  state.loadingCollection = false
  state.message = nil
  // The cached marks it came with join the browser's, the one copy every screen reads.
  state.browser.marks = state.browser.marks.merging(marks)
  var screen = CollectionScreen(collection: collection, marks: state.browser.marks, age: age)
  if let before = state.collection, before.collection.slug == collection.slug {
    // A refresh keeps the place.
    screen.quitsOnBack = before.quitsOnBack
    screen.move(to: before.cursor, height: state.collectionListHeight)
  }
  state.collection = screen
  state.focus = .browser
  return []
}
