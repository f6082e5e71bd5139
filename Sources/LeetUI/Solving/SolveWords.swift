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

  /// What the box for typing cases asks, and how many lines make a case when that is known.
  func typeCases(hasExamples: Bool, linesPerCase: Int?) -> String {
    let count = linesPerCase.map {
      chinese ? "每个用例 \($0) 行。" : " Each case is \($0) \($0 == 1 ? "line" : "lines")."
    }
    if hasExamples {
      return (chinese ? "编辑测试用例，每行一个参数。" : "Edit the test cases, one argument a line.") + (count ?? "")
    }
    return
      (chinese
      ? "本题没有缓存的示例用例：请输入测试输入，每行一个参数。"
      : "This problem has no example cases cached: type the input, one argument a line.") + (count ?? "")
  }

  /// The running panel's heading for a test of typed cases.
  var runningTyped: String { chinese ? "正在运行输入的用例" : "Running the cases typed" }

  /// Ctrl-D on an empty box.
  var typeFirst: String { chinese ? "请先输入测试用例：每行一个参数" : "Type the input first: one argument a line" }

  /// The hints under the box for typing cases.
  var run: String { chinese ? "运行" : "run" }
  var cancel: String { chinese ? "取消" : "cancel" }
  /// The hint in a test's panel for the key that edits its cases.
  var editCases: String { chinese ? "编辑用例" : "cases" }

  /// `asked` while the judge runs cases the user typed: wait for them.
  func busyWithTypedCases(asked: SolveKind) -> String {
    switch asked {
    case .submit:
      chinese ? "输入的用例仍在运行：结束后再按 x 提交" : "The cases typed are still running: press x again once they finish"
    case .test:
      chinese ? "输入的用例已在运行" : "The cases typed are already running"
    }
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
