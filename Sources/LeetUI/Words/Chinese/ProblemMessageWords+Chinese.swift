extension ProblemMessageWords {
  /// A problem's messages in Chinese.
  static let chinese = ProblemMessageWords(
    noMatch: { "没有找到“\($0)”" }, pressSlash: "按 / 搜索", wrappedToTop: "已从头继续搜索", wrappedToBottom: "已从尾继续搜索",
    picturesNeedColour: "图片需要支持颜色的终端", retryingPictures: { "正在重新获取 \($0) 张图片" },
    noFailedPictures: "没有需要重试的图片", pictures: { $0 ? "已显示图片" : "已隐藏图片" }, noPictures: "这道题没有图片",
    premiumSolution: "此题解需要 LeetCode 会员。", noEntryAfter: "已是最后一项", noEntryBefore: "已是第一项",
    alreadyLoading: "正在加载…", wholeListShown: "已全部显示")
}
