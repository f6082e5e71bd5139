/// The interface's words in English, the language of leetcode.com.
struct EnglishWords: Sendable, Words {}
