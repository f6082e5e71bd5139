/// The choice between LeetCode's English text and its Chinese translation, which is data.
///
/// leetcode.cn translates titles, tag names and statements; where it has none, the English stands.
public enum Translation {
  /// The translation when Chinese is asked for and there is one, else the English.
  public static func pick<Text>(_ english: Text, _ translated: Text?, chinese: Bool) -> Text {
    chinese ? (translated ?? english) : english
  }
}

extension ProblemListItem {
  /// The title in the asked language, where translated.
  public func title(chinese: Bool) -> String {
    Translation.pick(title, translatedTitle, chinese: chinese)
  }
}

extension Problem {
  /// The title in the asked language, where translated.
  public func title(chinese: Bool) -> String {
    Translation.pick(title, translatedTitle, chinese: chinese)
  }

  /// The statement's HTML in the asked language, where translated.
  public func statement(chinese: Bool) -> String? {
    guard chinese, let translatedContent else { return content }
    return translatedContent
  }
}

extension Problem.Tag {
  /// The tag's name in the asked language, where translated.
  public func name(chinese: Bool) -> String {
    Translation.pick(name, translatedName, chinese: chinese)
  }
}

extension Problem.SimilarQuestion {
  /// The title in the asked language, where translated.
  public func title(chinese: Bool) -> String {
    Translation.pick(title, translatedTitle, chinese: chinese)
  }
}
