import TermCore

/// Every key of the interface, as data: the reducers dispatch through it and the help screens
/// are drawn from it, so the two cannot disagree.
public enum KeyMap {
  /// The rows, in the order the help lists them.
  public static let bindings: [KeyBinding] =
    problemRows + listRows + tabEditorRows + unlistedRows

  /// The command `key` gives in `context`, if any.
  public static func command(for key: Key, in context: KeyContext) -> KeyCommand? {
    table[context]?[key]
  }

  /// The rows `screen` lists, in order.
  public static func rows(for screen: KeyBinding.HelpScreen) -> [KeyBinding] {
    bindings.filter { $0.screen == screen }
  }

  /// The commands by context and key.
  private static let table: [KeyContext: [Key: KeyCommand]] = {
    var table: [KeyContext: [Key: KeyCommand]] = [:]
    for binding in bindings {
      for action in binding.actions {
        table[action.context, default: [:]][action.key] = action.command
      }
    }
    return table
  }()

  private static func both(
    _ contexts: [KeyContext], _ keys: [(Key, KeyCommand)]
  ) -> [KeyBinding.Action] {
    contexts.flatMap { context in
      keys.map { KeyBinding.Action(key: $0.0, context: context, command: $0.1) }
    }
  }

  // MARK: - A problem's page (`?` there)

  private static let problemRows: [KeyBinding] = [
    KeyBinding(
      .problem, "Tab  l  →", "next segment", .page,
      [(.tab, .nextSegment), (.character("l"), .nextSegment), (.right, .nextSegment)]),
    KeyBinding(
      .problem, "S-Tab  h  ←", "previous segment", .page,
      [(.backTab, .previousSegment), (.character("h"), .previousSegment), (.left, .previousSegment)]),
    KeyBinding(
      .problem, "1 2 3 4 5", "jump to a segment", .page,
      (1...5).map { (.character(Character(String($0))), .segment($0 - 1)) }),
    KeyBinding(
      .problem, "j  k  ↓  ↑", "scroll; in a list, select",
      actions: both(
        [.page, .segmentList],
        [(.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp)])
        + both([.page], [(.enter, .lineDown)])),
    KeyBinding(.problem, "Enter", "open the selected entry", .segmentList, [(.enter, .openEntry)]),
    KeyBinding(
      .problem, "]  [", "next / previous entry",
      actions: both(
        [.segmentList, .segmentEntry],
        [(.character("]"), .nextEntry), (.character("["), .previousEntry)])),
    KeyBinding(.problem, "m", "load more of the list", .segmentList, [(.character("m"), .loadMore)]),
    KeyBinding(
      .problem, "r", "refresh the segment, retry",
      actions: both([.segmentList, .segmentEntry], [(.character("r"), .refresh)])),
    KeyBinding(
      .problem, "Space  b  PgDn  PgUp", "scroll a page", .page,
      [
        (.character(" "), .pageDown), (.pageDown, .pageDown), (.character("b"), .pageUp),
        (.pageUp, .pageUp),
      ]),
    KeyBinding(
      .problem, "Ctrl-F  Ctrl-B", "scroll a page", .page,
      [(.control("f"), .pageDown), (.control("b"), .pageUp)]),
    KeyBinding(
      .problem, "Ctrl-D  Ctrl-U", "scroll half a page", .page,
      [(.control("d"), .halfPageDown), (.control("u"), .halfPageUp)]),
    KeyBinding(
      .problem, "g  G  Home  End", "top / bottom",
      actions: both(
        [.page, .segmentList],
        [(.character("g"), .top), (.home, .top), (.character("G"), .bottom), (.end, .bottom)])),
    KeyBinding(
      .problem, "/  Enter", "search in the page",
      actions: both([.page], [(.character("/"), .startSearch)]) + both([.search], [(.enter, .submit)])),
    KeyBinding(
      .problem, "n  N", "next / previous match", .page,
      [(.character("n"), .nextMatch), (.character("N"), .previousMatch)]),
    KeyBinding(.problem, "i", "hide / show pictures", .page, [(.character("i"), .togglePictures)]),
    KeyBinding(
      .problem, "Esc", "back to the list, clear search",
      actions: both([.page], [(.escape, .clearSearch)]) + both([.segmentEntry], [(.escape, .closeEntry)])
        + both([.openProblem], [(.escape, .back)])),
    KeyBinding(.problem, "mouse", "click a tab or entry, wheel", actions: []),
    KeyBinding(
      .problem, "e", "edit the solution in $EDITOR", .page, [(.character("e"), .editSolution)]),
    KeyBinding(.problem, "t", "run the solution on the examples", .page, [(.character("t"), .runTests)]),
    KeyBinding(
      .problem, "x", "submit the solution (asks y / n)", .page,
      [(.character("x"), .submitSolution)]),
    KeyBinding(
      .problem, "L", "English / 中文", .openProblem, [(.character("L"), .switchLanguage)]),
    KeyBinding(.problem, "E", "edit the tab bar", .openProblem, [(.character("E"), .editTabs)]),
    KeyBinding(
      .problem, "S", "sync --details in the background", .openProblem, [(.character("S"), .sync)]),
    KeyBinding(
      .problem, "Ctrl-L", "redraw the screen",
      actions: both([.page, .list], [(.control("l"), .redraw)])),
    KeyBinding(.problem, "?", "this help", .page, [(.character("?"), .showHelp)]),
    KeyBinding(
      .problem, "q", "quit",
      actions: both([.page], [(.character("q"), .quit), (.control("c"), .quit)])
        + both([.openProblem], [(.character("q"), .back)])),
  ]

