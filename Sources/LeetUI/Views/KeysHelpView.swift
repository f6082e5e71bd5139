import TermCore

/// The keys of the screen on top in a framed box (`?` or F1 in the list, on a plan, list or
/// contest, on the Progress screen), closed as a problem's help is.
enum KeysHelpView {
  /// The help screen whose rows `app` lists: the Progress screen's, a collection's, or the list's.
  static func screen(of app: AppState) -> KeyBinding.HelpScreen {
    if app.progressScreen != nil { return .progress }
    if app.notesScreen != nil { return .notes }
    if app.collection != nil || app.shelf != nil { return .collection }
    return .list
  }

  /// Draws the rows of `screen(of: app)` centred over what is on screen.
  static func draw(_ app: AppState, into grid: inout CellGrid) {
    let entries = KeyMap.rows(for: screen(of: app))
    let theme = app.theme
    let words = app.words
    let keys = entries.map { $0.keys(in: words) }
    let keysWidth = keys.map { DisplayWidth.of($0) }.max() ?? 0
    let actions = entries.map { $0.help(in: words) }
    let actionWidth = actions.map { DisplayWidth.of($0) }.max() ?? 0
    let footer = KeyHint.helpFooter(words)
    let inner = min(
      app.size.width - 2, max(keysWidth + 3 + actionWidth + 2, DisplayWidth.of(footer) + 2))
    let note =
      app.lastMessageText.map { HelpOverlay.messageRows($0, width: inner - 2, words: words) } ?? []
    let height = min(app.size.height, entries.count + 3 + (note.isEmpty ? 0 : note.count + 1))
    let box = Rect(
      x: max(0, (app.size.width - inner - 2) / 2), y: max(0, (app.size.height - height) / 2),
      width: inner + 2, height: height)
    FrameView.draw(box, title: words.panels.keysTitle, theme: theme, into: &grid)
    // The last message in full above the keys, so that it shows however short the screen.
    let top = note.isEmpty ? 0 : note.count + 1
    for (index, row) in note.prefix(max(0, height - 3)).enumerated() {
      let style = row.isMessage ? theme.notice : theme.keyName
      grid.put(
        row.keys + row.action, at: Point(x: box.x + 2, y: box.y + 1 + index), style: style,
        maxWidth: inner - 2)
    }
    for index in entries.indices.prefix(max(0, height - 3 - top)) {
      let y = box.y + 1 + top + index
      let x = box.x + 2
      grid.put(keys[index], at: Point(x: x, y: y), style: theme.keyName, maxWidth: inner - 2)
      let actionX = x + keysWidth + 3
      grid.put(
        actions[index], at: Point(x: actionX, y: y), maxWidth: max(0, box.maxX - 2 - actionX))
    }
    let footerX = box.x + max(1, (box.width - DisplayWidth.of(footer)) / 2)
    grid.put(footer, at: Point(x: footerX, y: box.maxY - 2), style: theme.quiet, maxWidth: inner)
  }
}
