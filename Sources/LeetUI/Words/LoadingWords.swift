/// The words of the loading screen: what is fetched, for how long, or why it failed.
public struct LoadingWords: Sendable {
  /// `Could not load problem 148`.
  public var couldNotLoad: @Sendable (_ what: String) -> String
  /// `Fetching problem 148… 3 s`.
  public var fetching: @Sendable (_ what: String, _ elapsed: Int) -> String
  /// `problem 148`, as the sentences name it.
  public var problem: @Sendable (_ query: String) -> String
  /// The problem list, as the sentences name it.
  public var theList: String
  /// Today's daily problem, as the sentences name it.
  public var todaysDaily: String
  /// The key hint that tries again.
  public var tryAgain: String
}
