import LeetModel

extension PanelWords {
  /// The boxes' words in Chinese: the pages named as leetcode.cn names them.
  static let chinese = PanelWords(
    tabBarTitle: " 标签栏 ", alwaysShown: "  (必选)", title: segmentName, keysTitle: " 按键 ",
    lastMessage: "上一条消息：",
    closeHint: { $0.joined(separator: " 或 ") + " 关闭" })

  /// A page's name as leetcode.cn names it: `题目描述`, `评论`, `题解`, `提交记录`, `代码`.
  static func segmentName(_ segment: Segment) -> String {
    switch segment {
    case .description: "题目描述"
    case .comments: "评论"
    case .solutions: "题解"
    case .submissions: "提交记录"
    case .code: "代码"
    }
  }
}
