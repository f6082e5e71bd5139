import LeetModel

/// The words of the review list (`leetview review`, the browser's Due section) and of grading.
public struct ReviewWords: Sendable {
  /// The browser section's heading and the list's title: `Due for review`.
  public var dueSection: String
  /// The heading of the problems due later, or past today's cap: `Later`.
  public var later: String
  /// `today`, `overdue 3 days`, `in 6 days`.
  public var due: @Sendable (ReviewDue) -> String
  /// `3 of 10 reviewed today`.
  public var reviewedToday: @Sendable (_ count: Int, _ cap: Int) -> String
  /// `5 more are due past today's cap`.
  public var pastCap: @Sendable (_ count: Int) -> String
  /// Said for a problem whose last solve LeetCode did not date.
  public var undated: String
  /// `solved 2026-04-26`.
  public var solved: @Sendable (_ day: String) -> String
  /// Said of an empty list: no solved problem is known.
  public var nothingSolved: String
  /// The grades' names: Again, Hard, Good, Easy.
  public var grade: @Sendable (ReviewGrade) -> String
  /// The question after an accepted submit, with the keys: `Grade it for review: 1 Again …`.
  public var gradePrompt: String
  /// The same question on the command line, which reads a line: `… Enter skips: `.
  public var gradeQuestion: String
  /// `Graded Good: due in 6 days`, said once a grade is kept.
  public var graded: @Sendable (_ grade: String, _ due: String) -> String
  /// `The grade was not kept: …`, said when the schedule cannot be written.
  public var notGraded: @Sendable (_ reason: String) -> String

  /// The words in English.
  public static let english = ReviewWords(
    dueSection: "Due for review", later: "Later",
    due: { due in
      switch due {
      case .today: "today"
      case .overdue(let days): days == 1 ? "overdue 1 day" : "overdue \(days) days"
      case .inDays(let days): days == 1 ? "in 1 day" : "in \(days) days"
      }
    },
    reviewedToday: { "\($0) of \($1) reviewed today" }, pastCap: { "\($0) more due past today's cap" },
    undated: "—", solved: { "solved \($0)" }, nothingSolved: "No solved problem to review yet.",
    grade: { grade in
      switch grade {
      case .again: "Again"
      case .hard: "Hard"
      case .good: "Good"
      case .easy: "Easy"
      }
    },
    gradePrompt: "Grade it for review: 1 Again · 2 Hard · 3 Good · 4 Easy · Esc skips",
    gradeQuestion: "Grade it for review (1 Again, 2 Hard, 3 Good, 4 Easy; Enter skips): ",
    graded: { "Graded \($0): due \($1)" }, notGraded: { "The grade was not kept: \($0)" })

  /// The words in Chinese.
  public static let chinese = ReviewWords(
    dueSection: "待复习", later: "稍后",
    due: { due in
      switch due {
      case .today: "今天"
      case .overdue(let days): "逾期 \(days) 天"
      case .inDays(let days): "\(days) 天后"
      }
    },
    reviewedToday: { "今日已复习 \($0)/\($1)" }, pastCap: { "另有 \($0) 题超出今日上限" },
    undated: "—", solved: { "通过于 \($0)" }, nothingSolved: "还没有可复习的已解决题目。",
    grade: { grade in
      switch grade {
      case .again: "重来"
      case .hard: "困难"
      case .good: "良好"
      case .easy: "简单"
      }
    },
    gradePrompt: "为复习打分：1 重来 · 2 困难 · 3 良好 · 4 简单 · Esc 跳过",
    gradeQuestion: "为复习打分（1 重来，2 困难，3 良好，4 简单；回车跳过）：",
    graded: { "已打分 \($0)：\($1)到期" }, notGraded: { "打分未保存：\($0)" })
}
