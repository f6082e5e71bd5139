extension CollectionWords {
  /// Plans', lists' and contests' words in English.
  static let english = CollectionWords(
    indexTitle: {
      switch $0 {
      case .plan: "Study plans"
      case .list: "Favourite lists"
      case .contest: "Contests"
      }
    },
    shelf: {
      switch $0 {
      case .yours: "Your plans"
      case .catalogue: "LeetCode's plans"
      case .created: "Your lists"
      case .collected: "Collected lists"
      case .upcoming: "Upcoming"
      case .past: "Past"
      }
    },
    solvedOf: { "\($0)/\($1) solved" }, problemCount: { $0 == 1 ? "1 problem" : "\($0) problems" },
    locked: "locked: needs LeetCode Premium", premium: "Premium",
    notStarted: "its problems show when it starts", nothing: "none",
    startsIn: { "starts in \(CollectionWords.span($0, day: "d", hour: "h", minute: "min"))" },
    running: "running now", cachedAgo: { "cached \($0)" },
    signInForYours: "Your plans: not signed in; run `leetview login`",
    points: { $0 == 1 ? "1 point" : "\($0) points" }, localTime: "local time",
    allSolved: { "Every problem of \($0) is solved" }, backHint: "back",
    chooserTitle: "Favourite lists", addTo: "add to", removeFrom: "remove from",
    noListsToChange: "You have no list of your own to change", chooseHint: "choose", changeHint: "change",
    cancelHint: "cancel", added: { "Added to \($0)" }, removed: { "Removed from \($0)" },
    changeNeedsNetwork: "Changing a list needs the network")
}
