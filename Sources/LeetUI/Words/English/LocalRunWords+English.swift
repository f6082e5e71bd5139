extension LocalRunWords {
  /// The English words.
  static let english = LocalRunWords(
    panelTitle: " Local run ", running: "Running the examples locally",
    onThisMachine: "on this machine, offline",
    escHides: "Esc hides this panel; the run goes on on this machine.",
    carriesOn: "The local run goes on; its answer will show here and in Code")
}
