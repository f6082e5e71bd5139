import TermCore

// The Progress screen's rows of the one key map (`KeyMap.bindings` lists them), which its
// reduce dispatches through and its help lists.

extension KeyMap {
  /// The keys of the Progress screen; its key line names some and `?` lists them all.
  static let progressRows: [KeyBinding] =
    [
      KeyBinding(
        .progress, "Esc  q  F2", \.common.back, .progress,
        [(.escape, .back), (.character("q"), .back), (.function(2), .back)])
    ] + scrollRows(.progress, .progress) + [
      KeyBinding(
        .progress, "r", \.screens.refetch, .progress,
        [(.character("r"), .refresh)])
    ] + helpAndRedrawRows(.progress, .progress)
}
