extension ChineseWords: QuestionWords {
  var quitTitle: String { " 退出 " }
  /// Two short lines, whatever the width.
  func quitQuestion(width: Int) -> [String] { ["后台同步仍在进行。", "退出会停止同步，已下载的题目会保留。"] }
  func quitAnswers(yes: String, no: String) -> String { "\(yes) 退出  \(no) 留下" }
  var syncTitle: String { " 同步 " }
  func detailsQuestion(listKey: String) -> [String] {
    ["后台下载全部免费题目以便离线阅读？", "请求很多，可能需要很长时间。", "仅刷新题目列表请按 \(listKey)。"]
  }
  var listQuestion: String { "在后台重新获取题目列表？" }
  /// Chinese has no spaces to break at: one sentence a line.
  func questionLines(_ sentences: [String], width: Int) -> [String] { sentences }
  func syncAnswers(yes: String, no: String) -> String { "\(yes) 开始  \(no) 取消" }
}
