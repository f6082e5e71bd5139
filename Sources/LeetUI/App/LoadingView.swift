import LeetModel
import TermCore

/// Draws the loading screen: what is being fetched and for how long, or why it failed, and the
/// keys that act.
///
/// Pure.
enum LoadingView {
  static func draw(_ loading: LoadingState, chinese: Bool, theme: Theme, into grid: inout CellGrid) {
    let width = max(1, grid.size.width - 4)
    var y = 1
    let what = name(loading.step, chinese: chinese)
    if let failure = loading.failure {
      let title = chinese ? "无法加载\(what)" : "Could not load \(what)"
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
      let line = fetchingLine(loading.step, elapsed: loading.elapsed, chinese: chinese)
      for part in WrappedParagraph.lines(line, width: width) {
        grid.put(part, at: Point(x: 2, y: y))
        y += 1
      }
    }
    y = min(y + 1, grid.size.height - 1)
    var x = 2
    for (key, words) in hints(failed: loading.failure != nil, chinese: chinese) {
      x += grid.put(key, at: Point(x: x, y: y), style: theme.keyName)
      x += grid.put(" " + words + "   ", at: Point(x: x, y: y), style: theme.quiet)
    }
  }

  /// What is fetched and for how long: `Fetching problem 148… 3 s`.
  static func fetchingLine(_ step: FetchStep, elapsed: Int, chinese: Bool) -> String {
    let what = name(step, chinese: chinese)
    return chinese ? "正在获取\(what)… \(elapsed) 秒" : "Fetching \(what)… \(elapsed) s"
  }

  /// The thing fetched, as the sentence names it.
  static func name(_ step: FetchStep, chinese: Bool) -> String {
    switch step {
    case .problem(let query):
      let shown = TextSanitizer.oneLine(query)
      return chinese ? "题目 \(shown)" : "problem \(shown)"
    case .list: return chinese ? "题目列表" : "the problem list"
    case .daily: return chinese ? "今日每日一题" : "today's daily problem"
    }
  }

  /// The keys that act, from the key map: `r try again` after a failure, and `q quit`.
  private static func hints(failed: Bool, chinese: Bool) -> [(String, String)] {
    let retry = ([KeyCommand.refresh], chinese ? "重试" : "try again")
    let quit = ([KeyCommand.quit], chinese ? "退出" : "quit")
    return KeyHint.hints(failed ? [retry, quit] : [quit], in: .loading).map { ($0.key, $0.label) }
  }
}
