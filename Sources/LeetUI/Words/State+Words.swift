extension AppState {
  /// The words in the interface's language.
  var words: any Words { WordTable.forChinese(settings.chinese) }
}

extension ProblemState {
  /// The words in the interface's language.
  var words: any Words { WordTable.forChinese(settings.chinese) }

  /// The status line's words: the same table, by the name the status line reads it.
  var statusWords: any StatusLineWords { words }
}
