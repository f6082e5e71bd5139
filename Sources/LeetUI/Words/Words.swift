import LeetModel

/// Every word the interface shows, in one language, area by area.
///
/// Each area is a struct of words built by its memberwise initialiser with no defaults, so the
/// compiler makes every word exist in both tables, `english` and `chinese`;
/// `for(_:)` is the one place the language is chosen.
public struct Words: Sendable {
  /// The language these words are in, which also picks LeetCode's translations.
  public var language: Language
  /// The segment documents: solutions, comments, submissions.
  public var segments: SegmentWords
  /// The segment pages' own notices.
  public var notices: SegmentNoticeWords
  /// A problem's page around its statement.
  public var page: ProblemPageWords
  /// The problem browser.
  public var browser: BrowserWords
  /// The questions asked in a box.
  public var questions: QuestionWords
  /// A problem's status line.
  public var statusLine: StatusLineWords
  /// The messages of a problem's reducers.
  public var messages: ProblemMessageWords
  /// The app around the problems: opening, the list, the sidebar.
  public var app: AppMessageWords
  /// The loading screen.
  public var loading: LoadingWords
  /// The boxes drawn over a page: the tab bar editor and the keys.
  public var panels: PanelWords
  /// Solving: the judge's panel and the box for typing cases.
  public var solving: SolvingWords
  /// The user's marks and random picks.
  public var marks: MarksWords
  /// A problem's hints and similar questions.
  public var hints: HintWords
  /// Study plans, favourite lists and contests.
  public var collections: CollectionWords
  /// The Progress screen and `leetview stats`.
  public var progress: ProgressWords
  /// Local runs (`T`): their panel.
  public var localRun: LocalRunWords
  /// The key map's rows, as the help screens list them.
  public var keyMap: KeyMapWords
  /// A problem's note: the Notes view and `leetview note`.
  public var notes: NotesWords
  /// A user's history with a problem: a submission's figures and charts, diffs.
  public var history: HistoryWords
  /// A past submission's code: its diff, and restoring it.
  public var pastCode: PastCodeWords
  /// The review list and grading.
  public var review: ReviewWords

  /// The English words, the language of leetcode.com.
  public static let english = Words(
    language: .english,
    segments: .english, notices: .english, page: .english, browser: .english, questions: .english,
    statusLine: .english, messages: .english, app: .english, loading: .english, panels: .english,
    solving: .english,
    marks: .english,
    hints: .english,
    collections: .english,
    progress: .english,
    localRun: .english,
    keyMap: .english,
    notes: .english,
    history: .english,
    pastCode: .english,
    review: .english)

  /// The Chinese words, the language of leetcode.cn (`--lang zh`).
  public static let chinese = Words(
    language: .chinese,
    segments: .chinese, notices: .chinese, page: .chinese, browser: .chinese, questions: .chinese,
    statusLine: .chinese, messages: .chinese, app: .chinese, loading: .chinese, panels: .chinese,
    solving: .chinese,
    marks: .chinese,
    hints: .chinese,
    collections: .chinese,
    progress: .chinese,
    localRun: .chinese,
    keyMap: .chinese,
    notes: .chinese,
    history: .chinese,
    pastCode: .chinese,
    review: .chinese)

  /// The words in `language`.
  public static func `for`(_ language: Language) -> Words {
    switch language {
    case .english: english
    case .chinese: chinese
    }
  }
}
