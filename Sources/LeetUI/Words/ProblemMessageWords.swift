/// The messages of a problem's reducers: search, pictures, moving between entries.
public protocol ProblemMessageWords: Sendable {
  /// The search found nothing.
  func noMatch(_ query: String) -> String
  /// `n` with no search: how to start one.
  var pressSlash: String { get }
  /// The search went past the last match to the first.
  var wrappedToTop: String { get }
  /// The search went past the first match to the last.
  var wrappedToBottom: String { get }
  /// Pictures asked for on a terminal without colours.
  var picturesNeedColour: String { get }
  /// The failed pictures being fetched again.
  func retryingPictures(_ count: Int) -> String
  /// No picture failed.
  var noFailedPictures: String { get }
  /// Pictures shown or hidden.
  func pictures(shown: Bool) -> String
  /// A solution opened that needs Premium.
  var premiumSolution: String { get }
  /// No entry after the last one.
  var noEntryAfter: String { get }
  /// No entry before the first one.
  var noEntryBefore: String { get }
  /// More asked for while it loads.
  var alreadyLoading: String { get }
  /// More asked for when all is shown.
  var wholeListShown: String { get }
}
