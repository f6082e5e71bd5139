import LeetModel
import TermCore

/// A plan, list or contest in `rect`, where the browser's list stands: its name and progress, its
/// groups with progress bars, its problems with marks, and a status line.
///
/// Pure.
enum CollectionView {
  static func draw(_ screen: CollectionScreen, app: AppState, in rect: Rect, into grid: inout CellGrid) {
    let theme = app.theme
    let words = app.words.collections
    grid.fill(rect)
    let x = rect.x + 1
    let width = rect.width - 2
    drawTitle(screen, app: app, at: Point(x: x, y: rect.y), width: width, into: &grid)
    let focused = app.focus == .browser || app.problemRect == nil
    let height = app.collectionListHeight
    for line in 0..<height {
      let index = screen.top + line
      guard index < screen.rows.count else { break }
      let y = rect.y + 3 + line
      let point = Point(x: x, y: y)
      switch screen.rows[index] {
      case .group(let group):
        drawGroup(screen, group, app: app, at: point, width: width, into: &grid)
      case .entry(let group, let entry):
        drawEntry(
          screen.collection.groups[group].entries[entry], screen: screen, app: app, at: point,
          width: width, into: &grid)
      case .note(let group):
        let value = screen.collection.groups[group]
        let text =
          value.isLocked
          ? words.locked : screen.collection.kind == .contest ? words.notStarted : words.nothing
        grid.put(
          text, at: Point(x: x + 4, y: y), style: value.isLocked ? theme.notice : theme.quiet,
          maxWidth: width - 4)
      }
      if index == screen.cursor {
        grid.restyle(Rect(x: rect.x, y: y, width: rect.width, height: 1)) { style in
          var style = style
          style.attributes.insert(focused ? .reverse : .underline)
          return style
        }
      }
    }
    drawStatus(
      quitsOnBack: screen.quitsOnBack, app: app, at: Point(x: x, y: rect.maxY - 1), width: width,
      into: &grid)
  }

  /// The first two rows: the set's name in bold, then its solved/total and the copy's age when
  /// cached.
  private static func drawTitle(
    _ screen: CollectionScreen, app: AppState, at point: Point, width: Int, into grid: inout CellGrid
  ) {
    let words = app.words.collections
    let progress = screen.collection.progress(with: app.browser.marks)
    var facts = progress.total > 0 ? [words.solvedOf(progress.solved, progress.total)] : []
    if screen.collection.isPremiumOnly { facts.append(words.premium) }
    if let age = screen.age { facts.append(app.words.cachedAgo(age)) }
    HeaderView.drawTruncated(
      TextSanitizer.clean(screen.collection.name), at: point, width: width, style: app.theme.title,
      into: &grid)
    HeaderView.drawTruncated(
      facts.joined(separator: " · "), at: Point(x: point.x, y: point.y + 1), width: width,
      style: app.theme.quiet, into: &grid)
  }

  /// A group's heading: its name, solved/total and a bar.
  private static func drawGroup(
    _ screen: CollectionScreen, _ group: Int, app: AppState, at point: Point, width: Int,
    into grid: inout CellGrid
  ) {
    let theme = app.theme
    let value = screen.collection.groups[group]
    let solved = value.solvedCount(with: app.browser.marks)
    let count = "\(solved)/\(value.total)"
    let cells = value.isLocked || value.total == 0 ? 0 : min(20, max(5, width / 5))
    let tail = DisplayWidth.of(count) + (cells > 0 ? cells + 1 : 0)
    HeaderView.drawTruncated(
      TextSanitizer.clean(value.name), at: point, width: max(0, width - tail - 2), style: theme.title,
      into: &grid)
    var x = point.x + width - tail
    x += grid.put(count, at: Point(x: x, y: point.y), style: theme.quiet)
    guard cells > 0 else { return }
    let filled = CollectionBar.filledCells(solved: solved, total: value.total, cells: cells)
    let full = theme.glyphs.hasHalfCells ? "█" : "#"
    let empty = theme.glyphs.hasHalfCells ? "░" : "."
    x += 1
    x += grid.put(
      String(repeating: full, count: filled), at: Point(x: x, y: point.y),
      style: Style(foreground: theme.usesColor ? .green : .default))
    grid.put(String(repeating: empty, count: cells - filled), at: Point(x: x, y: point.y), style: theme.quiet)
  }

  /// A problem's row: its mark, id and title, and its difficulty (or points) on the right.
  private static func drawEntry(
    _ entry: ProblemCollection.Entry, screen: CollectionScreen, app: AppState, at point: Point,
    width: Int, into grid: inout CellGrid
  ) {
    let theme = app.theme
    let item = entry.item
    let mark = entry.mark(with: app.browser.marks)
    var right = point.x + width
    if let credit = entry.credit {
      let text = app.words.collections.points(credit)
      right -= DisplayWidth.of(text)
      grid.put(text, at: Point(x: right, y: point.y), style: theme.quiet)
      right -= 1
    }
    if let difficulty = item.difficulty {
      let label = app.words.browser.difficulty(difficulty, width)
      right -= app.words.browser.difficultyColumns(width)
      grid.put(label, at: Point(x: right, y: point.y), style: theme.style(for: difficulty.style))
      right -= 1
    }
    var x = point.x + 1
    if let sign = theme.glyphs.sign(for: mark) {
      let style = Style(foreground: theme.usesColor ? (mark == .solved ? .green : .yellow) : .default)
      grid.put(sign, at: Point(x: x, y: point.y), style: style)
    }
    x += 2
    let id = TextSanitizer.clean(item.frontendID)
    let padded = String(repeating: " ", count: max(0, 5 - DisplayWidth.of(id))) + id
    x += grid.put(padded, at: Point(x: x, y: point.y), style: theme.quiet, maxWidth: 5)
    x += 2
    HeaderView.drawTruncated(
      TextSanitizer.clean(item.title(in: app.settings.language)), at: Point(x: x, y: point.y),
      width: right - 1 - x, style: Style(), into: &grid)
  }

  /// The last row: a message on the left, the keys to open and to go back on the right.
  static func drawStatus(
    quitsOnBack: Bool, app: AppState, at point: Point, width: Int, into grid: inout CellGrid
  ) {
    let theme = app.theme
    let words = app.words
    var x = point.x
    if let message = app.messageText {
      x += grid.put(
        MessageFit.fit(TextSanitizer.clean(message), width: width), at: point, style: theme.notice)
    }
    let hints = KeyHint.hints(
      [
        ([.open], words.browser.openHint), ([.showHelp], words.browser.helpHint),
        ([.back], quitsOnBack ? words.browser.quitHint : words.collections.backHint),
      ], in: .collection)
    let text = hints.map { "\($0.key) \($0.label)" }.joined(separator: "  ")
    let start = point.x + width - DisplayWidth.of(text)
    guard start > x + 1 else { return }
    var hx = start
    for (index, hint) in hints.enumerated() {
      if index > 0 { hx += 2 }
      hx += grid.put(hint.key, at: Point(x: hx, y: point.y), style: theme.keyName)
      hx += grid.put(" " + hint.label, at: Point(x: hx, y: point.y), style: theme.quiet)
    }
  }
}
