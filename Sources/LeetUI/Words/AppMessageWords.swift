/// The words of the app around the problems: a problem being opened, the list, the sidebar.
public struct AppMessageWords: Sendable {
  /// Said when a page key (e, t, x) is pressed on a problem's loading screen.
  public var stillLoading: @Sendable (_ title: String) -> String
  /// The hint of the key that goes back to the list.
  public var listHint: String
  /// The list being refreshed.
  public var refreshingList: String
  /// The list arrived with this many problems.
  public var listRefreshed: @Sendable (_ count: Int) -> String
  /// The list could not be fetched: why, and which list is still shown.
  public var listNotRefreshed: @Sendable (_ reason: String, _ kept: StaleList?) -> String
  /// Tab in the list with no problem open to go to; the key given opens the one selected.
  public var noProblemOpen: @Sendable (_ openKey: String) -> String
  /// Esc on a problem opened alone, with nothing open to close; the key given quits.
  public var escapeDoesNotQuit: @Sendable (_ quitKey: String) -> String
  /// The sidebar was hidden; the key given shows it.
  public var sidebarHidden: @Sendable (_ key: String) -> String
  /// The terminal is narrower than the columns the sidebar needs.
  public var sidebarNeedsWidth: @Sendable (_ columns: Int) -> String
  /// The cached list being read, for the sidebar.
  public var readingList: String
  /// No list is cached for the sidebar.
  public var noListCached: String
  /// Quitting was declined while the sync runs.
  public var syncGoesOn: String
  /// Chinese chosen for a problem LeetCode has not translated: only the labels change.
  public var noTranslation: String
  /// A sync asked for when started with `--offline`, or while one runs.
  public var syncNeedsNetwork: String, syncAlreadyRunning: String
  /// `sync --details` started, before its first progress line.
  public var syncStarting: String
  /// The tab bar's choice could not be saved, and why.
  public var tabsNotSaved: @Sendable (_ reason: String) -> String
  /// The problem shown is the cached copy, and why.
  public var cachedCopy: @Sendable (_ note: String) -> String
  /// The problem shown is the copy bundled with leetview, and why.
  public var bundledCopy: @Sendable (_ note: String) -> String
}
