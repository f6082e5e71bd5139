import TermCore

extension KeyMap {
  /// The keys of a plan, list or contest on screen; its status line names them.
  static let collectionRows: [KeyBinding] = [
    KeyBinding(
      .none, "j  k  ↓  ↑", "move", chinese: "移动", .collection,
      [(.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp)]),
    KeyBinding(
      .none, "PgDn  PgUp  g  G", "a page / the first / the last", chinese: "翻页 / 首项 / 末项", .collection,
      [
        (.pageDown, .pageDown), (.pageUp, .pageUp), (.character("g"), .top), (.home, .top),
        (.character("G"), .bottom), (.end, .bottom),
      ]),
    KeyBinding(.none, "Enter", "open", chinese: "打开", .collection, [(.enter, .open)]),
    KeyBinding(
      .none, "Tab", "to the problem beside", chinese: "切换到题目", .collection, [(.tab, .focusProblem)]),
    KeyBinding(
      .none, "Esc  q", "back", chinese: "返回", .collection, [(.escape, .back), (.character("q"), .back)]),
    KeyBinding(
      .none, "Ctrl-L  Ctrl-C", "redraw / quit", chinese: "重绘 / 退出", .collection,
      [(.control("l"), .redraw), (.control("c"), .quit)]),
  ]

}
