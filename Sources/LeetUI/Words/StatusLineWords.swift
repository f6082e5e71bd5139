/// The words of a problem's status line: where you are, where the page came from, key hints.
public struct StatusLineWords: Sendable {
  /// `line 1-18 of 64`.
  public var lines: @Sendable (_ first: Int, _ last: Int, _ total: Int) -> String
  /// An empty page.
  public var empty: String
  /// Started with `--offline`.
  public var offline: String
  /// `match 2/5`.
  public var match: @Sendable (_ current: Int, _ count: Int) -> String
  /// A key hint's label from its English label: `quit`.
  public var hint: @Sendable (_ label: String) -> String
  /// The full-screen picture's place among the problem's: `picture 2 of 3`.
  public var picture: @Sendable (_ number: Int, _ count: Int) -> String
  /// The full-screen picture while it is drawn at the screen's size.
  public var drawingPicture: String
  /// The full-screen picture offline, when it was never fetched.
  public var pictureNotCached: String
  /// Where the page came from, from the fetch layer's English label (`CacheSource.label`):
  /// `bundled`, `live`, `cached today`, `cached 3 days ago`.
  public var source: @Sendable (_ label: String) -> String
}
