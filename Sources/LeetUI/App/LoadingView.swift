import LeetModel
import TermCore

/// Draws the loading screen: what is being fetched and for how long, or why it failed, and the
/// keys that act.
///
/// Pure.
enum LoadingView {
  static func draw(_ loading: LoadingState, words: Words, theme: Theme, into grid: inout CellGrid) {
    let width = max(1, grid.size.width - 4)
    var y = 1
    let what = name(loading.step, words)
    if let failure = loading.failure {
      let title = words.loading.couldNotLoad(what)
      for line in WrappedParagraph.lines(title, width: width) {
        grid.put(line, at: Point(x: 2, y: y), style: theme.notice)
        y += 1
      }
      for line in WrappedParagraph.lines(TextSanitizer.oneLine(failure), width: width)
      where y < grid.size.height - 2 {
        grid.put(line, at: Point(x: 2, y: y))
        y += 1
      }
    } else {
      let line = fetchingLine(loading.step, elapsed: loading.elapsed, words)
      for part in WrappedParagraph.lines(line, width: width) {
        grid.put(part, at: Point(x: 2, y: y))
        y += 1
      }
    }
    y = min(y + 1, grid.size.height - 1)
    var x = 2
    for (key, label) in hints(failed: loading.failure != nil, words) {
      x += grid.put(key, at: Point(x: x, y: y), style: theme.keyName)
      x += grid.put(" " + label + "   ", at: Point(x: x, y: y), style: theme.quiet)
    }
  }

  /// What is fetched and for how long: `Fetching problem 148… 3 s`.
  static func fetchingLine(_ step: FetchStep, elapsed: Int, _ words: Words) -> String {
    words.loading.fetching(name(step, words), elapsed)
  }

  /// The thing fetched, as the sentence names it.
  static func name(_ step: FetchStep, _ words: Words) -> String {
    switch step {
    case .problem(let query): words.loading.problem(TextSanitizer.oneLine(query))
    case .list: words.loading.theList
    case .daily: words.loading.todaysDaily
    }
  }

  /// The keys that act, from the key map: `r try again` after a failure, and `q quit`.
  private static func hints(failed: Bool, _ words: Words) -> [(String, String)] {
    let retry = ([KeyCommand.refresh], words.loading.tryAgain)
    let quit = ([KeyCommand.quit], words.browser.quitHint)
    return KeyHint.hints(failed ? [retry, quit] : [quit], in: .loading).map { ($0.key, $0.label) }
  }
}
