import TermCore

extension ProblemState {
  /// The status line's four key hints, from the key map (most useful first after the first):
  /// while a search has matches, on a segment's open entry or list, or else the page's; the
  /// last says how to leave (`q quit`, or `q list` when opened from the list).
  var keyHints: [KeyHint] {
    let hints: [KeyHint]
    let view = segments.views[selected]
    if !(search?.matches.isEmpty ?? true) {
      hints = KeyHint.hints(
        [([.nextMatch, .previousMatch], "next/prev"), ([.clearSearch], "clear")], in: .page)
    } else if view?.isOpen == true {
      hints = KeyHint.hints(
        [([.closeEntry], "back"), ([.nextEntry, .previousEntry], "next/prev")], in: .segmentEntry)
    } else if view?.items.isEmpty == false {
      hints = KeyHint.hints(
        [([.openEntry], "open"), ([.lineDown, .lineUp], "select")], in: .segmentList)
    } else {
      hints = KeyHint.hints([([.nextSegment], "segments"), ([.startSearch], "search")], in: .page)
    }
    let help = KeyHint.hint(.showHelp, "help", in: .page)
    // `q` in the slot where it always was: Esc also leaves, but closes an entry or search first.
    let leave =
      fromList
      ? KeyHint.hints([([.back], "list")], in: .openProblem, excluding: [.escape]).first
      : KeyHint.hint(.quit, "quit", in: .page)
    return hints + [help, leave].compactMap { $0 }
  }
}
