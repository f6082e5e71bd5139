import TermCore

/// Every key of the interface, as data: the reducers dispatch through it and the help screens
/// are drawn from it, so the two cannot disagree.
public enum KeyMap {
  /// The rows, in the order the help lists them; a feature in its own folder contributes its
  /// rows here (`progressRows` in Progress, `collectionRows` in Collections).
  public static let bindings: [KeyBinding] =
    problemRows + pastCodeRows + problemAppRows + listRows + tabEditorRows + caseInputRows + unlistedRows
    + collectionRows + progressRows + notesRows + diffViewerRows

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

  static func both(
    _ contexts: [KeyContext], _ keys: [(Key, KeyCommand)]
  ) -> [KeyBinding.Action] {
    contexts.flatMap { context in
      keys.map { KeyBinding.Action(key: $0.0, context: context, command: $0.1) }
    }
  }

  // MARK: - A problem's page (`?` there)

  private static let problemRows: [KeyBinding] = [
    KeyBinding(
      .problem, "Tab  l  →", \.page.nextSegment, .page,
      [(.tab, .nextSegment), (.character("l"), .nextSegment), (.right, .nextSegment)]),
    KeyBinding(
      .problem, "S-Tab  h  ←", \.page.previousSegment, .page,
      [(.backTab, .previousSegment), (.character("h"), .previousSegment), (.left, .previousSegment)]),
    KeyBinding(
      .problem, "1 2 3 4 5", \.page.jumpToSegment, .page,
      (1...5).map { (.character(Character(String($0))), .segment($0 - 1)) }),
    KeyBinding(
      .problem, "j  k  ↓  ↑", \.page.scrollOrSelect,
      actions: both(
        [.page, .segmentList],
        [(.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp)])
        + both([.page], [(.enter, .lineDown)])),
    KeyBinding(
      .problem, "Enter", \.page.openEntry, .segmentList, [(.enter, .openEntry)]),
    KeyBinding(
      .problem, "]  [", \.page.nextOrPreviousEntry,
      actions: both(
        [.segmentList, .segmentEntry],
        [(.character("]"), .nextEntry), (.character("["), .previousEntry)])),
    KeyBinding(
      .problem, "m", \.page.loadMore, .segmentList, [(.character("m"), .loadMore)]),
    KeyBinding(
      .problem, "r", \.page.refresh,
      actions: both([.segmentList, .segmentEntry, .page], [(.character("r"), .refresh)])),
    KeyBinding(
      .problem, .word(\.names.spaceAndPages), \.common.scrollPage,
      .page,
      [
        (.character(" "), .pageDown), (.pageDown, .pageDown), (.character("b"), .pageUp),
        (.pageUp, .pageUp),
      ]),
    KeyBinding(
      .problem, "Ctrl-F  Ctrl-B", \.common.scrollPage, .page,
      [(.control("f"), .pageDown), (.control("b"), .pageUp)]),
    KeyBinding(
      .problem, "Ctrl-D  Ctrl-U", \.page.scrollHalfPage, .page,
      [(.control("d"), .halfPageDown), (.control("u"), .halfPageUp)]),
    KeyBinding(
      .problem, "g  G  Home  End", \.page.topOrBottom,
      actions: both(
        [.page, .segmentList],
        [(.character("g"), .top), (.home, .top), (.character("G"), .bottom), (.end, .bottom)])),
    KeyBinding(
      .problem, "/  Enter", \.page.search,
      actions: both([.page], [(.character("/"), .startSearch)]) + both([.search], [(.enter, .submit)])),
    KeyBinding(
      .problem, "n  N", \.page.nextMatch,
      actions: both([.page], [(.character("n"), .nextMatch), (.character("N"), .previousMatch)])
        + both([.openProblem], [(.character("n"), .nextUnsolved)])),
    KeyBinding(
      .problem, "H", \.page.nextHint, .page, [(.character("H"), .nextHint)]),
    KeyBinding(
      .problem, "o  Backspace", \.page.similarOrBack,
      actions: both([.page], [(.character("o"), .similarQuestions)])
        + both([.openProblem], [(.backspace, .previousProblem)])),
    KeyBinding(
      .problem, "i", \.page.togglePictures, .page, [(.character("i"), .togglePictures)]
    ),
    KeyBinding(
      .problem, "v", \.page.viewPicture,
      actions: both([.page], [(.character("v"), .viewPicture)])
        + both(
          [.pictureViewer],
          [(.character("v"), .closePicture), (.escape, .closePicture), (.character("q"), .closePicture)])),
    KeyBinding(
      .problem, "n  p  →  ←", \.page.nextPicture,
      .pictureViewer,
      [
        (.character("n"), .nextPicture), (.right, .nextPicture), (.character("l"), .nextPicture),
        (.character("p"), .previousPicture), (.left, .previousPicture), (.character("h"), .previousPicture),
      ]),
    KeyBinding(
      .problem, "Esc", \.page.escape,
      actions: both([.page], [(.escape, .clearSearch)]) + both([.segmentEntry], [(.escape, .closeEntry)])
        + both([.openProblem], [(.escape, .back)])),
    KeyBinding(
      .problem, .word(\.names.mouse), \.page.mouse,
      actions: []),
    KeyBinding(
      .problem, "e", \.page.edit, .page,
      [(.character("e"), .editSolution)]),
    KeyBinding(
      .problem, "t", \.page.test,
      .page,
      [(.character("t"), .runTests)]),
    KeyBinding(
      .problem, "T", \.page.runLocally, .page,
      [(.character("T"), .runLocally)]),
    KeyBinding(
      .problem, "x", \.page.submit, .page,
      [(.character("x"), .submitSolution)]),
    KeyBinding(
      .problem, "c", \.page.editCases,
      actions: both([.page, .solvePanel], [(.character("c"), .editCases)])),
    reviewGradeRow,
    KeyBinding(
      .problem, "f", \.page.changeList,
      .openProblem, [(.character("f"), .changeList)]),
    notesOpenRow,
  ]

