/// A search in the page: the query and where it matches in the selected page's layout.
public struct SearchState: Hashable, Sendable {
  /// One match: a line and the character range within the line's text.
  public struct Match: Hashable, Sendable {
    public var line: Int
    public var range: Range<Int>
  }

  public var query: String
  public var matches: [Match] = []
  /// The index of the current match in `matches`.
  public var current: Int = 0

  public init(query: String) { self.query = query }

  /// The current match, if any.
  public var currentMatch: Match? { matches.indices.contains(current) ? matches[current] : nil }
}
