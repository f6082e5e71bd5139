extension StatusLineWords {
  /// The status line's words in English; the key map's and the fetch layer's labels are English
  /// already.
  static let english = StatusLineWords(
    lines: { "line \($0)-\($1) of \($2)" }, empty: "empty", offline: "offline",
    match: { "match \($0)/\($1)" }, hint: { $0 }, source: { $0 })
}
