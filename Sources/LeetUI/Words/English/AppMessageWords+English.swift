extension AppMessageWords {
  /// The app's messages in English.
  static let english = AppMessageWords(
    stillLoading: { "\($0) is still loading; e, t and x act once it is shown" }, listHint: "list",
    refreshingList: "Refreshing the problem list…",
    listRefreshed: { "Problem list refreshed: \(NumberText.grouped($0)) problems" },
    listNotRefreshed: { "Could not refresh the problem list (\($0)); \(shown($1))" },
    noProblemOpen: { "No problem is open to go to; \($0) opens the one selected" },
    escapeDoesNotQuit: { "\($0) quits; Esc only closes a search, a panel or the help" },
    sidebarHidden: { "The sidebar is hidden; \($0) shows it" },
    sidebarNeedsWidth: { "The sidebar needs a terminal of \($0) columns or more" },
    readingList: "Reading the problem list…",
    noListCached: "No problem list is cached yet; run leetview without a problem to fetch it",
    syncGoesOn: "The sync goes on in the background",
    noTranslation: "No Chinese translation of this problem; labels only",
    syncNeedsNetwork: "Sync needs the network (started with --offline)",
    syncAlreadyRunning: "A sync is already running", syncStarting: "sync: starting",
    tabsNotSaved: { "Could not save the tab bar: \($0)" }, cachedCopy: { "Showing a cached copy: \($0)" },
    bundledCopy: { "Showing the bundled copy: \($0)" })

  /// Which list is still shown after a failed refresh.
  private static func shown(_ kept: StaleList?) -> String {
    switch kept {
    case .bundled?: "showing the bundled list"
    case .old(let age)?: "showing the list cached \(age) ago"
    case nil: "showing the list as it was"
    }
  }
}
