/// The pages of a problem, in tab order; Code (the solution file) is last.
public enum Segment: String, CaseIterable, Hashable, Sendable {
  case description, comments, solutions, submissions, code

  /// The tab label in English.
  public var title: String {
    switch self {
    case .description: "Description"
    case .comments: "Comments"
    case .solutions: "Solutions"
    case .submissions: "Submissions"
    case .code: "Code"
    }
  }

  /// The tab label in Chinese, as leetcode.cn names the pages.
  public var chineseTitle: String {
    switch self {
    case .description: "题目描述"
    case .comments: "评论"
    case .solutions: "题解"
    case .submissions: "提交记录"
    case .code: "代码"
    }
  }
}
