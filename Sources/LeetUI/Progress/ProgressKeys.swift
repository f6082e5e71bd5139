import TermCore

// The Progress screen's rows of the one key map (`KeyMap.bindings` lists them), which its
// reduce dispatches through and its help lists.

extension KeyMap {
  /// The keys of the Progress screen; its key line names some and `?` lists them all.
  static let progressRows: [KeyBinding] =
    [
      KeyBinding(
        .progress, "Esc  q  F2", \.common.back, .progress,
        [(.escape, .back), (.character("q"), .back), (.function(2), .back)]),
      KeyBinding(
        .progress, "j  k  ↓  ↑", \.screens.scrollLine, .progress,
        [(.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp)]),
      KeyBinding(
        .progress, .word(\.names.spaceAndPages), \.common.scrollPage, .progress,
        [
          (.character(" "), .pageDown), (.pageDown, .pageDown), (.character("b"), .pageUp),
          (.pageUp, .pageUp),
        ]),
      KeyBinding(
        .progress, "g  G  Home  End", \.screens.topOrBottom, .progress,
        [(.character("g"), .top), (.home, .top), (.character("G"), .bottom), (.end, .bottom)]),
      KeyBinding(
        .progress, "r", \.screens.refetch, .progress,
        [(.character("r"), .refresh)]),
    ] + helpAndRedrawRows(.progress, .progress)
}
