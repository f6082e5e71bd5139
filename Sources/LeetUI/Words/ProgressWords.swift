/// The words of the Progress screen and of `leetview stats`.
public struct ProgressWords: Sendable {
  /// `Progress of alice`.
  public var title: @Sendable (_ user: String) -> String
  /// `fetched 3 hours ago`, from the age in words.
  public var fetched: @Sendable (_ age: String) -> String
  /// `offline`, before the age of what is shown.
  public var offline: String
  /// `not refreshed: <reason>`.
  public var notRefreshed: @Sendable (_ reason: String) -> String
  /// The heading of the solved counts.
  public var solved: String
  /// The difficulties' names: Easy, Medium, Hard.
  public var easy: String
  public var medium: String
  public var hard: String
  /// `beats 93.4%`.
  public var beats: @Sendable (_ percent: String) -> String
  /// `1,234 submissions in the last year`.
  public var submissions: @Sendable (_ count: String) -> String
  /// `210 active days`.
  public var activeDays: @Sendable (_ count: String) -> String
  /// `longest streak 40 days`.
  public var longestStreak: @Sendable (_ count: String) -> String
  /// The twelve months' short names, January first, as month labels above the heatmap.
  public var months: [String]
  /// The labels of the heatmap's Monday, Wednesday and Friday rows.
  public var weekdays: [String]
  /// The legend's two ends: `Less`, `More`.
  public var less: String
  public var more: String
  /// `Contest rating 1,845`.
  public var rating: @Sendable (_ rating: String) -> String
  /// `global ranking 23,456 / 612,345`.
  public var ranking: @Sendable (_ place: String, _ of: String?) -> String
  /// `top 4.21%`.
  public var top: @Sendable (_ percent: String) -> String
  /// `30 contests`.
  public var contests: @Sendable (_ count: String) -> String
  /// Said when the user has no contest rating.
  public var noContests: String
  /// The signed-in user, as the sentences name them before their name is known.
  public var signedInUser: String
  /// Said while the progress is fetched.
  public var loading: @Sendable (_ user: String) -> String
  /// `Could not load the progress of alice`.
  public var couldNotLoad: @Sendable (_ user: String) -> String
  /// `LeetCode said: …`, before what it reported beside its data.
  public var leetCodeSaid: @Sendable (_ message: String) -> String
  /// The key hints: back, scroll, refresh.
  public var back: String
  public var scroll: String
  public var refresh: String
}
