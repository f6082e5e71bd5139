/// The words of the questions asked in a box: before quitting, before a sync.
public struct QuestionWords: Sendable {
  /// The quit question's title.
  public var quitTitle: String
  /// The quit question while a sync runs, wrapped to the width given.
  public var quitQuestion: @Sendable (_ width: Int) -> [String]
  /// The quit question while a submission is judged, wrapped to the width given.
  public var quitJudgingQuestion: @Sendable (_ width: Int) -> [String]
  /// The quit question's answers, by their keys.
  public var quitAnswers: @Sendable (_ yes: String, _ no: String) -> String
  /// The sync question's title.
  public var syncTitle: String
  /// The question before `sync --details`, a sentence an item, naming the key of the list alone.
  public var detailsQuestion: @Sendable (_ listKey: String) -> [String]
  /// The question before a list-only refresh.
  public var listQuestion: String
  /// The sync question's sentences as lines of at most the width given.
  public var questionLines: @Sendable (_ sentences: [String], _ width: Int) -> [String]
  /// The sync question's answers, by their keys.
  public var syncAnswers: @Sendable (_ yes: String, _ no: String) -> String
}
