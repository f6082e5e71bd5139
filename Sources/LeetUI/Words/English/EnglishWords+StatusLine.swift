extension EnglishWords: StatusLineWords {
  func lines(_ first: Int, _ last: Int, of total: Int) -> String { "line \(first)-\(last) of \(total)" }
  var empty: String { "empty" }
  var offline: String { "offline" }
  func match(_ current: Int, of count: Int) -> String { "match \(current)/\(count)" }
  /// The key map's labels are English already.
  func hint(_ label: String) -> String { label }
  /// The fetch layer's labels are English already.
  func source(_ label: String) -> String { label }
}
