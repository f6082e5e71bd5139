extension LocalRunWords {
  /// The English words.
  static let english = LocalRunWords(
    panelTitle: " Local run ", running: "Running the examples locally",
    onThisMachine: "on this machine, offline")
}
