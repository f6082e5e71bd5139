import LeetModel

/// The screen shown while the start's fetch runs.
///
/// It says what is fetched, for how long, and, once it failed, why. Keys act at once: q and Esc
/// quit, r tries a failed fetch again.
public struct LoadingState: Hashable, Sendable {
  /// What the start asked for: the problem or today's daily problem when the cache cannot
  /// answer, or the problem list on first use.
  public var request: FetchStep
  /// What is being fetched at this moment (the list first, to find an id no cached list knows).
  public var step: FetchStep
  /// Whole seconds since this try started.
  public var elapsed = 0
  /// Why the fetch failed, once it has.
  public var failure: String?
  /// The number of this try: answers to an earlier one are ignored.
  public var attempt = 1

  /// The screen of a start that asked for `request`; a try starts on that step, and the service
  /// announces any other as it comes.
  public init(request: FetchStep) {
    self.request = request
    step = request
  }
}

/// What the start's fetch reports back, each tagged with its try's number.
public enum StartupEvent: Sendable {
  /// The fetch moved on to `step`.
  case fetching(FetchStep)
  /// Whole seconds since the try started.
  case elapsed(Int)
  /// The problem arrived.
  case problem(ProblemOpening)
  /// The list arrived: its items, the slugs cached, the recently viewed, today's daily problem.
  case list([ProblemListItem], cached: Set<String>, recent: [String], dailySlug: String?)
  /// The fetch failed: why, on one line.
  case failed(String)
  /// The fetch was answered with what trying again cannot change (no such problem, not cached
  /// offline): why, on one line, said on the command line once the interface is gone.
  case refused(String)
}
