import TermCore

// The keys of a past submission's code in the one key map (`KeyMap.bindings` lists them): `d`,
// `D` and `R` on a submission, listed by a problem's help, and the diff's own keys, which its
// key line names.

extension KeyMap {
  /// `d`, `D` and `R` on a submission's row or on a submission open.
  static let pastCodeRows: [KeyBinding] = [
    KeyBinding(
      .problem, "d  D", \.pastCode.diff,
      actions: both(
        [.segmentList, .segmentEntry],
        [(.character("d"), .diffWithFile), (.character("D"), .diffSubmissions)])),
    KeyBinding(
      .problem, "R", \.pastCode.restore,
      actions: both([.segmentList, .segmentEntry], [(.character("R"), .restoreSubmission)])),
  ]

  /// The keys of a diff shown over the page: scrolling, and back to the page.
  static let diffViewerRows: [KeyBinding] = [
    KeyBinding(
      unlisted: "j  k  Space  b  g  G", .diffViewer, viewerScrollKeys + [(.control("l"), .redraw)]),
    KeyBinding(
      unlisted: "Esc  q  Ctrl-C", .diffViewer,
      [(.escape, .back), (.character("q"), .back), (.character("d"), .back), (.control("c"), .quit)]),
  ]
}
