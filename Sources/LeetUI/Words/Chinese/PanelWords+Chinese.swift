extension PanelWords {
  /// The boxes' words in Chinese: the pages named as leetcode.cn names them.
  static let chinese = PanelWords(
    tabBarTitle: " 标签栏 ", alwaysShown: "  (必选)", title: { $0.chineseTitle }, keysTitle: " 按键 ",
    lastMessage: "上一条消息：",
    closeHint: { $0.joined(separator: " 或 ") + " 关闭" })
}
