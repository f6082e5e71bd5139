import LeetModel

/// What the app fetches before it has anything to show: the problem or today's daily problem
/// when the cache cannot answer, or the problem list on first use.
public enum StartupRequest: Hashable, Sendable {
  /// `leetview <query>`: the problem as the user named it.
  case problem(String)
  /// `leetview daily`.
  case daily
  /// `leetview` without a cached list.
  case list
}

/// What is being fetched at this moment, in the order a start may need them.
public enum LoadingStep: Hashable, Sendable {
  /// The problem list (to find an id, or for the browser).
  case list
  /// One problem, as the user named it.
  case problem(String)
  /// Today's daily problem.
  case daily
}

/// The screen shown while the start's fetch runs.
///
/// It says what is fetched, for how long, and, once it failed, why. Keys act at once: q and Esc
/// quit, r tries a failed fetch again.
public struct LoadingState: Hashable, Sendable {
  public var request: StartupRequest
  public var step: LoadingStep
  /// Whole seconds since this try started.
  public var elapsed = 0
  /// Why the fetch failed, once it has.
  public var failure: String?
  /// The number of this try: answers to an earlier one are ignored.
  public var attempt = 1

  public init(request: StartupRequest) {
    self.request = request
    step = Self.firstStep(of: request)
  }

  /// The step a try starts on (the service announces any other as it comes).
  static func firstStep(of request: StartupRequest) -> LoadingStep {
    switch request {
    case .problem(let query): .problem(query)
    case .daily: .daily
    case .list: .list
    }
  }
}

/// What the start's fetch reports back, each tagged with its try's number.
public enum StartupEvent: Sendable {
  /// The fetch moved on to `step`.
  case fetching(LoadingStep)
  /// Whole seconds since the try started.
  case elapsed(Int)
  /// The problem arrived.
  case problem(ProblemOpening)
  /// The list arrived: its items, the slugs cached, the recently viewed, today's daily problem.
  case list([ProblemListItem], cached: Set<String>, recent: [String], dailySlug: String?)
  /// The fetch failed: why, on one line.
  case failed(String)
}
