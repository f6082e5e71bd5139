extension PanelWords {
  /// The boxes' words in English.
  static let english = PanelWords(
    tabBarTitle: " Tab bar ", alwaysShown: "  (always)", title: { $0.title }, keysTitle: " Keys ",
    lastMessage: "Last message:",
    closeHint: { $0.joined(separator: " or ") + " to close" })
}
