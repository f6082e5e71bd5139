extension AppState {
  /// The words in the interface's language.
  var words: Words { Words.forChinese(settings.chinese) }

  /// The list's message in the interface's language, as drawn.
  var messageText: String? { message?.text(chinese: settings.chinese) }

  /// The background sync's last line in the interface's language, as drawn.
  var syncText: String? { syncStatus?.text(chinese: settings.chinese) }

  /// The list's latest message in the interface's language, as its help box shows it.
  var lastMessageText: String? { lastMessage?.text(chinese: settings.chinese) }
}

extension ProblemState {
  /// The words in the interface's language.
  var words: Words { Words.forChinese(settings.chinese) }

  /// The status line's message in the interface's language, as drawn.
  var messageText: String? { message?.text(chinese: settings.chinese) }

  /// The latest message in the interface's language, as the help overlay shows it.
  var lastMessageText: String? { lastMessage?.text(chinese: settings.chinese) }
}
