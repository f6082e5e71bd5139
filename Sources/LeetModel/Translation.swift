/// The choice between LeetCode's English text and its Chinese translation, which is data.
///
/// leetcode.cn translates titles, tag names and statements; where it has none, the English stands.
public enum Translation {
  /// The translation when `language` is Chinese and there is one, else the English.
  public static func pick<Text>(_ english: Text, _ translated: Text?, in language: Language) -> Text {
    language == .chinese ? (translated ?? english) : english
  }
}

extension ProblemListItem {
  /// The title in `language`, where translated.
  public func title(in language: Language) -> String {
    Translation.pick(title, translatedTitle, in: language)
  }
}

extension Problem {
  /// The title in `language`, where translated.
  public func title(in language: Language) -> String {
    Translation.pick(title, translatedTitle, in: language)
  }

  /// The statement's HTML in `language`, where translated.
  public func statement(in language: Language) -> String? {
    guard language == .chinese, let translatedContent else { return content }
    return translatedContent
  }
}

extension Problem.Tag {
  /// The tag's name in `language`, where translated.
  public func name(in language: Language) -> String {
    Translation.pick(name, translatedName, in: language)
  }
}

extension Problem.SimilarQuestion {
  /// The title in `language`, where translated.
  public func title(in language: Language) -> String {
    Translation.pick(title, translatedTitle, in: language)
  }
}
