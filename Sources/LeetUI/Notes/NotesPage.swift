import LeetModel
import LeetText
import TermCore

/// The Notes view's lines: the note read as Markdown (as a statement's text is) and wrapped to
/// the width, or the words for no note.
///
/// Pure.
enum NotesPage {
  /// Rows above the note (title, state, a blank) and below it (the key line).
  static let headerRows = 3
  /// The key line.
  static let footerRows = 1

  /// The note of `screen` laid out `width` columns wide: as Markdown, or, changed on both
  /// sides, as the plain lines of both copies between their markers (which Markdown would read
  /// as a heading and a quote).
  static func lines(_ screen: NotesScreen, width: Int, words: Words) -> [StyledLine] {
    let shown = screen.record?.shown ?? ""
    guard !shown.isEmpty else {
      return screen.loading ? [] : [StyledLine([Span(words.notes.empty, style: .dim)])]
    }
    guard screen.record?.isConflicted == true else {
      return DocumentLayout.lines(MarkdownReader.document(shown), width: max(1, width), cutsURLs: true)
    }
    let markers = [NoteRecord.hereMarker, NoteRecord.betweenMarker, NoteRecord.thereMarker]
    return shown.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      let style: TextStyle = markers.contains(String(line)) ? .bold : []
      let wrapped = WrappedParagraph.lines(TextSanitizer.clean(String(line)), width: max(1, width))
      return (wrapped.isEmpty ? [""] : wrapped).map { StyledLine([Span($0, style: style)]) }
    }
  }

  /// The note's rows on a screen of `size`.
  static func bodyHeight(_ size: Size) -> Int {
    max(0, size.height - headerRows - footerRows)
  }

  /// The width the note is wrapped to on a screen of `size`: a margin of two on each side.
  static func bodyWidth(_ size: Size) -> Int {
    max(1, size.width - 4)
  }

  /// The last first line the note may be scrolled to on a screen of `size`.
  static func maxScroll(_ screen: NotesScreen, size: Size, words: Words) -> Int {
    max(0, lines(screen, width: bodyWidth(size), words: words).count - bodyHeight(size))
  }
}
