import Foundation
import LeetTestSupport
import TermCore
import Testing

@testable import LeetModel
@testable import LeetUI

/// The browser's Due section: the problems due for review first in the list, in due order, each
/// with when it was due, today's count against the cap on its heading, and Enter opening the
/// problem; snapshots `Snapshots/browser-due-*.txt` at 80x24 and 120x40.
@Suite struct DueSectionTests {
  /// Three of the fixture's problems due: one 12 days overdue, one 3, one today.
  static let due = BrowserDue(
    entries: [
      .init(slug: "orchard-paths", due: .overdue(days: 12)),
      .init(slug: "harbor-lights", due: .overdue(days: 3)),
      .init(slug: "pair-of-pebbles", due: .today),
    ], gradedToday: 2, dailyCap: 10)

  /// The browser fixture with the Due section, its cursor on its heading as `leetview review` opens it.
  static func app(width: Int = 80, height: Int = 24) -> AppState {
    var state = BrowserFixture.app(width: width, height: height)
    state.browser.due = due
    state.browser.selectDue()
    return state
  }

  @Test func theDueSectionComesFirstInDueOrderWithItsCountAndTheCap() {
    let state = Self.app()
    let rows = AppView.render(state).snapshot(styles: false).split(separator: "\n").map(String.init)
    let heading = try? #require(rows.firstIndex { $0.contains("Due for review") })
    #expect(rows[heading ?? 0].contains("Due for review 3 · 2 of 10 reviewed today"))
    let listed = rows[(heading ?? 0) + 1...(heading ?? 0) + 3]
    #expect(
      listed.map { $0.contains("Orchard Paths") && $0.contains("overdue 12 days") } == [true, false, false])
    #expect(listed.last?.contains("Pair of Pebbles") == true && listed.last?.contains("today") == true)
    #expect(!rows.contains { $0.contains("Lantern Relay") && $0.contains("overdue") })
    #expect(state.browser.rows[state.browser.cursor] == .header(.due, count: 3, folded: false))
  }

  @Test func enterOnADueProblemOpensIt() {
    var state = Self.app()
    let effects = state.press(.down, .enter)
    #expect(state.pending?.slug == "orchard-paths" || state.openSlug == "orchard-paths", "\(effects)")
  }

  @Test func aFilterHidesTheSectionAndAnEmptyOneShowsNoHeading() {
    var state = Self.app()
    state.type("lantern")
    #expect(state.browser.dueRows.isEmpty)
    var none = BrowserFixture.app()
    none.browser.due = BrowserDue(entries: [.init(slug: "not-in-the-list", due: .today)])
    #expect(!AppView.render(none).snapshot(styles: false).contains("Due for review"))
  }

  @Test func dueAt80x24() {
    assertSnapshot(AppView.render(Self.app()).snapshot(), named: "browser-due-80x24")
  }

  @Test func dueAt120x40() {
    assertSnapshot(AppView.render(Self.app(width: 120, height: 40)).snapshot(), named: "browser-due-120x40")
  }

  @Test func theReviewSheetPrintsAtEightyAndOneHundredTwentyColumns() {
    let noon = Date(timeIntervalSince1970: 1_778_414_400)
    let questions = (1...14).map { (n: Int) -> ProgressQuestion in
      let title = n == 3 ? "A problem whose title is far too long to fit in its column" : "Problem \(n)"
      let solved: Date? = n == 9 ? nil : noon - Double(n) * 86_400
      return ProgressQuestion(
        frontendID: "\(n)", title: title, titleSlug: "problem-\(n)", difficulty: Difficulty.allCases[n % 3],
        lastSubmittedAt: solved, submissions: 1, mark: .solved, lastAccepted: true)
    }
    let clock = ReviewClock(now: noon, fixedOffset: 0)
    var schedule = ReviewSchedule()
    schedule.grade("problem-2", .good, clock: clock)
    let page = ReviewPage(
      questions: questions, schedule: schedule, clock: clock, fetchedAt: noon - 7_200, staleBecause: "offline"
    )
    for width in [80, 120] {
      let text = ANSIText.render(
        ReviewSheet.lines(page, width: width, words: .english), theme: Theme(usesColor: false), styled: false)
      #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= width })
      assertSnapshot(text, named: "review-sheet-\(width)")
    }
  }
}
