/// Every word the interface shows, in one language.
///
/// A table conforms to each area's words, so the compiler makes every word exist in English and in
/// Chinese; `WordTable.forChinese(_:)` picks the table.
public protocol Words:
  SegmentWords, SegmentNoticeWords, ProblemPageWords, BrowserWords, QuestionWords, StatusLineWords,
  ProblemMessageWords, AppMessageWords, LoadingWords, PanelWords, Sendable
{}
