import LeetModel
import TermCore

// The review grade's row of the one key map, which the judge's panel dispatches through after an
// accepted submit and the problem's help lists.

extension KeyMap {
  /// `1`–`4` grade the problem just accepted (Again, Hard, Good, Easy); Esc skips the grade.
  static let reviewGradeRow = KeyBinding(
    .problem, "1 2 3 4  Esc", \.page.gradeReview, .reviewGrade,
    ReviewGrade.allCases.enumerated().map {
      (.character(Character(String($0.offset + 1))), .gradeReview($0.element))
    }
      + [(.escape, .cancel)])
}
