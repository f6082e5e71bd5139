import TermCore

// The rows of plans, lists and contests in the one key map (`KeyMap.bindings` lists them), which
// their reduce dispatches through and their help lists.

extension KeyMap {
  /// The keys of a plan, list or contest on screen, or of their index; its status line names
  /// some and `?` lists them all.
  static let collectionRows: [KeyBinding] =
    [
      KeyBinding(
        .collection, "j  k  ↓  ↑", \.common.move, .collection,
        [(.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp)]),
      KeyBinding(
        .collection, "PgDn  PgUp  g  G", \.common.pageFirstLast,
        .collection,
        [
          (.pageDown, .pageDown), (.pageUp, .pageUp), (.character("g"), .top), (.home, .top),
          (.character("G"), .bottom), (.end, .bottom),
        ]),
      KeyBinding(.collection, "Enter", \.screens.open, .collection, [(.enter, .open)]),
      KeyBinding(
        .collection, "Tab", \.screens.focusProblem, .collection, [(.tab, .focusProblem)]),
      KeyBinding(
        .collection, "Esc  q", \.common.back, .collection,
        [(.escape, .back), (.character("q"), .back)]),
    ] + helpAndRedrawRows(.collection, .collection)
}
