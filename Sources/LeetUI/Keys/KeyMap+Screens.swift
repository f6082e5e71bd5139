import TermCore

extension KeyMap {
  /// The keys of a plan, list or contest on screen, or of their index; its status line names
  /// some and `?` lists them all.
  static let collectionRows: [KeyBinding] =
    [
      KeyBinding(
        .collection, "j  k  ↓  ↑", "move", chinese: "移动", .collection,
        [(.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp)]),
      KeyBinding(
        .collection, "PgDn  PgUp  g  G", "a page / the first / the last", chinese: "翻页 / 首项 / 末项",
        .collection,
        [
          (.pageDown, .pageDown), (.pageUp, .pageUp), (.character("g"), .top), (.home, .top),
          (.character("G"), .bottom), (.end, .bottom),
        ]),
      KeyBinding(.collection, "Enter", "open", chinese: "打开", .collection, [(.enter, .open)]),
      KeyBinding(
        .collection, "Tab", "to the problem beside", chinese: "切换到题目", .collection, [(.tab, .focusProblem)]),
      KeyBinding(
        .collection, "Esc  q", "back", chinese: "返回", .collection,
        [(.escape, .back), (.character("q"), .back)]),
    ] + helpAndRedrawRows(.collection, .collection)

  /// The keys of the Progress screen; its key line names some and `?` lists them all.
  static let progressRows: [KeyBinding] =
    [
      KeyBinding(
        .progress, "Esc  q  F2", "back", chinese: "返回", .progress,
        [(.escape, .back), (.character("q"), .back), (.function(2), .back)]),
      KeyBinding(
        .progress, "j  k  ↓  ↑", "scroll a line", chinese: "滚动一行", .progress,
        [(.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp)]),
      KeyBinding(
        .progress, "Space  b  PgDn  PgUp", "scroll a page", chineseKeys: "空格  b  PgDn  PgUp",
        chinese: "翻页", .progress,
        [
          (.character(" "), .pageDown), (.pageDown, .pageDown), (.character("b"), .pageUp),
          (.pageUp, .pageUp),
        ]),
      KeyBinding(
        .progress, "g  G  Home  End", "the top / the bottom", chinese: "顶部 / 底部", .progress,
        [(.character("g"), .top), (.home, .top), (.character("G"), .bottom), (.end, .bottom)]),
      KeyBinding(
        .progress, "r", "fetch again from LeetCode", chinese: "从 LeetCode 重新获取", .progress,
        [(.character("r"), .refresh)]),
    ] + helpAndRedrawRows(.progress, .progress)

  /// The last rows of a full screen's help: `?` and F1 for it, Ctrl-L and Ctrl-C.
  private static func helpAndRedrawRows(_ screen: KeyBinding.HelpScreen, _ context: KeyContext)
    -> [KeyBinding]
  {
    [
      KeyBinding(
        screen, "?  F1", "this help", chinese: "帮助", context,
        [(.character("?"), .showHelp), (.function(1), .showHelp)]),
      KeyBinding(
        screen, "Ctrl-L  Ctrl-C", "redraw / quit", chinese: "重绘 / 退出", context,
        [(.control("l"), .redraw), (.control("c"), .quit)]),
    ]
  }
}
