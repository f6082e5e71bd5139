extension StatusLineWords {
  /// The status line's words in English; the key map's and the fetch layer's labels are English
  /// already.
  static let english = StatusLineWords(
    lines: { "line \($0)-\($1) of \($2)" }, empty: "empty", offline: "offline",
    match: { "match \($0)/\($1)" }, hint: { $0 }, picture: { "picture \($0) of \($1)" },
    drawingPicture: "Drawing the picture…", pictureNotCached: "Not cached, so not shown offline",
    source: { $0 })
}
