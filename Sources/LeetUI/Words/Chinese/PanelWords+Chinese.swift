extension PanelWords {
  /// The boxes' words in Chinese: the pages named as leetcode.cn names them, and the key map's
  /// Chinese keys (the English ones where not named differently).
  static let chinese = PanelWords(
    tabBarTitle: " 标签栏 ", alwaysShown: "  (必选)", title: { $0.chineseTitle }, keysTitle: " 按键 ",
    lastMessage: "上一条消息：", keys: { $0.chineseKeys }, help: { $0.chineseHelp },
    closeHint: { $0.joined(separator: " 或 ") + " 关闭" })
}
