/// The words of the questions asked in a box: before quitting, before a sync.
public protocol QuestionWords: Sendable {
  /// The quit question's title.
  var quitTitle: String { get }
  /// The quit question, wrapped to `width` columns.
  func quitQuestion(width: Int) -> [String]
  /// The quit question's answers, by their keys.
  func quitAnswers(yes: String, no: String) -> String
  /// The sync question's title.
  var syncTitle: String { get }
  /// The question before `sync --details`, a sentence an item, naming the key of the list alone.
  func detailsQuestion(listKey: String) -> [String]
  /// The question before a list-only refresh.
  var listQuestion: String { get }
  /// The sync question's sentences as lines of at most `width` columns.
  func questionLines(_ sentences: [String], width: Int) -> [String]
  /// The sync question's answers, by their keys.
  func syncAnswers(yes: String, no: String) -> String
}
