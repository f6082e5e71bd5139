import LeetModel

/// The words of study plans, favourite lists and contests, in print and on screen.
public struct CollectionWords: Sendable {
  /// The heading of each kind's index: `Study plans`, `Favourite lists`, `Contests`.
  public var indexTitle: @Sendable (_ kind: ProblemCollection.Kind) -> String
  /// The heading of each shelf of an index, such as `Your plans` or `Upcoming`.
  public var shelf: @Sendable (_ shelf: CollectionIndex.Shelf) -> String
  /// `12/150 solved`.
  public var solvedOf: @Sendable (_ solved: Int, _ total: Int) -> String
  /// `150 problems`.
  public var problemCount: @Sendable (_ count: Int) -> String
  /// A group or list LeetCode keeps for Premium.
  public var locked: String
  /// A set marked for Premium.
  public var premium: String
  /// A contest whose problems are not out yet.
  public var notStarted: String
  /// A shelf or group with nothing in it.
  public var nothing: String
  /// `starts in 2 d 3 h`, from a number of seconds ahead.
  public var startsIn: @Sendable (_ seconds: Int) -> String
  /// A contest under way.
  public var running: String
  /// `cached 3 hours ago`, from the age in words (`3 hours ago`, `just now`).
  public var cachedAgo: @Sendable (_ age: String) -> String
  /// What signing in would add to an index seen signed out.
  public var signInForYours: String
  /// A contest problem's points: `3 points`.
  public var points: @Sendable (_ credit: Int) -> String
  /// `local time`, after a start time.
  public var localTime: String
  /// `Every problem of Top Pebbles 150 is solved`: what `n` says when none is left.
  public var allSolved: @Sendable (_ name: String) -> String
  /// The status line's hint for leaving a collection for the list.
  public var backHint: String
  /// The title of the question `f` asks, and its lines: `add to`, `remove from` (before a list's
  /// name), what it says without a list to change, and its key hints.
  public var chooserTitle: String
  public var addTo: String
  public var removeFrom: String
  public var noListsToChange: String
  public var chooseHint: String
  public var changeHint: String
  public var cancelHint: String
  /// `Added to My drills`, `Removed from My drills`.
  public var added: @Sendable (_ list: String) -> String
  public var removed: @Sendable (_ list: String) -> String
  /// What `f` says offline.
  public var changeNeedsNetwork: String
}
