extension ProgressWords {
  /// The Progress screen's words in English.
  static let english = ProgressWords(
    title: { "Progress of \($0)" }, fetched: { "fetched \($0)" }, offline: "offline",
    notRefreshed: { "not refreshed: \($0)" }, solved: "Solved", easy: "Easy", medium: "Medium",
    hard: "Hard", beats: { "beats \($0)" },
    submissions: { "\($0) submissions in the last year" }, activeDays: { "\($0) active days" },
    longestStreak: { "longest streak \($0) days" },
    months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    weekdays: ["Mon", "Wed", "Fri"], less: "Less", more: "More",
    rating: { "Contest rating \($0)" },
    ranking: { place, total in "global ranking \(place)" + (total.map { " / \($0)" } ?? "") },
    top: { "top \($0)" }, contests: { "\($0) contests" }, noContests: "No contest rating yet",
    signedInUser: "the signed-in user", loading: { "Fetching the progress of \($0)…" },
    couldNotLoad: { "Could not load the progress of \($0)" },
    leetCodeSaid: { "LeetCode said: \($0)" }, back: "back", scroll: "scroll", refresh: "refresh")
}
