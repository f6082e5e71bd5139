extension SolvingWords {
  /// Solving's words in Chinese.
  static let chinese = SolvingWords(
    verdictNotFetched: "已提交，未取回结果",
    needsSession: {
      "运行和提交需要 LeetCode 登录：运行 `\($0)`（或设置 LEETCODE_SESSION 和 "
        + "LEETCODE_CSRFTOKEN），然后重新打开 leetview；未发送任何内容"
    },
    editCases: "编辑测试用例，每行一个参数。", typeCasesNoExamples: "本题没有缓存的示例用例：请输入测试输入，每行一个参数。",
    linesPerCase: { "每个用例 \($0) 行。" }, runningTyped: "正在运行输入的用例",
    typeFirst: "请先输入测试用例：每行一个参数", run: "运行", cancel: "取消", casesHint: "编辑用例",
    editHint: "编辑", testHint: "运行", localHint: "本机运行", submitHint: "提交",
    busyWithTypedCases: { $0 == .submit ? "输入的用例仍在运行：结束后再按 x 提交" : "输入的用例已在运行" },
    examplesStillRunning: "示例仍在运行：结束后再按 x 提交", submissionStillJudged: "提交仍在判题：结束后再按 t 运行示例",
    examplesAlreadyRunning: "示例已在运行", submissionAlreadyJudged: "提交已在判题",
    confirmSubmit: "提交解答？", runningExamples: "正在运行示例", submitting: "正在提交", sending: "发送中",
    escHides: "Esc 隐藏此面板，判题继续进行。", notJudged: "未能完成", submitTitle: " 提交 ", testTitle: " 运行 ",
    escClose: " Esc 关闭 ", lastResult: "上次结果",
    judgeCarriesOn: "判题仍在进行，结果将显示在代码页", judgeNeedsNetwork: "判题需要联网（以 --offline 启动）",
    judgeEnded: { "\($0 == .test ? "运行" : "提交")：\($1)" })
}
