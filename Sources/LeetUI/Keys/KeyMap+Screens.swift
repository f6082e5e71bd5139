import TermCore

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

  /// The last rows of a full screen's help: `?` and F1 for it, Ctrl-L and Ctrl-C.
  private static func helpAndRedrawRows(_ screen: KeyBinding.HelpScreen, _ context: KeyContext)
    -> [KeyBinding]
  {
    [
      KeyBinding(
        screen, "?  F1", \.common.thisHelp, context,
        [(.character("?"), .showHelp), (.function(1), .showHelp)]),
      KeyBinding(
        screen, "Ctrl-L  Ctrl-C", \.screens.redrawOrQuit, context,
        [(.control("l"), .redraw), (.control("c"), .quit)]),
    ]
  }
}
