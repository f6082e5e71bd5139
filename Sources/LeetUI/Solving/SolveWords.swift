/// The words of solving in the interface (the judge's panel and its status-line messages), in
/// English or Chinese.
struct SolveWords {
  var chinese: Bool

  /// The panel's heading for a submission that was sent but whose verdict was not fetched.
  var verdictNotFetched: String { chinese ? "已提交，未取回结果" : "Submitted, verdict not fetched" }

  /// `t` or `x` without a session: how to sign in; nothing is asked or sent.
  var needsSession: String {
    chinese
      ? "运行和提交需要 LeetCode 登录：运行 `leetview login`（或设置 LEETCODE_SESSION 和 "
        + "LEETCODE_CSRFTOKEN），然后重新打开 leetview；未发送任何内容"
      : "Testing and submitting need a LeetCode session: run `leetview login` (or set "
        + "LEETCODE_SESSION and LEETCODE_CSRFTOKEN), then start leetview again; nothing was sent"
  }

  /// `asked` while the judge works on `running`: wait for it.
  func busy(running: SolveKind, asked: SolveKind) -> String {
    switch (running, asked) {
    case (.test, .submit):
      chinese ? "示例仍在运行：结束后再按 x 提交" : "The examples are still running: press x again once they finish"
    case (.submit, .test):
      chinese ? "提交仍在判题：结束后再按 t 运行示例" : "The submission is still being judged: press t again once it is done"
    case (.test, .test):
      chinese ? "示例已在运行" : "The examples are already running"
    case (.submit, .submit):
      chinese ? "提交已在判题" : "The submission is already being judged"
    }
  }
}
