/// The words of what is done with a past submission's code: its diff, the mark for a second
/// submission, and restoring it into the solution file.
public struct PastCodeWords: Sendable {
  /// One submission named: `submission 901`.
  public var submission: @Sendable (_ id: String) -> String
  /// The solution file named: `solution file 1.two-sum.py`.
  public var solutionFile: @Sendable (_ name: String) -> String
  /// The diff view's key line: the scrolling keys and the key back.
  public var keyLine: @Sendable (_ scroll: String, _ back: String) -> String
  /// A submission marked for a diff with another: its id and the key that diffs.
  public var marked: @Sendable (_ id: String, _ key: String) -> String
  /// The mark taken off.
  public var unmarked: String
  /// `d`, `D` or `R` where no submission is selected.
  public var noSubmission: String
  /// No solution file to diff with: where it would be, and the key that writes it.
  public var noSolutionFile: @Sendable (_ path: String, _ editKey: String) -> String
  /// The title of the question before a restore.
  public var restoreTitle: String
  /// The question before a restore: the submission, and the file it is written into.
  public var restoreQuestion: @Sendable (_ submission: String, _ file: String) -> [String]
  /// The answers to it: the key that restores and the key that does not.
  public var restoreAnswers: @Sendable (_ yes: String, _ no: String) -> String
  /// The file a restore writes when the Code segment has not read it yet.
  public var theSolutionFile: String
  /// The restore was declined.
  public var notRestored: String
  /// The code was written into `path`; the old file kept as `backup` (nil: there was none).
  public var restored: @Sendable (_ path: String, _ backup: String?) -> String

  /// The words in English.
  public static let english = PastCodeWords(
    submission: { "submission \($0)" }, solutionFile: { "solution file \($0)" },
    keyLine: { "\($0) scroll · \($1) back" },
    marked: { "Submission \($0) marked: \($1) on another submission diffs the two" },
    unmarked: "The mark is taken off", noSubmission: "Select a submission first",
    noSolutionFile: { "No solution file at \($0) to diff with: \($1) writes one from the template" },
    restoreTitle: "Restore",
    restoreQuestion: {
      ["Write the code of \($0)", "into \($1)?", "The old file is kept beside it (.bak)."]
    },
    restoreAnswers: { "\($0) restore · \($1) keep the file as it is" },
    theSolutionFile: "the solution file", notRestored: "Nothing was written",
    restored: { path, backup in
      "Restored into \(path)" + (backup.map { "; the old file is kept as \($0)" } ?? " (a new file)")
    })

  /// The words in Chinese.
  public static let chinese = PastCodeWords(
    submission: { "提交 \($0)" }, solutionFile: { "代码文件 \($0)" },
    keyLine: { "\($0) 滚动 · \($1) 返回" },
    marked: { "已标记提交 \($0)：在另一条提交上按 \($1) 比较两者" },
    unmarked: "已取消标记", noSubmission: "请先选择一条提交",
    noSolutionFile: { "\($0) 处没有代码文件可比较：按 \($1) 从模板写一个" },
    restoreTitle: "恢复",
    restoreQuestion: { ["把 \($0) 的代码", "写入 \($1)？", "旧文件保留在旁边（.bak）。"] },
    restoreAnswers: { "\($0) 恢复 · \($1) 保持文件不变" },
    theSolutionFile: "代码文件", notRestored: "未写入任何内容",
    restored: { path, backup in
      "已恢复到 \(path)" + (backup.map { "；旧文件保留为 \($0)" } ?? "（新文件）")
    })
}

/// The key map's words of a past submission's code, as a problem's help lists them.
public struct PastCodeKeyWords: Sendable {
  /// `d` and `D`: the diff with the solution file; marking a submission, then the diff of another
  /// with it.
  public var diff: String
  /// `R`: restoring the submission into the solution file.
  public var restore: String

  /// The words in English.
  static let english = PastCodeKeyWords(
    diff: "diff with the file / mark one, diff two", restore: "restore into the solution file (asks y / n)")

  /// The words in Chinese.
  static let chinese = PastCodeKeyWords(
    diff: "与代码文件比较 / 标记后比较两条", restore: "把提交恢复到代码文件（先询问）")
}
