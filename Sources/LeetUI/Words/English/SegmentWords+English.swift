import LeetText

extension SegmentWords {
  /// The segment documents' words in English.
  static let english = SegmentWords(
    editorial: "★ Editorial: ", official: "official", views: { "\(SegmentText.count($0)) views" },
    by: { "by \($0)" }, premiumArticle: "🔒 Needs LeetCode Premium.",
    editorialUnreadable: {
      $0 ? "The official editorial needs LeetCode Premium." : "The official editorial is not readable here."
    },
    noSolutions: "No solutions yet for this problem.",
    showingSolutions: { showing($0, of: $1, "community solutions") }, pinned: "📌 pinned",
    replies: { "↳ \($0) \($0 == 1 ? "reply" : "replies")" }, noReplies: "No replies.",
    noComments: "No comments yet on this problem.", showingComments: { showing($0, of: $1, "comments") },
    noSubmissions: "No submissions for this problem yet.",
    showingSubmissions: { "Showing the latest \($0) submissions." }, runtime: { "Runtime \($0)\($1)" },
    memory: { "Memory \($0)\($1)" }, beats: { ", beats \($0)%" }, justNow: "just now",
    ago: { "\($0) \($1.rawValue)\($0 == 1 ? "" : "s") ago" },
    signInHeading: { "Your submissions need you to be signed in to \($0)." },
    signInSteps: [
      "Run ",
      ": it signs in as a browser of this machine already is (and asks for the cookies only when"
        + " none is), or set the environment variables ", " and ", ". Then open this page again.",
    ],
    signInNote: "leetview keeps the session in its config file (mode 0600) and never in the cache.")

  /// The count of entries shown, such as `Showing 20 of 340 comments.`.
  private static func showing(_ shown: Int, of total: Int?, _ what: String) -> String {
    "Showing \(shown)\(total.map { " of \($0)" } ?? "") \(what)."
  }
}
