import LeetText

extension SegmentWords {
  /// The segment documents' words in Chinese.
  static let chinese = SegmentWords(
    editorial: "★ 官方题解：", official: "官方", views: { "\(SegmentText.count($0)) 次阅读" },
    by: { "作者：\($0)" }, premiumArticle: "🔒 需要 LeetCode 会员。",
    editorialUnreadable: { $0 ? "官方题解需要 LeetCode 会员。" : "官方题解在此无法阅读。" }, noSolutions: "这道题还没有题解。",
    showingSolutions: { showing($0, of: $1, "篇题解") }, pinned: "📌 置顶", replies: { "↳ \($0) 条回复" },
    noReplies: "没有回复。", noComments: "这道题还没有评论。", showingComments: { showing($0, of: $1, "条评论") },
    noSubmissions: "这道题还没有提交记录。", showingSubmissions: { "已显示最近 \($0) 次提交。" },
    runtime: { "执行用时 \($0)\($1)" }, memory: { "内存消耗 \($0)\($1)" }, beats: { "，击败 \($0)%" },
    justNow: "刚刚", ago: { "\($0) \(unit($1))前" }, signInHeading: { "查看提交记录需要先登录 \($0)。" },
    signInSteps: [
      "运行 ", "：它会沿用本机浏览器中已登录的会话（找不到时才请你粘贴 cookie）；或者设置环境变量 ", " 和 ", "。然后重新打开此页。",
    ],
    signInNote: "leetview 把会话保存在配置文件中（权限 0600），从不写入缓存。")

  /// The count of entries shown, such as `已显示 20 / 340 条评论。`.
  private static func showing(_ shown: Int, of total: Int?, _ what: String) -> String {
    "已显示 \(shown)\(total.map { " / \($0)" } ?? "") \(what)。"
  }

  /// `天` for days.
  private static func unit(_ unit: AgeUnit) -> String {
    switch unit {
    case .minute: "分钟"
    case .hour: "小时"
    case .day: "天"
    case .month: "个月"
    case .year: "年"
    }
  }
}
