import LeetText

extension ChineseWords: SegmentWords {
  var editorial: String { "★ 官方题解：" }
  var official: String { "官方" }
  func views(_ count: Int) -> String { "\(SegmentText.count(count)) 次阅读" }
  func by(_ author: String) -> String { "作者：\(author)" }
  var premiumArticle: String { "🔒 需要 LeetCode 会员。" }
  func editorialUnreadable(paid: Bool) -> String { paid ? "官方题解需要 LeetCode 会员。" : "官方题解在此无法阅读。" }
  var noSolutions: String { "这道题还没有题解。" }
  func showingSolutions(_ shown: Int, of total: Int?) -> String { showing(shown, of: total, "篇题解") }
  var pinned: String { "📌 置顶" }
  func replies(_ count: Int) -> String { "↳ \(count) 条回复" }
  var noReplies: String { "没有回复。" }
  var noComments: String { "这道题还没有评论。" }
  func showingComments(_ shown: Int, of total: Int?) -> String { showing(shown, of: total, "条评论") }

  /// The count of entries shown, such as `已显示 20 / 340 条评论。`.
  private func showing(_ shown: Int, of total: Int?, _ what: String) -> String {
    "已显示 \(shown)\(total.map { " / \($0)" } ?? "") \(what)。"
  }

  var noSubmissions: String { "这道题还没有提交记录。" }
  func showingSubmissions(_ count: Int) -> String { "已显示最近 \(count) 次提交。" }
  func runtime(_ value: String, beats: String) -> String { "执行用时 \(value)\(beats)" }
  func memory(_ value: String, beats: String) -> String { "内存消耗 \(value)\(beats)" }
  func beats(_ percent: String) -> String { "，击败 \(percent)%" }
  var justNow: String { "刚刚" }

  /// `3 天前`.
  func ago(_ count: Int, _ unit: AgeUnit) -> String {
    let name =
      switch unit {
      case .minute: "分钟"
      case .hour: "小时"
      case .day: "天"
      case .month: "个月"
      case .year: "年"
      }
    return "\(count) \(name)前"
  }
}
