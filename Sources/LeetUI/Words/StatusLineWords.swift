/// The words of a problem's status line: where you are, where the page came from, key hints.
public protocol StatusLineWords: Sendable {
  /// `line 1-18 of 64`.
  func lines(_ first: Int, _ last: Int, of total: Int) -> String
  /// An empty page.
  var empty: String { get }
  /// Started with `--offline`.
  var offline: String { get }
  /// `match 2/5`.
  func match(_ current: Int, of count: Int) -> String
  /// A key hint's label from its English label: `quit`.
  func hint(_ label: String) -> String
  /// Where the page came from, from the fetch layer's English label (`CacheSource.label`):
  /// `bundled`, `live`, `cached today`, `cached 3 days ago`.
  func source(_ label: String) -> String
}