  /// The keys of the app around a problem: the sidebar, the language, the tab bar, the sync, the
  /// help and quitting (listed after the page's own keys and those of past code).
  private static let problemAppRows: [KeyBinding] = [
    KeyBinding(
      .problem, "Ctrl-T  s", \.page.toggleSidebar,
      .openProblem,
      [(.control("t"), .toggleSidebar), (.character("s"), .toggleSidebar)]),
    KeyBinding(
      .problem, "Ctrl-G  L", \.common.switchLanguage, .openProblem,
      [(.control("g"), .switchLanguage), (.character("L"), .switchLanguage)]),
    KeyBinding(
      .problem, "Ctrl-E  E", \.common.editTabs, .openProblem,
      [(.control("e"), .editTabs), (.character("E"), .editTabs)]),
    KeyBinding(
      .problem, "Ctrl-R  S", \.common.sync,
      .openProblem,
      [(.control("r"), .sync), (.character("S"), .sync)]),
    KeyBinding(
      .problem, "F5", \.common.syncList,
      .openProblem, [(.function(5), .syncList)]),
    KeyBinding(
      .problem, "F2", \.common.progress,
      .openProblem, [(.function(2), .showProgress)]),
    KeyBinding(.problem, "Ctrl-L", \.page.redraw, .page, [(.control("l"), .redraw)]),
    KeyBinding(
      .problem, "?  F1", \.common.thisHelp, .page,
      [(.character("?"), .showHelp), (.function(1), .showHelp)]),
    KeyBinding(
      .problem, "q", \.page.quit,
      actions: both([.page], [(.character("q"), .quit), (.control("c"), .quit)])
        + both([.openProblem], [(.character("q"), .back)])),
  ]

  // MARK: - The problem list (`?` there)

