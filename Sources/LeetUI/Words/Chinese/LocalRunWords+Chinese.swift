extension LocalRunWords {
  /// The Chinese words.
  static let chinese = LocalRunWords(
    panelTitle: " 本地运行 ", running: "正在本机运行示例", onThisMachine: "本机，不联网")
}
