/// The words of the loading screen: what is fetched, for how long, or why it failed.
public protocol LoadingWords: Sendable {
  /// `Could not load problem 148`.
  func couldNotLoad(_ what: String) -> String
  /// `Fetching problem 148… 3 s`.
  func fetching(_ what: String, elapsed: Int) -> String
  /// `problem 148`, as the sentences name it.
  func problem(_ query: String) -> String
  /// The problem list, as the sentences name it.
  var theList: String { get }
  /// Today's daily problem, as the sentences name it.
  var todaysDaily: String { get }
  /// The key hint that tries again.
  var tryAgain: String { get }
}
