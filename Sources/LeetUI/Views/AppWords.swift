/// The words of the app around the problems, in English or Chinese: a problem being opened, the
/// problem list being refreshed.
struct AppWords {
  var chinese: Bool

  // MARK: - A problem being opened

  /// Said when a page key (e, t, x) is pressed on a problem's loading screen.
  func stillLoading(_ title: String) -> String {
    chinese
      ? "「\(title)」仍在加载；显示后 e、t、x 才可用"
      : "\(title) is still loading; e, t and x act once it is shown"
  }

  /// The hint of the key that goes back to the list.
  var list: String { chinese ? "列表" : "list" }

  // MARK: - Refreshing the problem list

  var refreshingList: String { chinese ? "正在刷新题目列表…" : "Refreshing the problem list…" }

  /// The list arrived with `count` problems.
  func listRefreshed(_ count: Int) -> String {
    chinese ? "题目列表已刷新：\(count) 道题" : "Problem list refreshed: \(Self.grouped(count)) problems"
  }

  /// The list could not be fetched: why, and which list is still shown.
  func listNotRefreshed(_ reason: String, kept: StaleList?) -> String {
    let shown: String
    switch kept {
    case .bundled?: shown = chinese ? "仍显示内置列表" : "showing the bundled list"
    case .old(let age)?: shown = chinese ? "仍显示缓存的列表" : "showing the list cached \(age) ago"
    case nil: shown = chinese ? "仍显示原列表" : "showing the list as it was"
    }
    return chinese
      ? "无法刷新题目列表（\(reason)）；\(shown)" : "Could not refresh the problem list (\(reason)); \(shown)"
  }

  /// The question before `sync --details`, a sentence an item, naming the key of the list alone.
  func detailsQuestion(listKey: String) -> [String] {
    chinese
      ? ["后台下载全部免费题目以便离线阅读？", "请求很多，可能需要很长时间。", "仅刷新题目列表请按 \(listKey)。"]
      : [
        "Fetch every free problem in the background for offline reading?",
        "It makes thousands of requests and can take a long time.", "\(listKey) refreshes only the list.",
      ]
  }

  /// The question before a list-only refresh.
  var listQuestion: String {
    chinese
      ? "在后台重新获取题目列表？"
      : "Fetch the problem list again in the background? It makes a few dozen requests."
  }

  /// `4029` as `4,029`.
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return (number < 0 ? "-" : "") + out
  }
}

extension AppState {
  /// The app's words in the interface's language.
  var words: AppWords { AppWords(chinese: settings.chinese) }
}
