import LeetModel

@testable import LeetUI

/// Marks over the browser fixture: two solved, one attempted (team-written, not LeetCode's).
enum MarksFixture {
  static let marks = marks([
    "pair-of-pebbles": .solved, "lantern-relay": .attempted, "orchard-paths": .solved,
  ])

  /// Marks from slug texts (invalid ones dropped).
  static func marks(_ bySlug: [String: SolvedMark]) -> SolvedMarks {
    SolvedMarks(
      Dictionary(
        uniqueKeysWithValues: bySlug.compactMap { slug, mark in
          TitleSlug.validated(slug).map { ($0, mark) }
        }))
  }

  /// The fixture app with `marks` in its browser.
  static func app(width: Int = 80, height: Int = 24, language: Language = .english) -> AppState {
    var state = BrowserFixture.app(width: width, height: height, language: language)
    state.browser.marks = marks
    return state
  }
}
