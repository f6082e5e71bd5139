extension AppState {
  /// The words in the interface's language.
  var words: Words { Words.for(settings.language) }

  /// The list's message in the interface's language, as drawn.
  var messageText: String? { message?.text(words) }

  /// The background sync's last line in the interface's language, as drawn.
  var syncText: String? { syncStatus?.text(words) }

  /// The list's latest message in the interface's language, as its help box shows it.
  var lastMessageText: String? { lastMessage?.text(words) }
}

extension ProblemState {
  /// The words in the interface's language.
  var words: Words { Words.for(settings.language) }

  /// The status line's message in the interface's language, as drawn.
  var messageText: String? { message?.text(words) }

  /// The latest message in the interface's language, as the help overlay shows it.
  var lastMessageText: String? { lastMessage?.text(words) }
}
