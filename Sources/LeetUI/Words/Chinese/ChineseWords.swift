/// The interface's words in Chinese, the language of leetcode.cn (`--lang zh`).
///
/// Where the Chinese falls back to English wording (a key hint or a cache label it has no word
/// for), the entry says so.
struct ChineseWords: Sendable, Words {}
