/// The words of the app around the problems: a problem being opened, the list, the sidebar.
public protocol AppMessageWords: Sendable {
  /// Said when a page key (e, t, x) is pressed on a problem's loading screen.
  func stillLoading(_ title: String) -> String
  /// The hint of the key that goes back to the list.
  var listHint: String { get }
  /// The list being refreshed.
  var refreshingList: String { get }
  /// The list arrived with `count` problems.
  func listRefreshed(_ count: Int) -> String
  /// The list could not be fetched: why, and which list is still shown.
  func listNotRefreshed(_ reason: String, kept: StaleList?) -> String
  /// The sidebar was hidden; `key` shows it.
  func sidebarHidden(key: String) -> String
  /// The terminal is narrower than the sidebar needs.
  func sidebarNeedsWidth(_ columns: Int) -> String
  /// The cached list being read, for the sidebar.
  var readingList: String { get }
  /// No list is cached for the sidebar.
  var noListCached: String { get }
  /// Quitting was declined while the sync runs.
  var syncGoesOn: String { get }
}
