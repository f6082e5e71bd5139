import TermCore

extension KeyMap {
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
