import LeetModel
import TermCore

@testable import LeetUI

/// A made-up study plan over the browser fixture's problems, for the collection screen's tests.
enum CollectionFixture {
  static func entry(_ slug: String, _ mark: SolvedMark = .untouched) -> ProblemCollection.Entry {
    let item =
      BrowserFixture.items.first { $0.titleSlug == slug }
      ?? ProblemListItem(frontendID: "0", title: slug, titleSlug: slug)
    return ProblemCollection.Entry(item: item, mark: mark)
  }

  /// `Lantern Path`: a warm-up, the lanterns, and a group kept for Premium.
  static let plan = ProblemCollection(
    kind: .plan, slug: "lantern-path", name: "Lantern Path", detail: "Light every lantern",
    groups: [
      .init(
        slug: "warm-up", name: "Warm-up",
        entries: [entry("pair-of-pebbles", .solved), entry("bridge-of-ropes")]),
      .init(
        slug: "lanterns", name: "Lanterns",
        entries: [entry("lantern-relay", .attempted), entry("lantern-lattice")]),
      .init(slug: "gold", name: "Gold", entries: [], isLocked: true, declaredCount: 3),
    ])

  /// The app over the browser fixture, with `marks` as the browser's, and the plan where the list
  /// stands.
  static func app(width: Int = 80, height: Int = 24, marks: SolvedMarks = SolvedMarks()) -> AppState {
    var state = BrowserFixture.app(width: width, height: height)
    state.browser.marks = marks
    state.collection = CollectionScreen(
      collection: plan, marks: marks, age: 3 * 3_600 + 60, quitsOnBack: true)
    return state
  }
}
