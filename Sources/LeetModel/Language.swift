/// The language the interface and the printed text speak: English or Chinese (`--lang en|zh`).
///
/// English is leetcode.com's and Chinese leetcode.cn's; the raw value is how `--lang` spells it.
public enum Language: String, CaseIterable, Hashable, Sendable {
  /// English, the language of leetcode.com.
  case english = "en"
  /// Chinese, the language of leetcode.cn, where LeetCode's own translations show.
  case chinese = "zh"

  /// The other language, the one Ctrl-G switches to.
  public var other: Language { self == .chinese ? .english : .chinese }
}
