extension ChineseWords: LoadingWords {
  func couldNotLoad(_ what: String) -> String { "无法加载\(what)" }
  func fetching(_ what: String, elapsed: Int) -> String { "正在获取\(what)… \(elapsed) 秒" }
  func problem(_ query: String) -> String { "题目 \(query)" }
  var theList: String { "题目列表" }
  var todaysDaily: String { "今日每日一题" }
  var tryAgain: String { "重试" }
}
