import TermCore

/// Draws the Progress screen over the whole screen: the page scrolled to its row, or the
/// loading or failure words, and a key line at the bottom.
///
/// Pure.
enum ProgressScreenView {
  /// Draws `screen` into `grid`, sized as `app` is.
  static func draw(_ screen: ProgressScreen, app: AppState, into grid: inout CellGrid) {
    let words = app.words
    let size = app.size
    let who = screen.user ?? screen.page?.progress.user ?? words.progress.signedInUser
    if let page = screen.page {
      let sheet = ProgressSheet.render(page, width: size.width, theme: app.theme, words: words)
      for row in 0..<max(0, size.height - 1) {
        let source = row + screen.scroll
        guard source < sheet.size.height else { break }
        for x in 0..<size.width {
          let cell = sheet[x, source]
          if !cell.isContinuation { grid.set(cell, x: x, y: row) }
        }
      }
    } else {
      let text =
        screen.loading ? words.progress.loading(who) : words.progress.couldNotLoad(who)
      let y = max(0, size.height / 2 - 1)
      let x = max(1, (size.width - DisplayWidth.of(text)) / 2)
      grid.put(text, at: Point(x: x, y: y), style: app.theme.title, maxWidth: size.width - 2)
      if let failure = screen.failure {
        // Why, wrapped whole above the key line (its remedy is often at its end).
        let lines = WrappedParagraph.lines(failure, width: max(1, size.width - 2))
        for (index, line) in lines.prefix(max(0, size.height - 1 - (y + 2))).enumerated() {
          grid.put(
            line, at: Point(x: 1, y: y + 2 + index), style: app.theme.notice,
            maxWidth: size.width - 2)
        }
      }
    }
    drawKeyLine(screen, app: app, words: words, into: &grid)
  }

  /// The bottom line: the keys, and what runs or failed.
  private static func drawKeyLine(
    _ screen: ProgressScreen, app: AppState, words: Words, into grid: inout CellGrid
  ) {
    let y = app.size.height - 1
    guard y > 0 else { return }
    var x = 1
    let hints: [(KeyCommand, String)] = [
      (.back, words.progress.back), (.lineDown, words.progress.scroll),
      (.refresh, words.progress.refresh), (.showHelp, words.browser.helpHint),
    ]
    for (command, word) in hints {
      guard let key = KeyMap.keys(for: command, in: .progress).first else { continue }
      x += grid.put(KeyHint.name(of: key), at: Point(x: x, y: y), style: app.theme.keyName)
      x += grid.put(" " + word + "  ", at: Point(x: x, y: y), style: app.theme.quiet)
    }
    let status: String?
    if screen.loading, screen.page != nil {
      status = words.progress.loading(screen.user ?? screen.page?.progress.user ?? "")
    } else if let failure = screen.failure, screen.page != nil {
      status = words.progress.notRefreshed(failure)
    } else {
      status = nil
    }
    if let status {
      grid.put(
        status, at: Point(x: x + 1, y: y), style: app.theme.notice,
        maxWidth: max(0, app.size.width - x - 2))
    }
  }
}
