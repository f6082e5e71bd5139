import LeetModel
import TermCore

/// An index of plans, lists or contests in `rect`, where the browser's list stands: its title,
/// each shelf and its sets with their progress, size or start, and a status line.
///
/// Pure.
enum ShelfView {
  static func draw(_ shelf: ShelfScreen, app: AppState, in rect: Rect, into grid: inout CellGrid) {
    let theme = app.theme
    let words = app.words
    grid.fill(rect)
    let x = rect.x + 1
    let width = rect.width - 2
    HeaderView.drawTruncated(
      words.collections.indexTitle(shelf.index.kind), at: Point(x: x, y: rect.y), width: width,
      style: theme.title, into: &grid)
    var note: [String] = []
    if shelf.index.kind == .plan, !shelf.signedIn { note.append(words.collections.signInForYours) }
    if let age = shelf.age { note.append(words.cachedAgo(age)) }
    HeaderView.drawTruncated(
      note.joined(separator: " · "), at: Point(x: x, y: rect.y + 1), width: width, style: theme.quiet,
      into: &grid)
    let printer = CollectionPrint(
      words: words, glyphs: theme.glyphs, width: width, time: shelf.time)
    let focused = app.focus == .browser || app.problemRect == nil
    for line in 0..<app.collectionListHeight {
      let index = shelf.top + line
      guard index < shelf.rows.count else { break }
      let y = rect.y + 3 + line
      switch shelf.rows[index] {
      case .shelf(let number):
        var heading = words.collections.shelf(shelf.index.sections[number].shelf)
        if shelf.index.kind == .contest { heading += " (\(words.collections.localTime))" }
        if shelf.index.sections[number].summaries.isEmpty { heading += " · " + words.collections.nothing }
        HeaderView.drawTruncated(
          heading, at: Point(x: x, y: y), width: width, style: theme.title, into: &grid)
      case .summary(let number, let item):
        let summary = shelf.index.sections[number].summaries[item]
        let facts = printer.facts(of: summary)
        var rest = facts.dropFirst().joined(separator: " · ")
        let room = max(0, width - 2 - min(12, DisplayWidth.of(facts.first ?? "")) - 2)
        if DisplayWidth.of(rest) > room, let start = summary.startTime {
          // Narrow: the countdown says more than the date.
          rest = facts.dropFirst().filter { $0 != shelf.time.dateAndTime(start) }.joined(separator: " · ")
        }
        let restWidth = min(DisplayWidth.of(rest), room)
        HeaderView.drawTruncated(
          TextSanitizer.clean(facts.first ?? summary.slug), at: Point(x: x + 2, y: y),
          width: max(0, width - 2 - restWidth - 2), style: Style(), into: &grid)
        HeaderView.drawTruncated(
          TextSanitizer.clean(rest), at: Point(x: x + width - restWidth, y: y), width: restWidth,
          style: theme.quiet, into: &grid)
      }
      if index == shelf.cursor {
        grid.restyle(Rect(x: rect.x, y: y, width: rect.width, height: 1)) { style in
          var style = style
          style.attributes.insert(focused ? .reverse : .underline)
          return style
        }
      }
    }
    CollectionView.drawStatus(
      quitsOnBack: shelf.quitsOnBack, app: app, at: Point(x: x, y: rect.maxY - 1), width: width,
      into: &grid)
  }
}
