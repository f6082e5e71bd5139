import LeetText

/// The words of the segment documents: solutions, comments, submissions.
public protocol SegmentWords: Sendable {
  /// The mark before the official editorial's title.
  var editorial: String { get }
  /// The editorial's author.
  var official: String { get }
  /// `1.2K views`.
  func views(_ count: Int) -> String
  /// `by alice`.
  func by(_ author: String) -> String
  /// An article that needs Premium.
  var premiumArticle: String { get }
  /// Why the editorial cannot be read: it needs Premium, or it is not readable here.
  func editorialUnreadable(paid: Bool) -> String
  /// The solutions list, empty.
  var noSolutions: String { get }
  /// `Showing 20 of 340 community solutions.`
  func showingSolutions(_ shown: Int, of total: Int?) -> String
  /// The mark of a pinned comment.
  var pinned: String { get }
  /// `↳ 3 replies`.
  func replies(_ count: Int) -> String
  /// A comment's thread, empty.
  var noReplies: String { get }
  /// The comments list, empty.
  var noComments: String { get }
  /// `Showing 20 of 340 comments.`
  func showingComments(_ shown: Int, of total: Int?) -> String
  /// The submissions list, empty.
  var noSubmissions: String { get }
  /// `Showing the latest 20 submissions.`
  func showingSubmissions(_ count: Int) -> String
  /// `Runtime 4 ms, beats 91.2%`.
  func runtime(_ value: String, beats: String) -> String
  /// `Memory 18 MB, beats 40%`.
  func memory(_ value: String, beats: String) -> String
  /// `, beats 91.2%`, after a runtime or memory figure.
  func beats(_ percent: String) -> String
  /// An age under a minute.
  var justNow: String { get }
  /// `3 days ago`.
  func ago(_ count: Int, _ unit: AgeUnit) -> String
  /// The submissions page without credentials: how to sign in to `host`.
  func signIn(host: String) -> Document
}

/// The unit of an age in words.
public enum AgeUnit: String, Sendable {
  case minute, hour, day, month, year
}