  private static let listRows: [KeyBinding] = [
    KeyBinding(
      .list, .word(\.names.type), \.list.filter, .list, [(.character("/"), .startFilter)]),
    KeyBinding(
      .list, "←  →  Backspace  Del", \.list.editFilter, .list,
      [
        (.left, .cursorLeft), (.right, .cursorRight), (.backspace, .deleteBackward),
        (.delete, .deleteForward),
      ]),
    KeyBinding(
      .list, "Ctrl-W  Ctrl-U", \.list.deleteWord, .list,
      [(.control("w"), .deleteWord), (.control("u"), .clearText)]),
    KeyBinding(
      .list, "↓  ↑  Ctrl-N  Ctrl-P", \.list.move, .list,
      [(.down, .lineDown), (.up, .lineUp), (.control("n"), .lineDown), (.control("p"), .lineUp)]),
    KeyBinding(
      .list, "PgDn  PgUp  Home  End", \.common.pageFirstLast,
      .list, [(.pageDown, .pageDown), (.pageUp, .pageUp), (.home, .top), (.end, .bottom)]),
    KeyBinding(
      .list, "Enter", \.list.open, .list,
      [(.enter, .open)]),
    KeyBinding(
      .list, "Ctrl-O", \.list.random, .list,
      [(.control("o"), .randomProblem)]),
    KeyBinding(
      .list, "Ctrl-K", \.list.jumpToPractice,
      .list, [(.control("k"), .jumpToPractice)]),
    KeyBinding(
      .list, "Tab", \.list.focusProblem, .list,
      [(.tab, .focusProblem)]),
    KeyBinding(
      .list, "Esc", \.list.escape, .list,
      [(.escape, .back)]),
    KeyBinding(
      .list, "Ctrl-T", \.list.toggleSidebar, .list,
      [(.control("t"), .toggleSidebar)]),
    KeyBinding(.list, "Ctrl-G", \.common.switchLanguage, .list, [(.control("g"), .switchLanguage)]),
    KeyBinding(
      .list, "Ctrl-E", \.common.editTabs, .list, [(.control("e"), .editTabs)]),
    KeyBinding(
      .list, "Ctrl-R", \.common.sync,
      .list, [(.control("r"), .sync)]),
    KeyBinding(
      .list, "F5", \.common.syncList,
      .list, [(.function(5), .syncList)]),
    KeyBinding(
      .list, "F2", \.common.progress,
      .list, [(.function(2), .showProgress)]),
    KeyBinding(
      .list, "?  F1", \.list.help, .list,
      [(.character("?"), .showHelp), (.function(1), .showHelp)]),
    KeyBinding(
      .list, "Ctrl-L  Ctrl-C", \.list.redrawOrQuit, .list,
      [(.control("l"), .redraw), (.control("c"), .quit)]),
    KeyBinding(
      .list, .word(\.names.mouse), \.list.mouse, actions: []),
    KeyBinding(
      .list, "★  ↓  🔒", \.list.signs,
      actions: []),
    KeyBinding(
      .list, "✓  ◐", \.list.marks, actions: []),
  ]

  // MARK: - The tab bar editor (listed in its box)

  private static let tabEditorRows: [KeyBinding] = [
    KeyBinding(
      .tabEditor, "j/k", \.boxes.select, .tabEditor,
      [(.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp)]),
    KeyBinding(
      .tabEditor, "J/K", \.common.move, .tabEditor,
      [
        (.character("J"), .moveItemDown), (.character("+"), .moveItemDown),
        (.character("K"), .moveItemUp), (.character("-"), .moveItemUp),
      ]),
    KeyBinding(
      .tabEditor, .word(\.names.space), \.boxes.showHide, .tabEditor,
      [(.character(" "), .toggleShown), (.character("x"), .toggleShown)]),
    KeyBinding(.tabEditor, "Enter", \.boxes.save, .tabEditor, [(.enter, .submit)]),
    KeyBinding(
      .tabEditor, "Esc", \.boxes.cancel, .tabEditor,
      [(.escape, .cancel), (.character("q"), .cancel), (.character("E"), .cancel)]),
  ]

  // MARK: - The box where test cases are typed (listed in it)

  /// Every printable key types; Ctrl-D runs, since most terminals send Ctrl-Enter as Enter.
  private static let caseInputRows: [KeyBinding] = [
    KeyBinding(.caseInput, "Enter", \.boxes.nextLine, .caseInput, [(.enter, .newLine)]),
    KeyBinding(.caseInput, "Ctrl-D", \.boxes.run, .caseInput, [(.control("d"), .runCases)]),
    KeyBinding(
      .caseInput, "←  →  ↑  ↓", \.common.move, .caseInput,
      [(.left, .cursorLeft), (.right, .cursorRight), (.up, .cursorUp), (.down, .cursorDown)]),
    KeyBinding(
      .caseInput, "Home  End", \.boxes.lineStartEnd, .caseInput,
      [
        (.home, .cursorLineStart), (.control("a"), .cursorLineStart), (.end, .cursorLineEnd),
        (.control("e"), .cursorLineEnd),
      ]),
    KeyBinding(
      .caseInput, "Backspace  Delete", \.boxes.delete, .caseInput,
      [(.backspace, .deleteBackward), (.delete, .deleteForward)]),
    KeyBinding(
      .caseInput, "Ctrl-U", \.boxes.clearLine, .caseInput, [(.control("u"), .clearText)]),
    KeyBinding(
      .caseInput, "Esc", \.boxes.cancel, .caseInput, [(.escape, .cancel), (.control("c"), .quit)]),
  ]

