/// The words of the segment documents: solutions, comments, submissions.
public struct SegmentWords: Sendable {
  /// The mark before the official editorial's title.
  public var editorial: String
  /// The editorial's author.
  public var official: String
  /// `1.2K views`.
  public var views: @Sendable (_ count: Int) -> String
  /// `by alice`.
  public var by: @Sendable (_ author: String) -> String
  /// An article that needs Premium.
  public var premiumArticle: String
  /// Why the editorial cannot be read: it needs Premium, or it is not readable here.
  public var editorialUnreadable: @Sendable (_ paid: Bool) -> String
  /// The solutions list, empty.
  public var noSolutions: String
  /// The solutions shown, of how many: `Showing 20 of 340 community solutions.`.
  public var showingSolutions: @Sendable (_ shown: Int, _ total: Int?) -> String
  /// The mark of a pinned comment.
  public var pinned: String
  /// `↳ 3 replies`.
  public var replies: @Sendable (_ count: Int) -> String
  /// A comment's thread, empty.
  public var noReplies: String
  /// The comments list, empty.
  public var noComments: String
  /// The comments shown, of how many: `Showing 20 of 340 comments.`.
  public var showingComments: @Sendable (_ shown: Int, _ total: Int?) -> String
  /// The submissions list, empty.
  public var noSubmissions: String
  /// The submissions shown: `Showing the latest 20 submissions.`.
  public var showingSubmissions: @Sendable (_ count: Int) -> String
  /// `Runtime 4 ms, beats 91.2%`.
  public var runtime: @Sendable (_ value: String, _ beats: String) -> String
  /// `Memory 18 MB, beats 40%`.
  public var memory: @Sendable (_ value: String, _ beats: String) -> String
  /// `, beats 91.2%`, after a runtime or memory figure.
  public var beats: @Sendable (_ percent: String) -> String
  /// An age under a minute.
  public var justNow: String
  /// `3 days ago`.
  public var ago: @Sendable (_ count: Int, _ unit: AgeUnit) -> String
  /// The submissions page without credentials: its heading, naming the host.
  public var signInHeading: @Sendable (_ host: String) -> String
  /// The text around `leetview login`, `LEETCODE_SESSION` and `LEETCODE_CSRFTOKEN`: before the
  /// first, between them, and after the last.
  public var signInSteps: [String]
  /// Where the session is kept.
  public var signInNote: String
}

/// The unit of an age in words.
public enum AgeUnit: String, Sendable {
  case minute, hour, day, month, year
}
