import LeetModel

/// The words of the problem browser: its sections, filter line, rows and status line.
public struct BrowserWords: Sendable {
  /// The section of recently viewed problems.
  public var recentlyViewed: String
  /// The section of all problems.
  public var allProblems: String
  /// The section of problems cached for offline reading.
  public var cachedOffline: String
  /// The heading of a tag's section.
  public var tagSection: @Sendable (_ name: String) -> String
  /// The list's name on the filter line.
  public var problems: String
  /// The prompt to type a filter, with its leading spaces.
  public var typeToFilter: String
  /// `12 of 3000`: the problems the filter keeps.
  public var matches: @Sendable (_ count: Int, _ total: Int) -> String
  /// The list, empty under the filter.
  public var noProblemMatches: String
  /// A difficulty in a row of the width given.
  public var difficulty: @Sendable (_ difficulty: Difficulty, _ width: Int) -> String
  /// The columns of a row's difficulty, in a row of the width given.
  public var difficultyColumns: @Sendable (_ width: Int) -> Int
  /// A problem being loaded, in the status line.
  public var loadingShort: String
  /// The problem beside the list is not cached (offline).
  public var notCached: String
  /// The problem beside the list could not be loaded.
  public var notLoaded: String
  /// The key hints: open a problem, the keys, the problem beside, the sidebar, a sync.
  public var openHint: String, helpHint: String, problemHint: String, sidebarHint: String, syncHint: String
  /// The key hint that moves to the Study plans, Lists and Contests sections.
  public var practiceHint: String
  /// The key hint that switches language, naming the other one.
  public var otherLanguage: String
  /// The key hints: edit the tab bar, clear the filter, quit.
  public var tabsHint: String, clearHint: String, quitHint: String
}
