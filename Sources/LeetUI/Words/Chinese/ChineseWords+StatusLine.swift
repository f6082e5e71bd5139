extension ChineseWords: StatusLineWords {
  func lines(_ first: Int, _ last: Int, of total: Int) -> String { "第 \(first)-\(last) 行，共 \(total) 行" }
  var empty: String { "空" }
  var offline: String { "离线" }
  func match(_ current: Int, of count: Int) -> String { "匹配 \(current)/\(count)" }

  /// `quit` as `退出`; a label with no Chinese here falls back to the English.
  func hint(_ label: String) -> String { Self.hints[label] ?? label }

  /// `cached 3 days ago` as `3 天前缓存`; a label it does not know falls back to the English.
  func source(_ label: String) -> String {
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

  private static let hints = [
    "segments": "切换", "search": "搜索", "help": "帮助", "quit": "退出", "next/prev": "下一个/上一个",
    "clear": "清除", "back": "返回", "open": "打开", "select": "选择", "list": "列表",
    "find": "查找", "cancel": "取消",
  ]
}
