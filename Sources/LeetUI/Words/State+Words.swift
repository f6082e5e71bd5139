extension AppState {
  /// The words in the interface's language.
  var words: Words { Words.forChinese(settings.chinese) }
}

extension ProblemState {
  /// The words in the interface's language.
  var words: Words { Words.forChinese(settings.chinese) }

  /// The status line's words, by the names the status line reads them.
  var statusWords: StatusWords { StatusWords(words: words.statusLine) }
}
