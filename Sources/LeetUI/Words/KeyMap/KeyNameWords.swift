/// The keys the help names in words, where a language names them differently.
public struct KeyNameWords: Sendable {
  /// The space bar.
  public var space: String
  /// The keys that page: the space bar, b and the page keys.
  public var spaceAndPages: String
  /// The mouse.
  public var mouse: String
  /// Typing (in the list, every printable key types).
  public var type: String
}
