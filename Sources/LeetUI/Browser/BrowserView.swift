import LeetModel
import TermCore

/// The problem browser in `rect`: the filter line, the list, and a status line.
enum BrowserView {
  static func draw(_ app: AppState, in rect: Rect, into grid: inout CellGrid) {
    let theme = app.theme
    let browser = app.browser
    let focused = app.focus == .browser || app.problem == nil
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
        BrowserRowView.draw(
          browser.items[item], app: app, at: Point(x: x, y: y), width: width, into: &grid)
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
      let text = app.settings.chinese ? "没有匹配的题目" : "No problem matches"
      grid.put(text, at: Point(x: x + 1, y: rect.y + 2), style: theme.quiet, maxWidth: width)
    }
    BrowserStatusView.draw(app, at: Point(x: x, y: rect.maxY - 1), width: width, into: &grid)
  }

  /// The first row: the filter being typed, or the list's name and size.
  private static func drawFilterLine(
    _ app: AppState, at point: Point, width: Int, into grid: inout CellGrid
  ) {
    let theme = app.theme
    let browser = app.browser
    let chinese = app.settings.chinese
    var x = point.x
    let limit = point.x + width
    let count =
      browser.isFiltering
      ? (chinese
        ? "\(browser.matchCount) / \(browser.items.count)"
        : "\(browser.matchCount) of \(browser.items.count)")
      : "\(browser.items.count)"
    if browser.typing || !browser.query.isEmpty {
      x += grid.put("/", at: Point(x: x, y: point.y), style: theme.keyName)
      let room = max(0, width - DisplayWidth.of(count) - 4)
      let shown = TextSanitizer.clean(String(browser.query.suffix(room)))
      x += grid.put(shown, at: Point(x: x, y: point.y), maxWidth: limit - x)
      if browser.typing { grid.put("▏", at: Point(x: x, y: point.y), style: theme.keyName) }
    } else {
      let name = chinese ? "题库" : "Problems"
      x += grid.put(name, at: Point(x: x, y: point.y), style: theme.title, maxWidth: width)
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
    if case .tag(let slug) = section { tagName = app.browser.tagNames[slug] }
    let title = TextSanitizer.clean(section.title(chinese: app.settings.chinese, tagName: tagName))
    var x = point.x
    x += grid.put(arrow + " ", at: Point(x: x, y: point.y), style: theme.keyName)
    x += grid.put(title, at: Point(x: x, y: point.y), style: theme.title, maxWidth: width - 8)
    grid.put(" \(count)", at: Point(x: x, y: point.y), style: theme.quiet, maxWidth: point.x + width - x)
  }
}
