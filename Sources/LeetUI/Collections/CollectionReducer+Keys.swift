import TermCore

// Keys while a set or an index stands where the list stands (`KeyContext.collection`): the
// cursor's moves, Enter, Esc back, and the app's own commands.

/// A screen of rows the collections show where the list stands, which Esc leaves.
protocol LeavableRows: CursorRows {
  /// Whether leaving it quits (it is what leetview opened on) rather than going back.
  var quitsOnBack: Bool { get }
}

extension CollectionScreen: LeavableRows {}
extension ShelfScreen: LeavableRows {}

/// Keys on the set or index at `place`: the cursor's moves, Esc back (quitting where leetview
/// opened on it), the app's commands; Enter does what `open` says.
func rowsKey<Screen: LeavableRows>(
  _ state: inout CollectionsState, _ place: WritableKeyPath<CollectionsState, Screen?>, _ key: Key,
  in context: CollectionContext,
  open: (inout CollectionsState, Screen, CollectionContext) -> [FeatureEffect<CollectionEffect>]
) -> [FeatureEffect<CollectionEffect>] {
  guard var screen = state[keyPath: place], let command = KeyMap.command(for: key, in: .collection)
  else { return [] }
  if screen.move(command, height: context.listHeight) {
    state[keyPath: place] = screen
    return []
  }
  switch command {
  case .open: return open(&state, screen, context)
  case .back:
    if screen.quitsOnBack { return [.app(.quitAsking)] }
    state[keyPath: place] = nil
    return []
  case .focusProblem: return [.app(.focusProblem)]
  case .quit: return [.app(.quit)]
  case .redraw: return [.app(.redraw)]
  case .showHelp: return [.app(.showHelp)]
  default: return [.app(.shared(command))]
  }
}

/// Enter on a set: opens the problem under the cursor, starting a new way back.
func openEntry(
  _ state: inout CollectionsState, _ screen: CollectionScreen, _ context: CollectionContext
) -> [FeatureEffect<CollectionEffect>] {
  guard let entry = screen.selectedEntry else { return [] }
  return [.app(.openProblem(slug: entry.item.titleSlug, newWayBack: true))]
}

/// Enter on an index: asks for the set under the cursor, unless one is already asked for.
func openSet(
  _ state: inout CollectionsState, _ shelf: ShelfScreen, _ context: CollectionContext
) -> [FeatureEffect<CollectionEffect>] {
  guard let summary = shelf.selectedSummary, !state.loading else { return [] }
  state.loading = true
  return [
    .app(.say(context.words.loading.fetching(summary.name, 0))),
    .work(.load(summary.kind, slug: summary.slug)),
  ]
}
