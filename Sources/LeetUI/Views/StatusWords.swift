/// The words of a problem's status line, in English or Chinese.
struct StatusWords {
  var chinese: Bool

  /// `line 1-18 of 64`, `第 1-18 行，共 64 行`.
  func lines(_ first: Int, _ last: Int, of total: Int) -> String {
    chinese ? "第 \(first)-\(last) 行，共 \(total) 行" : "line \(first)-\(last) of \(total)"
  }

  var empty: String { chinese ? "空" : "empty" }
  var offline: String { chinese ? "离线" : "offline" }

  func match(_ current: Int, of count: Int) -> String {
    chinese ? "匹配 \(current)/\(count)" : "match \(current)/\(count)"
  }

  // The messages of search and pictures.
  func noMatch(_ query: String) -> String { chinese ? "没有找到“\(query)”" : "No match for “\(query)”" }
  var pressSlash: String { chinese ? "按 / 搜索" : "Press / to search" }
  var wrappedToTop: String { chinese ? "已从头继续搜索" : "Search wrapped to the top" }
  var wrappedToBottom: String { chinese ? "已从尾继续搜索" : "Search wrapped to the bottom" }
  var picturesNeedColour: String { chinese ? "图片需要支持颜色的终端" : "Pictures need a terminal with colours" }
  func retryingPictures(_ count: Int) -> String {
    chinese
      ? "正在重新获取 \(count) 张图片" : count == 1 ? "Fetching 1 picture again" : "Fetching \(count) pictures again"
  }
  var noFailedPictures: String { chinese ? "没有需要重试的图片" : "No failed pictures to fetch again" }
  func pictures(shown: Bool) -> String {
    chinese ? (shown ? "已显示图片" : "已隐藏图片") : (shown ? "Pictures shown" : "Pictures hidden")
  }
  var noPictures: String { chinese ? "这道题没有图片" : "This problem has no pictures" }

  // The full-screen picture's words.
  func picture(_ number: Int, of count: Int) -> String {
    chinese ? "图片 \(number)/\(count)" : "picture \(number) of \(count)"
  }
  var drawingPicture: String { chinese ? "正在绘制图片…" : "Drawing the picture…" }
  var pictureNotCached: String { chinese ? "图片未缓存，离线时无法显示" : "Not cached, so not shown offline" }

  /// A key hint's label: `quit`, `退出`.
  func hint(_ label: String) -> String {
    guard chinese else { return label }
    return Self.chineseHints[label] ?? label
  }

  /// Where the page came from, from the fetch layer's English label (`CacheSource.label`):
  /// `bundled`, `live`, `cached today`, `cached 3 days ago`.
  func source(_ label: String) -> String {
    guard chinese else { return label }
    switch label {
    case "bundled": return "内置"
    case "live": return "在线"
    case "cached today": return "今天缓存"
    default:
      let words = label.split(separator: " ")
      if words.count == 4, words[0] == "cached", let days = Int(words[1]), words[3] == "ago" {
        return "\(days) 天前缓存"
      }
      return label
    }
  }

  private static let chineseHints = [
    "segments": "切换", "search": "搜索", "help": "帮助", "quit": "退出", "next/prev": "下一个/上一个",
    "clear": "清除", "back": "返回", "open": "打开", "select": "选择", "list": "列表",
    "find": "查找", "cancel": "取消", "close": "关闭", "scroll": "滚动",
  ]
}

extension ProblemState {
  /// The status line's words in the interface's language.
  var statusWords: StatusWords { StatusWords(chinese: settings.chinese) }
}
