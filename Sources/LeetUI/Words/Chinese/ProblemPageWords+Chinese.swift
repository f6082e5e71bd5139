import LeetModel

extension ProblemPageWords {
  /// A problem page's words in Chinese.
  static let chinese = ProblemPageWords(
    difficultyName: name, premium: "会员", hints: "提示", similarQuestions: "相似题目",
    readingSolution: "正在读取解答文件…", englishInstead: "本题没有中文描述，以下是英文原文。",
    templateForKey: "还没有解答文件，下面是模板；按 e 开始编写。",
    templateForCommand: { "还没有解答文件，下面是模板；运行 `\($0)` 开始编写。" })

  /// `简单`, `中等`, `困难`, as leetcode.cn names them.
  private static func name(_ difficulty: Difficulty) -> String {
    switch difficulty {
    case .easy: "简单"
    case .medium: "中等"
    case .hard: "困难"
    }
  }
}