  // MARK: - The problem list (`?` there)

  private static let listRows: [KeyBinding] = [
    KeyBinding(
      .list, "type  /", "filter: words, d:easy t:graph is:cached is:free",
      chinese: "筛选：d:easy t:graph is:cached", .list, [(.character("/"), .startFilter)]),
    KeyBinding(
      .list, "j  k  ↓  ↑  PgDn  PgUp", "move in the list", chinese: "移动",
      actions: both(
        [.list],
        [
          (.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp),
          (.up, .lineUp), (.pageDown, .pageDown), (.control("f"), .pageDown),
          (.control("d"), .pageDown), (.pageUp, .pageUp), (.control("b"), .pageUp),
          (.control("u"), .pageUp), (.home, .top), (.end, .bottom),
        ])
        + both(
          [.filter],
          [(.down, .lineDown), (.up, .lineUp), (.pageDown, .pageDown), (.pageUp, .pageUp)])),
    KeyBinding(
      .list, "Enter", "open the problem, fold a section", chinese: "打开题目 / 折叠分组",
      actions: both([.list], [(.enter, .open), (.right, .open)]) + both([.filter], [(.enter, .submit)])),
    KeyBinding(
      .list, "Esc  q", "back to the list (q in the list quits)", chinese: "返回列表（列表中 q 退出）",
      actions: both([.list], [(.escape, .back), (.character("q"), .quit), (.control("c"), .quit)])),
    KeyBinding(
      .list, "Tab", "to the problem beside the list", chinese: "切换到题目", .list,
      [(.tab, .focusProblem)]),
    KeyBinding(
      .list, "s", "show or hide the sidebar (wide screens)", chinese: "显示或隐藏侧栏",
      actions: both([.list, .openProblem], [(.character("s"), .toggleSidebar)])),
    KeyBinding(
      .list, "L", "English / 中文", .list, [(.character("L"), .switchLanguage)]),
    KeyBinding(
      .list, "E", "edit the tab bar", chinese: "编辑标签栏", .list, [(.character("E"), .editTabs)]),
    KeyBinding(
      .list, "S", "sync --details in the background", chinese: "后台同步题目", .list,
      [(.character("S"), .sync)]),
    KeyBinding(
      .list, "★  ✓  🔒", "today's daily, cached offline, premium", chinese: "每日一题、已缓存、会员",
      actions: []),
  ]

