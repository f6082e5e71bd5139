extension LocalRunWords {
  /// The Chinese words.
  static let chinese = LocalRunWords(
    panelTitle: " 本地运行 ", running: "正在本机运行示例", onThisMachine: "本机，不联网",
    escHides: "Esc 隐藏此面板，本机运行继续进行。", carriesOn: "本机运行仍在进行，结果将显示在代码页")
}
