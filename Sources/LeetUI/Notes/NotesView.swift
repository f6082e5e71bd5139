import LeetModel
import LeetText
import TermCore

/// Draws the Notes view over the whole screen: the title, where the note stands, the note
/// scrolled to its line, and a key line with the last thing to tell.
///
/// Pure.
enum NotesView {
  /// Draws `screen` into `grid`, sized as `app` is.
  static func draw(_ screen: NotesScreen, app: AppState, into grid: inout CellGrid) {
    let words = app.words.notes
    let theme = app.theme
    let size = app.size
    grid.put(words.title(screen.slug), at: Point(x: 2, y: 0), style: theme.title, maxWidth: size.width - 4)
    grid.put(
      stateLine(screen, words: words), at: Point(x: 2, y: 1), style: theme.quiet, maxWidth: size.width - 4)
    let lines = NotesPage.lines(screen, width: NotesPage.bodyWidth(size), words: app.words)
    for row in 0..<NotesPage.bodyHeight(size) {
      let index = screen.scroll + row
      guard index < lines.count else { break }
      var x = 2
      for span in lines[index].spans {
        x += grid.put(
          span.text, at: Point(x: x, y: NotesPage.headerRows + row), style: theme.style(for: span.style),
          maxWidth: size.width - 2 - x)
      }
    }
    drawKeyLine(screen, app: app, into: &grid)
  }

  /// Where the note stands, and why it waits: `kept here, waiting to be sent · offline`.
  static func stateLine(_ screen: NotesScreen, words: NotesWords) -> String {
    if screen.loading { return words.reading }
    if let failure = screen.failure { return words.couldNotKeep(failure) }
    guard let record = screen.record else { return screen.held ?? "" }
    let state = words.state(record.state)
    guard record.state == .waiting, let held = screen.held else { return state }
    return state + " · " + held
  }

  /// The bottom line: the keys, then the last notice.
  private static func drawKeyLine(_ screen: NotesScreen, app: AppState, into grid: inout CellGrid) {
    let y = app.size.height - 1
    guard y > NotesPage.headerRows else { return }
    let words = app.words
    var x = 1
    let hints: [(KeyCommand, String)] = [
      (.editSolution, words.notes.editHint), (.back, words.notes.backHint),
      (.showHelp, words.browser.helpHint),
    ]
    for (command, word) in hints {
      guard let key = KeyMap.keys(for: command, in: .notes).first else { continue }
      x += grid.put(KeyHint.name(of: key), at: Point(x: x, y: y), style: app.theme.keyName)
      x += grid.put(" " + word + "  ", at: Point(x: x, y: y), style: app.theme.quiet)
    }
    if let notice = screen.notices.last {
      grid.put(
        words.notes.line(notice), at: Point(x: x + 1, y: y), style: app.theme.notice,
        maxWidth: max(0, app.size.width - x - 2))
    }
  }
}
