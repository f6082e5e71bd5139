extension CommonKeyWords {
  /// What several screens' keys do alike, in English.
  static let english = CommonKeyWords(
    move: "move",
    scrollPage: "scroll a page",
    pageFirstLast: "a page / the first / the last",
    thisHelp: "this help",
    back: "back",
    switchLanguage: "English / 中文",
    editTabs: "edit the tab bar",
    sync: "sync --details in the background (asks y / n)",
    syncList: "refresh the problem list only (asks y / n)",
    progress: "your progress: solved, calendar, rating")
}

extension PageKeyWords {
  /// A problem's help, in English.
  static let english = PageKeyWords(
    nextSegment: "next segment",
    previousSegment: "previous segment",
    jumpToSegment: "jump to a segment",
    scrollOrSelect: "scroll; in a list, select",
    openEntry: "open the selected entry",
    nextOrPreviousEntry: "next / previous entry",
    loadMore: "load more of the list",
    refresh: "refresh the segment, retry failed pictures",
    scrollHalfPage: "scroll half a page",
    topOrBottom: "top / bottom",
    search: "search in the page",
    nextMatch: "next / prev. match; else plan's next unsolved",
    nextHint: "open the next hint",
    similarOrBack: "similar questions / back to the problem before",
    togglePictures: "hide / show pictures",
    viewPicture: "a picture full-screen; v, Esc or q closes it",
    nextPicture: "full-screen: next / previous picture",
    escape: "back to the list, clear search; never quits",
    mouse: "click a tab or entry, wheel",
    edit: "edit the solution in $EDITOR",
    test: "run the solution on the examples, or type cases",
    runLocally: "run the solution on this machine, offline",
    submit: "submit the solution (asks y / n)",
    editCases: "type or edit the test cases, then run them",
    gradeReview: "accepted: grade it for review (Esc skips)",
    changeList: "add to / remove from a list (asks which)",
    notes: "the problem's note: read it, edit it in $EDITOR",
    toggleSidebar: "show / hide the list beside (wide screens)",
    redraw: "redraw the screen",
    quit: "quit; back to the list when opened from it")
}

extension ListKeyWords {
  /// The problem list's help, in English.
  static let english = ListKeyWords(
    filter: "filter: words, ids, d:easy t:graph is:cached is:free",
    editFilter: "edit the filter",
    deleteWord: "delete a word / to the start",
    move: "move in the list",
    open: "open the problem, fold a section",
    random: "a random problem the filter keeps",
    jumpToPractice: "to Study plans, Lists, Contests (again: the next)",
    focusProblem: "to the problem beside the list",
    escape: "clear the filter; on an empty one, quit",
    toggleSidebar: "show / hide the list beside a problem",
    help: "this help (? on an empty filter)",
    redrawOrQuit: "redraw the screen / quit",
    mouse: "click selects, again opens; a section folds; wheel",
    signs: "today's daily, cached offline, premium",
    marks: "solved, attempted; filter is:solved is:unsolved")
}

extension BoxKeyWords {
  /// The boxes that list their keys, in English.
  static let english = BoxKeyWords(
    select: "select",
    showHide: "show/hide",
    save: "save",
    cancel: "cancel",
    nextLine: "next line",
    run: "run",
    lineStartEnd: "line start, end",
    delete: "delete",
    clearLine: "clear the line")
}

extension ScreenKeyWords {
  /// A plan's, list's or contest's help, and the Progress screen's, in English.
  static let english = ScreenKeyWords(
    open: "open",
    focusProblem: "to the problem beside",
    scrollLine: "scroll a line",
    topOrBottom: "the top / the bottom",
    refetch: "fetch again from LeetCode",
    redrawOrQuit: "redraw / quit", editNote: "edit the note in $EDITOR")
}

extension KeyNameWords {
  /// The keys named in words, in English.
  static let english = KeyNameWords(
    space: "Space",
    spaceAndPages: "Space  b  PgDn  PgUp",
    mouse: "mouse",
    type: "type")
}
