import LeetText

extension EnglishWords: SegmentWords {
  var editorial: String { "★ Editorial: " }
  var official: String { "official" }
  func views(_ count: Int) -> String { "\(SegmentText.count(count)) views" }
  func by(_ author: String) -> String { "by \(author)" }
  var premiumArticle: String { "🔒 Needs LeetCode Premium." }
  func editorialUnreadable(paid: Bool) -> String {
    paid ? "The official editorial needs LeetCode Premium." : "The official editorial is not readable here."
  }
  var noSolutions: String { "No solutions yet for this problem." }
  func showingSolutions(_ shown: Int, of total: Int?) -> String {
    showing(shown, of: total, "community solutions")
  }

  var pinned: String { "📌 pinned" }
  func replies(_ count: Int) -> String { "↳ \(count) \(count == 1 ? "reply" : "replies")" }
  var noReplies: String { "No replies." }
  var noComments: String { "No comments yet on this problem." }
  func showingComments(_ shown: Int, of total: Int?) -> String { showing(shown, of: total, "comments") }

  /// The count of entries shown, such as `Showing 20 of 340 comments.`.
  private func showing(_ shown: Int, of total: Int?, _ what: String) -> String {
    "Showing \(shown)\(total.map { " of \($0)" } ?? "") \(what)."
  }

  var noSubmissions: String { "No submissions for this problem yet." }
  func showingSubmissions(_ count: Int) -> String { "Showing the latest \(count) submissions." }
  func runtime(_ value: String, beats: String) -> String { "Runtime \(value)\(beats)" }
  func memory(_ value: String, beats: String) -> String { "Memory \(value)\(beats)" }
  func beats(_ percent: String) -> String { ", beats \(percent)%" }
  var justNow: String { "just now" }
  func ago(_ count: Int, _ unit: AgeUnit) -> String {
    "\(count) \(unit.rawValue)\(count == 1 ? "" : "s") ago"
  }
}
