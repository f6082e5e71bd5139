import TermCore

extension KeyMap {
  /// A full screen's scrolling rows: a line, a page, the top or the bottom.
  static func scrollRows(_ screen: KeyBinding.HelpScreen, _ context: KeyContext) -> [KeyBinding] {
    [
      KeyBinding(
        screen, "j  k  ↓  ↑", \.screens.scrollLine, context,
        [(.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp)]),
      KeyBinding(
        screen, .word(\.names.spaceAndPages), \.common.scrollPage, context,
        [
          (.character(" "), .pageDown), (.pageDown, .pageDown), (.character("b"), .pageUp),
          (.pageUp, .pageUp),
        ]),
      KeyBinding(
        screen, "g  G  Home  End", \.screens.topOrBottom, context,
        [(.character("g"), .top), (.home, .top), (.character("G"), .bottom), (.end, .bottom)]),
    ]
  }

  /// The last rows of a full screen's help: `?` and F1 for it, Ctrl-L and Ctrl-C.
  static func helpAndRedrawRows(_ screen: KeyBinding.HelpScreen, _ context: KeyContext)
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
