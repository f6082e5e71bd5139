/// The two tables of words, and the one place the interface's language chooses between them.
public enum WordTable {
  /// The English words.
  public static let english: any Words = EnglishWords()
  /// The Chinese words (leetcode.cn, `--lang zh`).
  public static let chinese: any Words = ChineseWords()

  /// The words for the interface in Chinese or in English.
  public static func forChinese(_ chinese: Bool) -> any Words {
    chinese ? self.chinese : english
  }
}
