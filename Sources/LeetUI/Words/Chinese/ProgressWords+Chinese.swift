extension ProgressWords {
  /// The Progress screen's words in Chinese.
  static let chinese = ProgressWords(
    title: { "\($0) 的进度" }, fetched: { "获取于\($0)" }, offline: "离线",
    notRefreshed: { "未能刷新：\($0)" }, solved: "已解决", easy: "简单", medium: "中等",
    hard: "困难", beats: { "击败 \($0)" },
    submissions: { "过去一年提交 \($0) 次" }, activeDays: { "活跃 \($0) 天" },
    longestStreak: { "最长连续 \($0) 天" },
    months: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
    weekdays: ["一", "三", "五"], less: "少", more: "多",
    rating: { "竞赛分数 \($0)" },
    ranking: { place, total in "全球排名 \(place)" + (total.map { " / \($0)" } ?? "") },
    top: { "前 \($0)" }, contests: { "参赛 \($0) 场" }, noContests: "还没有竞赛分数",
    signedInUser: "当前用户", loading: { "正在获取 \($0) 的进度…" },
    couldNotLoad: { "无法加载 \($0) 的进度" },
    leetCodeSaid: { "LeetCode 说：\($0)" }, back: "返回", scroll: "滚动", refresh: "刷新")
}
