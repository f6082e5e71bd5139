extension EnglishWords: ProblemMessageWords {
  func noMatch(_ query: String) -> String { "No match for “\(query)”" }
  var pressSlash: String { "Press / to search" }
  var wrappedToTop: String { "Search wrapped to the top" }
  var wrappedToBottom: String { "Search wrapped to the bottom" }
  var picturesNeedColour: String { "Pictures need a terminal with colours" }
  func retryingPictures(_ count: Int) -> String {
    count == 1 ? "Fetching 1 picture again" : "Fetching \(count) pictures again"
  }
  var noFailedPictures: String { "No failed pictures to fetch again" }
  func pictures(shown: Bool) -> String { shown ? "Pictures shown" : "Pictures hidden" }
  var premiumSolution: String { "This solution needs LeetCode Premium." }
  var noEntryAfter: String { "No entry after this one" }
  var noEntryBefore: String { "No entry before this one" }
  var alreadyLoading: String { "Already loading…" }
  var wholeListShown: String { "The whole list is shown" }
}
