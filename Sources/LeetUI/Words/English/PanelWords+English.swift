extension PanelWords {
  /// The boxes' words in English.
  static let english = PanelWords(
    tabBarTitle: " Tab bar ", alwaysShown: "  (always)", title: { $0.title }, keysTitle: " Keys ",
    lastMessage: "Last message:", keys: { $0.keys }, help: { $0.help },
    closeHint: { $0.joined(separator: " or ") + " to close" })
}
