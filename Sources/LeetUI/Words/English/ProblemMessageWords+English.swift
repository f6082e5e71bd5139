extension ProblemMessageWords {
  /// A problem's messages in English.
  static let english = ProblemMessageWords(
    noMatch: { "No match for “\($0)”" }, pressSlash: "Press / to search",
    wrappedToTop: "Search wrapped to the top", wrappedToBottom: "Search wrapped to the bottom",
    picturesNeedColour: "Pictures need a terminal with colours",
    retryingPictures: { $0 == 1 ? "Fetching 1 picture again" : "Fetching \($0) pictures again" },
    noFailedPictures: "No failed pictures to fetch again",
    pictures: { $0 ? "Pictures shown" : "Pictures hidden" }, noPictures: "This problem has no pictures",
    premiumSolution: "This solution needs LeetCode Premium.", noEntryAfter: "No entry after this one",
    noEntryBefore: "No entry before this one", alreadyLoading: "Already loading…",
    wholeListShown: "The whole list is shown")
}
