/// The Progress screen's state: whose progress, the page once it arrived, and where it is
/// scrolled to.
public struct ProgressScreen: Hashable, Sendable {
  /// Whose progress: a user name, or nil for the signed-in user.
  public var user: String?
  /// Opened by `leetview stats`, with nothing behind it: back quits.
  public var alone: Bool
  /// The page, once it arrived.
  public var page: ProgressPage?
  /// Whether a load or a refresh runs.
  public var loading = true
  /// Why the progress could not be loaded (when there is no page), or refreshed (when there is).
  public var failure: String?
  /// The first row of the page on screen.
  public var scroll = 0

  /// The screen of `user`'s progress, before it arrived.
  public init(user: String?, alone: Bool) {
    self.user = user
    self.alone = alone
  }
}
