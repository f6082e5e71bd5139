import LeetModel

extension EnglishWords: PanelWords {
  var tabBarTitle: String { " Tab bar " }
  var alwaysShown: String { "  (always)" }
  func title(of segment: Segment) -> String { segment.title }
  func name(of segment: Segment) -> String { segment.title.lowercased() }
  var keysTitle: String { " Keys " }
  var lastMessage: String { "Last message:" }
  func keys(of row: KeyBinding) -> String { row.keys }
  func help(of row: KeyBinding) -> String { row.help }
}