  // MARK: - Keys no help lists

  /// The keys that scroll a view over the whole page (a picture, a diff): a line, a page, half
  /// a page, the top and the bottom.
  static let viewerScrollKeys: [(Key, KeyCommand)] = [
    (.character("j"), .lineDown), (.down, .lineDown), (.enter, .lineDown), (.character("k"), .lineUp),
    (.up, .lineUp), (.pageDown, .pageDown), (.character(" "), .pageDown), (.control("f"), .pageDown),
    (.pageUp, .pageUp), (.character("b"), .pageUp), (.control("b"), .pageUp),
    (.control("d"), .halfPageDown), (.control("u"), .halfPageUp), (.home, .top), (.character("g"), .top),
    (.end, .bottom), (.character("G"), .bottom),
  ]

  private static let unlistedRows: [KeyBinding] = [
    // Close the help.
    KeyBinding(
      unlisted: "Esc  ?  q  Enter  F1", .help,
      [
        (.escape, .closeHelp), (.character("?"), .closeHelp), (.character("q"), .closeHelp),
        (.enter, .closeHelp), (.function(1), .closeHelp), (.control("c"), .quit),
      ]),
    // Scroll the help.
    KeyBinding(
      unlisted: "j  k  Space  b  g  G", .help,
      [
        (.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp),
        (.pageDown, .pageDown), (.character(" "), .pageDown), (.control("f"), .pageDown),
        (.control("d"), .pageDown), (.pageUp, .pageUp), (.character("b"), .pageUp),
        (.control("b"), .pageUp), (.control("u"), .pageUp), (.home, .top), (.character("g"), .top),
        (.end, .bottom), (.character("G"), .bottom),
      ]),
    // Edit or leave the search.
    KeyBinding(
      unlisted: "Backspace  Esc  Ctrl-C", .search,
      [
        (.backspace, .deleteBackward), (.delete, .deleteBackward), (.escape, .finishTyping),
        (.control("c"), .quit),
      ]),
    // Answer the question (submit, sync, quit).
    KeyBinding(
      unlisted: "y  Enter  n  Esc", .confirm,
      [
        (.character("y"), .confirm), (.character("Y"), .confirm), (.enter, .confirm),
        (.character("n"), .cancel), (.character("N"), .cancel), (.escape, .cancel),
        (.character("q"), .cancel), (.control("c"), .quit),
      ]),
    // Dismiss or scroll the judge's panel.
    KeyBinding(
      unlisted: "Esc  q  Enter  j  k  Space  b  g  G",
      .solvePanel,
      [
        (.escape, .closePanel), (.character("q"), .closePanel), (.enter, .closePanel),
        (.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp),
        (.pageDown, .pageDown), (.character(" "), .pageDown), (.pageUp, .pageUp),
        (.character("b"), .pageUp), (.home, .top), (.character("g"), .top), (.end, .bottom),
        (.character("G"), .bottom), (.control("c"), .quit),
      ]),
    // Scroll a full-screen picture.
    KeyBinding(
      unlisted: "j  k  Space  b  g  G  Ctrl-C", .pictureViewer,
      viewerScrollKeys + [(.control("l"), .redraw), (.control("c"), .quit)]),
    // Choose in a box over the page (similar questions).
    KeyBinding(
      unlisted: "j  k  Enter  Esc", .chooser,
      [
        (.character("j"), .lineDown), (.down, .lineDown), (.character("k"), .lineUp), (.up, .lineUp),
        (.home, .top), (.character("g"), .top), (.end, .bottom), (.character("G"), .bottom),
        (.enter, .openEntry), (.escape, .cancel), (.character("q"), .cancel), (.character("o"), .cancel),
        (.control("c"), .quit),
      ]),
    // Quit the loading screen; try a failed fetch again.
    KeyBinding(
      unlisted: "q  Esc  Ctrl-C  r", .loading,
      [
        (.character("q"), .quit), (.escape, .quit), (.control("c"), .quit),
        (.character("r"), .refresh),
      ]),
  ]
}
