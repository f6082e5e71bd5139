extension LoadingWords {
  /// The loading screen's words in Chinese.
  static let chinese = LoadingWords(
    couldNotLoad: { "无法加载\($0)" }, fetching: { "正在获取\($0)… \($1) 秒" }, problem: { "题目 \($0)" },
    theList: "题目列表", todaysDaily: "今日每日一题", tryAgain: "重试")
}
