import LeetModel
import TermCore

/// The problem browser in `rect`: the filter line, the list, and a status line.
enum BrowserView {
  static func draw(_ app: AppState, in rect: Rect, into grid: inout CellGrid) {
    let theme = app.theme
    let browser = app.browser
    let focused = app.focus == .browser || app.problemRect == nil
    let x = rect.x + 1
    let width = rect.width - 2
    drawFilterLine(app, at: Point(x: x, y: rect.y), width: width, into: &grid)
    let height = app.browserListHeight
    for row in 0..<height {
      let index = browser.top + row
      guard index < browser.rows.count else { break }
      let y = rect.y + 1 + row
      let isCursor = index == browser.cursor
      switch browser.rows[index] {
      case .header(let section, let count, let folded):
        drawHeader(
          section, count: count, folded: folded, app: app, at: Point(x: x, y: y), width: width,
          into: &grid)
      case .item(let item):
        let due = browser.dueRows.contains(index) ? browser.dueLabels[browser.items[item].titleSlug] : nil
        BrowserRowView.draw(
          browser.items[item], app: app, at: Point(x: x, y: y), width: width, due: due, into: &grid)
      }
      if isCursor {
        let band = Rect(x: rect.x, y: y, width: rect.width, height: 1)
        grid.restyle(band) { style in
          var style = style
          if focused {
            style.attributes.insert(.reverse)
          } else {
            style.attributes.insert(.underline)
          }
          return style
        }
      }
    }
    if browser.rows.isEmpty {
      let text = app.words.browser.noProblemMatches
      grid.put(text, at: Point(x: x + 1, y: rect.y + 2), style: theme.quiet, maxWidth: width)
      // A filter given a value it does not take says which values it takes.
      let refusals = ProblemSearch.Query(browser.query).refusals
      let lines = refusals.flatMap { WrappedParagraph.lines($0, width: max(1, width - 2)) }
      for (index, line) in lines.prefix(max(0, rect.height - 4)).enumerated() {
        grid.put(line, at: Point(x: x + 1, y: rect.y + 3 + index), style: theme.quiet, maxWidth: width)
      }
    }
    BrowserStatusView.draw(app, at: Point(x: x, y: rect.maxY - 1), width: width, into: &grid)
  }

  /// The first row: the filter being typed, or the list's name and size.
  private static func drawFilterLine(
    _ app: AppState, at point: Point, width: Int, into grid: inout CellGrid
  ) {
    let theme = app.theme
    let browser = app.browser
    let words = app.words
    var x = point.x
    let limit = point.x + width
    let count =
      browser.isFiltering
      ? words.browser.matches(browser.matchCount, browser.items.count) : "\(browser.items.count)"
    let focused = app.focus == .browser || app.problemRect == nil
    if !browser.query.isEmpty {
      // The text around the insertion point, its end kept in view.
      x += grid.put("/", at: Point(x: x, y: point.y), style: theme.keyName)
      let room = max(0, width - DisplayWidth.of(count) - 4)
      let before = TextSanitizer.clean(String(browser.filter.beforeCursor))
      let after = TextSanitizer.clean(String(browser.filter.afterCursor))
      let shown = String(before.suffix(max(0, room - min(DisplayWidth.of(after), room / 2))))
      x += grid.put(shown, at: Point(x: x, y: point.y), maxWidth: limit - x)
      if focused { x += grid.put("▏", at: Point(x: x, y: point.y), style: theme.keyName) }
      x += grid.put(
        after, at: Point(x: x, y: point.y), maxWidth: max(0, limit - DisplayWidth.of(count) - 1 - x))
    } else {
      let name = words.browser.problems
      x += grid.put(name, at: Point(x: x, y: point.y), style: theme.title, maxWidth: width)
      let prompt = words.browser.typeToFilter
      if focused, x + DisplayWidth.of(prompt) + DisplayWidth.of(count) + 1 < limit {
        x += grid.put(prompt, at: Point(x: x, y: point.y), style: theme.quiet)
      }
    }
    let countX = limit - DisplayWidth.of(count)
    if countX > x + 1 { grid.put(count, at: Point(x: countX, y: point.y), style: theme.quiet) }
  }

  private static func drawHeader(
    _ section: BrowserSection, count: Int, folded: Bool, app: AppState, at point: Point,
    width: Int, into grid: inout CellGrid
  ) {
    let theme = app.theme
    let unicode = theme.glyphs.hasHalfCells
    let arrow = folded ? (unicode ? "▸" : "+") : (unicode ? "▾" : "-")
    var tagName: String?
    if case .tag(let slug) = section { tagName = app.browser.tagName(slug, in: app.settings.language) }
    let title = TextSanitizer.clean(section.title(app.words, tagName: tagName))
    var x = point.x
    x += grid.put(arrow + " ", at: Point(x: x, y: point.y), style: theme.keyName)
    x += grid.put(title, at: Point(x: x, y: point.y), style: theme.title, maxWidth: width - 8)
    if case .practice(let kind) = section {
      // Counted once an index was read: how many plans, lists or contests it holds.
      guard let held = app.browser.practiceCounts[kind] else { return }
      grid.put(" \(held)", at: Point(x: x, y: point.y), style: theme.quiet, maxWidth: point.x + width - x)
      return
    }
    if section == .due {
      // How many are due, and today's reviews against the cap.
      let today = app.words.review.reviewedToday(app.browser.due.gradedToday, app.browser.due.dailyCap)
      grid.put(
        " \(count) · " + today, at: Point(x: x, y: point.y), style: theme.quiet, maxWidth: point.x + width - x
      )
      return
    }
    let counted = app.browser.hasMarks ? sectionCount(section, count: count, app: app) : " \(count)"
    grid.put(counted, at: Point(x: x, y: point.y), style: theme.quiet, maxWidth: point.x + width - x)
  }

  /// A section's count with the marks known: ` 1/7 ✓`, its solved problems of all.
  static func sectionCount(_ section: BrowserSection, count: Int, app: AppState) -> String {
    " \(app.browser.solvedCounts[section] ?? 0)/\(count) \(app.theme.glyphs.solved)"
  }
}
