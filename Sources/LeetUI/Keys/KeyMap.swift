import TermCore

/// Every key of the interface, as data: the reducers dispatch through it and the help screens
/// are drawn from it, so the two cannot disagree.
public enum KeyMap {
  /// The rows, in the order the help lists them.
  public static let bindings: [KeyBinding] =
    problemRows + listRows + tabEditorRows + caseInputRows + unlistedRows
    + collectionRows + progressRows

  /// The command `key` gives in `context`, if any.
  public static func command(for key: Key, in context: KeyContext) -> KeyCommand? {
    table[context]?[key]
  }

  /// The rows `screen` lists, in order.
  public static func rows(for screen: KeyBinding.HelpScreen) -> [KeyBinding] {
    bindings.filter { $0.screen == screen }
  }

  /// The keys that give `command` in `context`, in the order the key map lists them.
  public static func keys(for command: KeyCommand, in context: KeyContext) -> [Key] {
    keysByCommand[context]?[command] ?? []
  }

  /// The keys by context and command, in the map's order: the status lines name keys from it on
  /// every frame, so it is built once.
  private static let keysByCommand: [KeyContext: [KeyCommand: [Key]]] = {
    var keys: [KeyContext: [KeyCommand: [Key]]] = [:]
    for action in bindings.flatMap(\.actions) {
      keys[action.context, default: [:]][action.command, default: []].append(action.key)
    }
    return keys
  }()

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
      .problem, "Tab  l  →", "next segment", chinese: "下一个标签页", .page,
      [(.tab, .nextSegment), (.character("l"), .nextSegment), (.right, .nextSegment)]),
    KeyBinding(
      .problem, "S-Tab  h  ←", "previous segment", chinese: "上一个标签页", .page,
      [(.backTab, .previousSegment), (.character("h"), .previousSegment), (.left, .previousSegment)]),
    KeyBinding(
      .problem, "1 2 3 4 5", "jump to a segment", chinese: "跳到某个标签页", .page,
      (1...5).map { (.character(Character(String($0))), .segment($0 - 1)) }),
    KeyBinding(
      .problem, "j  k  ↓  ↑", "scroll; in a list, select", chinese: "滚动；列表中选择",
      actions: both(
        [.page, .segmentList],
        [(.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp)])
        + both([.page], [(.enter, .lineDown)])),
    KeyBinding(
      .problem, "Enter", "open the selected entry", chinese: "打开所选条目", .segmentList, [(.enter, .openEntry)]),
    KeyBinding(
      .problem, "]  [", "next / previous entry", chinese: "下一条 / 上一条",
      actions: both(
        [.segmentList, .segmentEntry],
        [(.character("]"), .nextEntry), (.character("["), .previousEntry)])),
    KeyBinding(
      .problem, "m", "load more of the list", chinese: "加载更多", .segmentList, [(.character("m"), .loadMore)]),
    KeyBinding(
      .problem, "r", "refresh the segment, retry failed pictures", chinese: "刷新，重试失败的图片",
      actions: both([.segmentList, .segmentEntry, .page], [(.character("r"), .refresh)])),
    KeyBinding(
      .problem, "Space  b  PgDn  PgUp", "scroll a page", chineseKeys: "空格  b  PgDn  PgUp", chinese: "翻页",
      .page,
      [
        (.character(" "), .pageDown), (.pageDown, .pageDown), (.character("b"), .pageUp),
        (.pageUp, .pageUp),
      ]),
    KeyBinding(
      .problem, "Ctrl-F  Ctrl-B", "scroll a page", chinese: "翻页", .page,
      [(.control("f"), .pageDown), (.control("b"), .pageUp)]),
    KeyBinding(
      .problem, "Ctrl-D  Ctrl-U", "scroll half a page", chinese: "翻半页", .page,
      [(.control("d"), .halfPageDown), (.control("u"), .halfPageUp)]),
    KeyBinding(
      .problem, "g  G  Home  End", "top / bottom", chinese: "顶部 / 底部",
      actions: both(
        [.page, .segmentList],
        [(.character("g"), .top), (.home, .top), (.character("G"), .bottom), (.end, .bottom)])),
    KeyBinding(
      .problem, "/  Enter", "search in the page", chinese: "页内搜索",
      actions: both([.page], [(.character("/"), .startSearch)]) + both([.search], [(.enter, .submit)])),
    KeyBinding(
      .problem, "n  N", "next / prev. match; else plan's next unsolved", chinese: "下/上一个匹配；否则下一道未解决题",
      actions: both([.page], [(.character("n"), .nextMatch), (.character("N"), .previousMatch)])
        + both([.openProblem], [(.character("n"), .nextUnsolved)])),
    KeyBinding(
      .problem, "H", "open the next hint", chinese: "展开下一个提示", .page, [(.character("H"), .nextHint)]),
    KeyBinding(
      .problem, "o  Backspace", "similar questions / back to the problem before",
      chinese: "相似题目 / 返回之前的题目",
      actions: both([.page], [(.character("o"), .similarQuestions)])
        + both([.openProblem], [(.backspace, .previousProblem)])),
    KeyBinding(
      .problem, "i", "hide / show pictures", chinese: "隐藏 / 显示图片", .page, [(.character("i"), .togglePictures)]
    ),
    KeyBinding(
      .problem, "v", "a picture full-screen; v, Esc or q closes it", chinese: "全屏查看图片；v、Esc 或 q 关闭",
      actions: both([.page], [(.character("v"), .viewPicture)])
        + both(
          [.pictureViewer],
          [(.character("v"), .closePicture), (.escape, .closePicture), (.character("q"), .closePicture)])),
    KeyBinding(
      .problem, "n  p  →  ←", "full-screen: next / previous picture", chinese: "全屏时：下一张 / 上一张图片",
      .pictureViewer,
      [
        (.character("n"), .nextPicture), (.right, .nextPicture), (.character("l"), .nextPicture),
        (.character("p"), .previousPicture), (.left, .previousPicture), (.character("h"), .previousPicture),
      ]),
    KeyBinding(
      .problem, "Esc", "back to the list, clear search; never quits", chinese: "返回列表，清除搜索；从不退出",
      actions: both([.page], [(.escape, .clearSearch)]) + both([.segmentEntry], [(.escape, .closeEntry)])
        + both([.openProblem], [(.escape, .back)])),
    KeyBinding(
      .problem, "mouse", "click a tab or entry, wheel", chineseKeys: "鼠标", chinese: "点击标签或条目，滚轮滚动",
      actions: []),
    KeyBinding(
      .problem, "e", "edit the solution in $EDITOR", chinese: "用 $EDITOR 编辑代码", .page,
      [(.character("e"), .editSolution)]),
    KeyBinding(
      .problem, "t", "run the solution on the examples, or type cases", chinese: "用示例运行代码，没有示例时输入用例",
      .page,
      [(.character("t"), .runTests)]),
    KeyBinding(
      .problem, "T", "run the solution on this machine, offline", chinese: "在本机运行代码，不联网", .page,
      [(.character("T"), .runLocally)]),
    KeyBinding(
      .problem, "x", "submit the solution (asks y / n)", chinese: "提交代码（先询问 y / n）", .page,
      [(.character("x"), .submitSolution)]),
    KeyBinding(
      .problem, "c", "type or edit the test cases, then run them", chinese: "输入或编辑测试用例并运行",
      actions: both([.page, .solvePanel], [(.character("c"), .editCases)])),
    KeyBinding(
      .problem, "f", "add to / remove from a list (asks which)", chinese: "加入或移出题单（先询问）",
      .openProblem, [(.character("f"), .changeList)]),
    KeyBinding(
      .problem, "Ctrl-T  s", "show / hide the list beside (wide screens)", chinese: "显示或隐藏侧栏（宽屏）",
      .openProblem,
      [(.control("t"), .toggleSidebar), (.character("s"), .toggleSidebar)]),
    KeyBinding(
      .problem, "Ctrl-G  L", "English / 中文", .openProblem,
      [(.control("g"), .switchLanguage), (.character("L"), .switchLanguage)]),
    KeyBinding(
      .problem, "Ctrl-E  E", "edit the tab bar", chinese: "编辑标签栏", .openProblem,
      [(.control("e"), .editTabs), (.character("E"), .editTabs)]),
    KeyBinding(
      .problem, "Ctrl-R  S", "sync --details in the background (asks y / n)", chinese: "后台同步题目（先询问）",
      .openProblem,
      [(.control("r"), .sync), (.character("S"), .sync)]),
    KeyBinding(
      .problem, "F5", "refresh the problem list only (asks y / n)", chinese: "仅刷新题目列表（先询问）",
      .openProblem, [(.function(5), .syncList)]),
    KeyBinding(
      .problem, "F2", "your progress: solved, calendar, rating", chinese: "我的进度：已解决、日历、竞赛分数",
      .openProblem, [(.function(2), .showProgress)]),
    KeyBinding(.problem, "Ctrl-L", "redraw the screen", chinese: "重绘屏幕", .page, [(.control("l"), .redraw)]),
    KeyBinding(
      .problem, "?  F1", "this help", chinese: "帮助", .page,
      [(.character("?"), .showHelp), (.function(1), .showHelp)]),
    KeyBinding(
      .problem, "q", "quit; back to the list when opened from it", chinese: "退出；从列表打开时返回列表",
      actions: both([.page], [(.character("q"), .quit), (.control("c"), .quit)])
        + both([.openProblem], [(.character("q"), .back)])),
  ]

  // MARK: - The problem list (`?` there)

  private static let listRows: [KeyBinding] = [
    KeyBinding(
      .list, "type", "filter: words, ids, d:easy t:graph is:cached is:free", chineseKeys: "输入",
      chinese: "输入即筛选：d:easy t:graph is:cached", .list, [(.character("/"), .startFilter)]),
    KeyBinding(
      .list, "←  →  Backspace  Del", "edit the filter", chinese: "编辑筛选", .list,
      [
        (.left, .cursorLeft), (.right, .cursorRight), (.backspace, .deleteBackward),
        (.delete, .deleteForward),
      ]),
    KeyBinding(
      .list, "Ctrl-W  Ctrl-U", "delete a word / to the start", chinese: "删除一个词 / 到行首", .list,
      [(.control("w"), .deleteWord), (.control("u"), .clearText)]),
    KeyBinding(
      .list, "↓  ↑  Ctrl-N  Ctrl-P", "move in the list", chinese: "移动", .list,
      [(.down, .lineDown), (.up, .lineUp), (.control("n"), .lineDown), (.control("p"), .lineUp)]),
    KeyBinding(
      .list, "PgDn  PgUp  Home  End", "a page / the first / the last", chinese: "翻页 / 首项 / 末项",
      .list, [(.pageDown, .pageDown), (.pageUp, .pageUp), (.home, .top), (.end, .bottom)]),
    KeyBinding(
      .list, "Enter", "open the problem, fold a section", chinese: "打开题目 / 折叠分组", .list,
      [(.enter, .open)]),
    KeyBinding(
      .list, "Ctrl-O", "a random problem the filter keeps", chinese: "随机打开一道筛选出的题目", .list,
      [(.control("o"), .randomProblem)]),
    KeyBinding(
      .list, "Ctrl-K", "to Study plans, Lists, Contests (again: the next)", chinese: "跳到学习计划、题单、竞赛（再按：下一个）",
      .list, [(.control("k"), .jumpToPractice)]),
    KeyBinding(
      .list, "Tab", "to the problem beside the list", chinese: "切换到题目", .list,
      [(.tab, .focusProblem)]),
    KeyBinding(
      .list, "Esc", "clear the filter; on an empty one, quit", chinese: "清除筛选；为空时退出", .list,
      [(.escape, .back)]),
    KeyBinding(
      .list, "Ctrl-T", "show / hide the list beside a problem", chinese: "显示或隐藏侧栏", .list,
      [(.control("t"), .toggleSidebar)]),
    KeyBinding(.list, "Ctrl-G", "English / 中文", .list, [(.control("g"), .switchLanguage)]),
    KeyBinding(
      .list, "Ctrl-E", "edit the tab bar", chinese: "编辑标签栏", .list, [(.control("e"), .editTabs)]),
    KeyBinding(
      .list, "Ctrl-R", "sync --details in the background (asks y / n)", chinese: "后台同步题目（先询问）",
      .list, [(.control("r"), .sync)]),
    KeyBinding(
      .list, "F5", "refresh the problem list only (asks y / n)", chinese: "仅刷新题目列表（先询问）",
      .list, [(.function(5), .syncList)]),
    KeyBinding(
      .list, "F2", "your progress: solved, calendar, rating", chinese: "我的进度：已解决、日历、竞赛分数",
      .list, [(.function(2), .showProgress)]),
    KeyBinding(
      .list, "?  F1", "this help (? on an empty filter)", chinese: "帮助（筛选为空时按 ?）", .list,
      [(.character("?"), .showHelp), (.function(1), .showHelp)]),
    KeyBinding(
      .list, "Ctrl-L  Ctrl-C", "redraw the screen / quit", chinese: "重绘屏幕 / 退出", .list,
      [(.control("l"), .redraw), (.control("c"), .quit)]),
    KeyBinding(
      .list, "mouse", "click selects, again opens; a section folds; wheel", chineseKeys: "鼠标",
      chinese: "单击选择，再击打开；点分组折叠；滚轮", actions: []),
    KeyBinding(
      .list, "★  ↓  🔒", "today's daily, cached offline, premium", chinese: "每日一题、已缓存、会员",
      actions: []),
    KeyBinding(
      .list, "✓  ◐", "solved, attempted; filter is:solved is:unsolved",
      chinese: "已解答、尝试过；筛选 is:solved is:unsolved", actions: []),
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

  // MARK: - The box where test cases are typed (listed in it)

  /// Every printable key types; Ctrl-D runs, since most terminals send Ctrl-Enter as Enter.
  private static let caseInputRows: [KeyBinding] = [
    KeyBinding(.caseInput, "Enter", "next line", chinese: "换行", .caseInput, [(.enter, .newLine)]),
    KeyBinding(.caseInput, "Ctrl-D", "run", chinese: "运行", .caseInput, [(.control("d"), .runCases)]),
    KeyBinding(
      .caseInput, "←  →  ↑  ↓", "move", chinese: "移动", .caseInput,
      [(.left, .cursorLeft), (.right, .cursorRight), (.up, .cursorUp), (.down, .cursorDown)]),
    KeyBinding(
      .caseInput, "Home  End", "line start, end", chineseKeys: "Home  End", chinese: "行首、行尾", .caseInput,
      [
        (.home, .cursorLineStart), (.control("a"), .cursorLineStart), (.end, .cursorLineEnd),
        (.control("e"), .cursorLineEnd),
      ]),
    KeyBinding(
      .caseInput, "Backspace  Delete", "delete", chinese: "删除", .caseInput,
      [(.backspace, .deleteBackward), (.delete, .deleteForward)]),
    KeyBinding(
      .caseInput, "Ctrl-U", "clear the line", chinese: "清空本行", .caseInput, [(.control("u"), .clearText)]),
    KeyBinding(
      .caseInput, "Esc", "cancel", chinese: "取消", .caseInput, [(.escape, .cancel), (.control("c"), .quit)]),
  ]

  // MARK: - Keys no help lists

  private static let unlistedRows: [KeyBinding] = [
    KeyBinding(
      .none, "Esc  ?  q  Enter  F1", "close the help", .help,
      [
        (.escape, .closeHelp), (.character("?"), .closeHelp), (.character("q"), .closeHelp),
        (.enter, .closeHelp), (.function(1), .closeHelp), (.control("c"), .quit),
      ]),
    KeyBinding(
      .none, "j  k  Space  b  g  G", "scroll the help", .help,
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
      .none, "y  Enter  n  Esc", "answer the question (submit, sync, quit)", .confirm,
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
    KeyBinding(
      .none, "j  k  Space  b  g  G  Ctrl-C", "scroll a full-screen picture", .pictureViewer,
      [
        (.character("j"), .lineDown), (.down, .lineDown), (.enter, .lineDown), (.character("k"), .lineUp),
        (.up, .lineUp), (.pageDown, .pageDown), (.character(" "), .pageDown), (.control("f"), .pageDown),
        (.pageUp, .pageUp), (.character("b"), .pageUp), (.control("b"), .pageUp),
        (.control("d"), .halfPageDown), (.control("u"), .halfPageUp), (.home, .top), (.character("g"), .top),
        (.end, .bottom), (.character("G"), .bottom), (.control("l"), .redraw), (.control("c"), .quit),
      ]),
    KeyBinding(
      .none, "j  k  Enter  Esc", "choose in a box over the page (similar questions)", .chooser,
      [
        (.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp),
        (.home, .top), (.character("g"), .top), (.end, .bottom), (.character("G"), .bottom),
        (.enter, .openEntry), (.escape, .cancel), (.character("q"), .cancel), (.character("o"), .cancel),
        (.control("c"), .quit),
      ]),
    KeyBinding(
      .none, "q  Esc  Ctrl-C  r", "quit the loading screen; try a failed fetch again", .loading,
      [
        (.character("q"), .quit), (.escape, .quit), (.control("c"), .quit),
        (.character("r"), .refresh),
      ]),
  ]
}
