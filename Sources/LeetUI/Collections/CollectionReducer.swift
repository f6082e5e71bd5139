import LeetModel
import TermCore

// Plans, lists and contests where the list stands: an index of them, a set opened from it over
// the index, moving in them, opening a set or its problems, and `n` on a problem opened from a set.

/// Applies `action` to the plans, lists and contests, in `context`; returns the work it asks for
/// and what the app around them must do.
///
/// Pure.
public func reduce(
  _ state: inout CollectionsState, _ action: CollectionAction, in context: CollectionContext
) -> [FeatureEffect<CollectionEffect>] {
  switch action {
  case .openIndex(let kind):
    guard !state.loading else { return [] }
    state.loading = true
    let title = context.words.collections.indexTitle(kind)
    return [.app(.say(context.words.loading.fetching(title, 0))), .work(.load(kind, slug: nil))]
  case .indexLoaded(let index, let age, let signedIn, let time):
    state.loading = false
    let quits = state.shelf?.quitsOnBack ?? false
    state.shelf = ShelfScreen(index: index, age: age, signedIn: signedIn, quitsOnBack: quits, time: time)
    return [.app(.clearMessage), .app(.countPractice(index.kind, index.summaries.count)), .app(.focusList)]
  case .loaded(let collection, let marks, let age):
    collectionArrived(&state, collection, marks: marks, age: age, in: context)
    return [.app(.clearMessage), .app(.mergeMarks(marks)), .app(.focusList)]
  case .failed(let reason):
    state.loading = false
    return [.app(.say(reason))]
  case .key(let key):
    if state.collection != nil { return rowsKey(&state, \.collection, key, in: context, open: openEntry) }
    return rowsKey(&state, \.shelf, key, in: context, open: openSet)
  case .nextUnsolved:
    return openNextUnsolved(&state, in: context)
  }
}

/// A set arrived: it stands where the list stands, over the index it was opened from, its cursor
/// on the first problem the marks (the browser's joined with those it came with) leave unsolved.
private func collectionArrived(
  _ state: inout CollectionsState, _ collection: ProblemCollection, marks: SolvedMarks, age: Double?,
  in context: CollectionContext
) {
  state.loading = false
  var screen = CollectionScreen(collection: collection, marks: context.marks.merging(marks), age: age)
  if let before = state.collection, before.collection.slug == collection.slug {
    // A refresh keeps the place.
    screen.quitsOnBack = before.quitsOnBack
    screen.move(to: before.cursor, height: context.listHeight)
  }
  state.collection = screen
}

/// `n` on a problem opened from the set on screen: opens its next problem not yet solved, or
/// says that none is left.
private func openNextUnsolved(
  _ state: inout CollectionsState, in context: CollectionContext
) -> [FeatureEffect<CollectionEffect>] {
  guard var screen = state.collection else { return [] }
  guard let next = screen.next(after: context.openSlug, marks: context.marks) else {
    return [.app(.say(context.words.collections.allSolved(screen.collection.name)))]
  }
  let slug = next.item.titleSlug
  if let row = screen.row(of: slug) { screen.move(to: row, height: context.listHeight) }
  state.collection = screen
  return [.app(.openProblem(slug: slug, newWayBack: false))]
}
