extension StatusLineWords {
  /// The status line's words in Chinese; a key hint or cache label with no Chinese here falls
  /// back to the English.
  static let chinese = StatusLineWords(
    lines: { "第 \($0)-\($1) 行，共 \($2) 行" }, empty: "空", offline: "离线", match: { "匹配 \($0)/\($1)" },
    hint: { hints[$0] ?? $0 }, picture: { "图片 \($0)/\($1)" }, drawingPicture: "正在绘制图片…",
    pictureNotCached: "图片未缓存，离线时无法显示", source: source)

  /// `cached 3 days ago` as `3 天前缓存`.
  private static func source(_ label: String) -> String {
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
    "find": "查找", "cancel": "取消", "close": "关闭", "scroll": "滚动",
  ]
}
