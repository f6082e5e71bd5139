import LeetModel

extension ChineseWords: ProblemPageWords {
  func difficultyName(_ difficulty: Difficulty) -> String { difficulty.name(chinese: true) }
  var premium: String { "会员" }
  var hints: String { "提示" }
  var similarQuestions: String { "相似题目" }
  var readingSolution: String { "正在读取解答文件…" }
}
