import LeetModel

/// The words of the problem browser: its sections, filter line, rows and status line.
public protocol BrowserWords: Sendable {
  /// The section of recently viewed problems.
  var recentlyViewed: String { get }
  /// The section of all problems.
  var allProblems: String { get }
  /// The section of problems cached for offline reading.
  var cachedOffline: String { get }
  /// The heading of a tag's section.
  func tagSection(_ name: String) -> String
  /// The list's name on the filter line.
  var problems: String { get }
  /// The prompt to type a filter, with its leading spaces.
  var typeToFilter: String { get }
  /// `12 of 3,000`: the problems the filter keeps.
  func matches(_ count: Int, of total: Int) -> String
  /// The list, empty under the filter.
  var noProblemMatches: String { get }
  /// A difficulty in a row `width` columns wide.
  func difficulty(_ difficulty: Difficulty, width: Int) -> String
  /// The columns of a row's difficulty.
  func difficultyColumns(width: Int) -> Int
  /// A problem being loaded, in the status line.
  var loadingShort: String { get }
  /// The problem beside the list is not cached (offline).
  var notCached: String { get }
  /// The problem beside the list could not be loaded.
  var notLoaded: String { get }
  /// The key hint that opens a problem.
  var openHint: String { get }
  /// The key hint that shows the keys.
  var helpHint: String { get }
  /// The key hint that goes to the problem beside the list.
  var problemHint: String { get }
  /// The key hint that shows or hides the sidebar.
  var sidebarHint: String { get }
  /// The key hint that starts a sync.
  var syncHint: String { get }
  /// The key hint that switches language, naming the other one.
  var otherLanguage: String { get }
  /// The key hint that edits the tab bar.
  var tabsHint: String { get }
  /// The key hint that clears the filter.
  var clearHint: String { get }
  /// The key hint that quits.
  var quitHint: String { get }
}
