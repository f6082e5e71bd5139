extension ChineseWords: ProblemMessageWords {
  func noMatch(_ query: String) -> String { "没有找到“\(query)”" }
  var pressSlash: String { "按 / 搜索" }
  var wrappedToTop: String { "已从头继续搜索" }
  var wrappedToBottom: String { "已从尾继续搜索" }
  var picturesNeedColour: String { "图片需要支持颜色的终端" }
  func retryingPictures(_ count: Int) -> String { "正在重新获取 \(count) 张图片" }
  var noFailedPictures: String { "没有需要重试的图片" }
  func pictures(shown: Bool) -> String { shown ? "已显示图片" : "已隐藏图片" }
  var premiumSolution: String { "此题解需要 LeetCode 会员。" }
  var noEntryAfter: String { "已是最后一项" }
  var noEntryBefore: String { "已是第一项" }
  var alreadyLoading: String { "正在加载…" }
  var wholeListShown: String { "已全部显示" }
}
