import LeetModel

extension ChineseWords: PanelWords {
  var tabBarTitle: String { " 标签栏 " }
  var alwaysShown: String { "  (必选)" }
  /// The page's name on leetcode.cn.
  func title(of segment: Segment) -> String { segment.chineseTitle }
  func name(of segment: Segment) -> String { segment.chineseTitle }
  var keysTitle: String { " 按键 " }
  var lastMessage: String { "上一条消息：" }
  /// The key map's Chinese keys, which are the English ones where not named differently.
  func keys(of row: KeyBinding) -> String { row.chineseKeys }
  func help(of row: KeyBinding) -> String { row.chineseHelp }
}
