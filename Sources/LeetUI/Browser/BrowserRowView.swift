import LeetModel
import TermCore

/// One problem in the list: daily mark, id, the user's mark (when any are known), title,
/// difficulty, acceptance (or, in the Due section, when it is due), lock, and the sign of a
/// statement readable offline.
enum BrowserRowView {
  static func draw(
    _ item: ProblemListItem, app: AppState, at point: Point, width: Int, due: ReviewDue? = nil,
    into grid: inout CellGrid
  ) {
    let theme = app.theme
    let browser = app.browser
    let unicode = theme.glyphs.hasHalfCells
    let y = point.y
    let limit = point.x + width
    // Right-hand columns, from the right edge: cached mark, lock, acceptance, difficulty.
    var right = limit
    let cached = browser.cachedSlugs.contains(item.titleSlug)
    right -= 1
    if cached {
      grid.put(theme.glyphs.offline, at: Point(x: right, y: y), style: cachedStyle(theme))
    }
    right -= 2
    if item.isPaidOnly {
      grid.put(unicode ? "🔒" : "$", at: Point(x: right, y: y), style: theme.notice)
    }
    if let due {
      // Right-aligned in a column as wide as `overdue 99 days`, so the difficulties line up.
      let text = TextSanitizer.clean(app.words.review.due(due))
      let column = max(15, DisplayWidth.of(text))
      right -= column + 1
      let style: Style = if case .overdue = due { theme.notice } else { theme.quiet }
      grid.put(text, at: Point(x: right + column - DisplayWidth.of(text), y: y), style: style)
    } else if width >= 56 {
      let text = item.acceptance.map { ProblemPage.percent($0) } ?? ""
      right -= 7
      let padded = String(repeating: " ", count: max(0, 6 - text.count)) + text
      grid.put(padded, at: Point(x: right, y: y), style: theme.quiet)
    }
    if let difficulty = item.difficulty {
      let label = app.words.browser.difficulty(difficulty, width)
      let column = app.words.browser.difficultyColumns(width)
      right -= column + 1
      grid.put(label, at: Point(x: right, y: y), style: theme.style(for: difficulty.style))
    }
    // Left: daily mark and id, then the title in what is left.
    var x = point.x
    if item.titleSlug == browser.dailySlug {
      grid.put(unicode ? "★" : "*", at: Point(x: x, y: y), style: theme.notice)
    }
    x += 1
    let id = TextSanitizer.clean(item.frontendID)
    let idWidth = 5
    let padded = String(repeating: " ", count: max(0, idWidth - DisplayWidth.of(id))) + id
    x += grid.put(padded, at: Point(x: x, y: y), style: theme.quiet, maxWidth: idWidth)
    x += 2
    if browser.hasMarks {
      let mark = browser.mark(slug: item.titleSlug)
      if let sign = theme.glyphs.sign(for: mark) {
        grid.put(sign, at: Point(x: x, y: y), style: markStyle(mark, theme))
      }
      x += 2
    }
    let title = TextSanitizer.clean(item.title(in: app.settings.language))
    HeaderView.drawTruncated(
      title, at: Point(x: x, y: y), width: right - 1 - x, style: Style(), into: &grid)
  }

  /// Solved in green, attempted in yellow (plain without colour).
  static func markStyle(_ mark: SolvedMark, _ theme: Theme) -> Style {
    guard theme.usesColor else { return Style() }
    return Style(foreground: mark == .solved ? .green : .yellow)
  }

  private static func cachedStyle(_ theme: Theme) -> Style {
    Style(foreground: theme.usesColor ? .green : .default)
  }
}
