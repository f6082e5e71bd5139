/// Work the Progress screen asks its runner to do.
public enum ProgressEffect: Hashable, Sendable {
  /// Load the progress of `user` (nil: the signed-in user), fetched again when `refresh`,
  /// answering with `ProgressAction.loaded` or `.failed`.
  case load(user: String?, refresh: Bool)
}
