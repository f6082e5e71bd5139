import TermCore

/// In place of the problem beside the list, when the one selected could not be loaded (not
/// cached, offline): its title, "Not cached" and why, so the problem before is not taken for it.
enum UnavailableView {
  static func draw(
    _ app: AppState, slug: String, reason: String, in rect: Rect, into grid: inout CellGrid
  ) {
    let theme = app.theme
    let x = rect.x + 2
    let width = max(0, rect.width - 4)
    var title = slug
    if let item = app.browser.item(slug: slug) {
      title = "\(item.frontendID). \(item.title(in: app.settings.language))"
    }
    grid.put(
      TextSanitizer.clean(title), at: Point(x: x, y: rect.y), style: theme.title, maxWidth: width)
    let heading =
      app.settings.offline ? app.words.browser.notCached : app.words.browser.notLoaded
    grid.put(heading, at: Point(x: x, y: rect.y + 2), style: theme.notice, maxWidth: width)
    for (index, line) in WrappedParagraph.lines(TextSanitizer.clean(reason), width: width).enumerated() {
      let y = rect.y + 4 + index
      guard y < rect.maxY else { break }
      grid.put(line, at: Point(x: x, y: y), style: theme.quiet, maxWidth: width)
    }
  }
}
