/// The status line's words (from the table) under the names the status line calls them by.
struct StatusWords {
  var words: StatusLineWords

  /// `line 1-18 of 64`.
  func lines(_ first: Int, _ last: Int, of total: Int) -> String { words.lines(first, last, total) }
  /// `match 2/5`.
  func match(_ current: Int, of count: Int) -> String { words.match(current, count) }
  /// A key hint's label from its English label.
  func hint(_ label: String) -> String { words.hint(label) }
  /// Where the page came from, from the fetch layer's English label.
  func source(_ label: String) -> String { words.source(label) }
  /// An empty page.
  var empty: String { words.empty }
  /// Started with `--offline`.
  var offline: String { words.offline }
  /// `picture 2 of 3`.
  func picture(_ number: Int, of count: Int) -> String { words.picture(number, count) }
  /// The full-screen picture while it is drawn.
  var drawingPicture: String { words.drawingPicture }
  /// The full-screen picture offline, never fetched.
  var pictureNotCached: String { words.pictureNotCached }
}
