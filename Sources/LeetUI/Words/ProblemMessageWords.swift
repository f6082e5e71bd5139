/// The messages of a problem's reducers: search, pictures, moving between entries.
public struct ProblemMessageWords: Sendable {
  /// The search found nothing.
  public var noMatch: @Sendable (_ query: String) -> String
  /// `n` with no search: how to start one.
  public var pressSlash: String
  /// The search went past one end to the other: to the top, to the bottom.
  public var wrappedToTop: String, wrappedToBottom: String
  /// Pictures asked for on a terminal without colours.
  public var picturesNeedColour: String
  /// The failed pictures being fetched again.
  public var retryingPictures: @Sendable (_ count: Int) -> String
  /// No picture failed.
  public var noFailedPictures: String
  /// Pictures shown or hidden.
  public var pictures: @Sendable (_ shown: Bool) -> String
  /// `v` on a problem without pictures.
  public var noPictures: String
  /// A solution opened that needs Premium.
  public var premiumSolution: String
  /// No entry after the last one, or before the first.
  public var noEntryAfter: String, noEntryBefore: String
  /// More asked for while it loads.
  public var alreadyLoading: String
  /// More asked for when all is shown.
  public var wholeListShown: String
}
