/// What a feature's `reduce` asks for: work for the feature's own runner, or something only the
/// app around it can do.
public enum FeatureEffect<Work: Hashable & Sendable>: Hashable, Sendable {
  /// Work for the feature's runner (a load, a refresh), carried out of the app as its effect.
  case work(Work)
  /// Something of the app around the feature: quitting, the help, a message, a problem to open.
  case app(AppRequest)
}