  // MARK: - The tab bar editor (listed in its box)

  private static let tabEditorRows: [KeyBinding] = [
    KeyBinding(
      .tabEditor, "j/k", "select", chinese: "选择", .tabEditor,
      [(.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp)]),
    KeyBinding(
      .tabEditor, "J/K", "move", chinese: "移动", .tabEditor,
      [
        (.character("J"), .moveItemDown), (.character("+"), .moveItemDown),
        (.character("K"), .moveItemUp), (.character("-"), .moveItemUp),
      ]),
    KeyBinding(
      .tabEditor, "Space", "show/hide", chineseKeys: "空格", chinese: "显示/隐藏", .tabEditor,
      [(.character(" "), .toggleShown), (.character("x"), .toggleShown)]),
    KeyBinding(.tabEditor, "Enter", "save", chinese: "保存", .tabEditor, [(.enter, .submit)]),
    KeyBinding(
      .tabEditor, "Esc", "cancel", chinese: "取消", .tabEditor,
      [(.escape, .cancel), (.character("q"), .cancel), (.character("E"), .cancel)]),
  ]

  // MARK: - Keys no help lists

  private static let unlistedRows: [KeyBinding] = [
    KeyBinding(
      .none, "Esc  ?  Enter  q", "close the help; quit", .problemHelp,
      [
        (.escape, .closeHelp), (.character("?"), .closeHelp), (.enter, .closeHelp),
        (.character("q"), .quit), (.control("c"), .quit),
      ]),
    KeyBinding(
      .none, "j  k  Space  b  g  G", "scroll the help", .problemHelp,
      [
        (.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp),
        (.pageDown, .pageDown), (.character(" "), .pageDown), (.control("f"), .pageDown),
        (.control("d"), .pageDown), (.pageUp, .pageUp), (.character("b"), .pageUp),
        (.control("b"), .pageUp), (.control("u"), .pageUp), (.home, .top), (.character("g"), .top),
        (.end, .bottom), (.character("G"), .bottom),
      ]),
    KeyBinding(
      .none, "Backspace  Esc  Ctrl-C", "edit or leave the search", .search,
      [
        (.backspace, .deleteBackward), (.delete, .deleteBackward), (.escape, .finishTyping),
        (.control("c"), .quit),
      ]),
    KeyBinding(
      .none, "Backspace  Ctrl-U  Esc  Ctrl-C", "edit or leave the filter", .filter,
      [
        (.backspace, .deleteBackward), (.delete, .deleteBackward), (.control("u"), .clearText),
        (.escape, .finishTyping), (.control("c"), .quit),
      ]),
    KeyBinding(.none, "?", "the list's keys", .list, [(.character("?"), .showHelp)]),
    KeyBinding(
      .none, "y  Enter  n  Esc", "submit or not", .confirm,
      [
        (.character("y"), .confirm), (.character("Y"), .confirm), (.enter, .confirm),
        (.character("n"), .cancel), (.character("N"), .cancel), (.escape, .cancel),
        (.character("q"), .cancel), (.control("c"), .quit),
      ]),
    KeyBinding(
      .none, "Esc  q  Enter  j  k  Space  b  g  G", "dismiss or scroll the judge's panel",
      .solvePanel,
      [
        (.escape, .closePanel), (.character("q"), .closePanel), (.enter, .closePanel),
        (.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp),
        (.pageDown, .pageDown), (.character(" "), .pageDown), (.pageUp, .pageUp),
        (.character("b"), .pageUp), (.home, .top), (.character("g"), .top), (.end, .bottom),
        (.character("G"), .bottom), (.control("c"), .quit),
      ]),
  ]
}
