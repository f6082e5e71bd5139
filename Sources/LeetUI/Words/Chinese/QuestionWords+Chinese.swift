extension QuestionWords {
  /// The questions in Chinese, which has no spaces to break at: one sentence a line.
  static let chinese = QuestionWords(
    quitTitle: " 退出 ", quitQuestion: { _ in ["后台同步仍在进行。", "退出会停止同步，已下载的题目会保留。"] },
    quitJudgingQuestion: { _ in ["提交正在判题。", "退出后不再等待结果，结果会显示在提交记录中。"] },
    quitAnswers: { "\($0) 退出  \($1) 留下" }, syncTitle: " 同步 ",
    detailsQuestion: { ["后台下载全部免费题目以便离线阅读？", "请求很多，可能需要很长时间。", "仅刷新题目列表请按 \($0)。"] },
    listQuestion: "在后台重新获取题目列表？", questionLines: { sentences, _ in sentences },
    syncAnswers: { "\($0) 开始  \($1) 取消" })
}
