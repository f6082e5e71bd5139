import LeetModel
import LeetTestSupport
import LeetText
import TermCore
import Testing

@testable import LeetUI

/// Snapshots of the header row: the title shortened and tags dropped before difficulty and
/// acceptance, for a long title with many tags, a problem without difficulty, and in Chinese.
@Suite struct HeaderSnapshotTests {
  /// A problem written for these tests, with a long title and many tags.
  static let longProblem = Problem(
    frontendID: "9002", title: "Shortest Route Through the Lantern Festival Grid",
    titleSlug: "shortest-route-through-the-lantern-festival-grid", difficulty: .hard,
    tags: [
      Problem.Tag(name: "Array", slug: "array", translatedName: "数组"),
      Problem.Tag(name: "Breadth-First Search", slug: "breadth-first-search", translatedName: "广度优先搜索"),
      Problem.Tag(name: "Graph", slug: "graph", translatedName: "图"),
      Problem.Tag(name: "Heap (Priority Queue)", slug: "heap-priority-queue"),
      Problem.Tag(name: "Matrix", slug: "matrix", translatedName: "矩阵"),
    ],
    acceptance: 38.46, content: "<p>Find the shortest route between two lanterns.</p>")

  /// The same problem as a cache might hold it without a difficulty.
  static var withoutDifficulty: Problem {
    var problem = longProblem
    problem.difficulty = nil
    return problem
  }

  /// Row 0 of the screen for `problem` at `width` columns, and the styles on it.
  static func header(_ problem: Problem, width: Int, language: Language = .english) -> String {
    var problem = problem
    if language == .chinese { problem.translatedTitle = "灯会网格中的最短路线" }
    let state = ProblemState(
      page: ProblemPage(problem: problem, language: language), sourceLabel: "bundled",
      size: Size(width: width, height: 8), settings: ProblemState.Settings(language: language),
      theme: Theme(usesColor: true))
    let lines = ProblemView.render(state).snapshot().split(
      separator: "\n", omittingEmptySubsequences: false)
    let styles = lines.drop { !$0.hasPrefix("styles:") }.filter {
      $0 == "styles:" || $0.split(separator: " ").dropFirst().first == "0"
    }
    return ([lines[0]] + styles).joined(separator: "\n") + "\n"
  }

  @Test(arguments: [80, 50, 30])
  func longTitleWithManyTags(width: Int) {
    assertSnapshot(Self.header(Self.longProblem, width: width), named: "header-long-\(width)")
  }

  @Test(arguments: [80, 50, 30])
  func problemWithoutDifficulty(width: Int) {
    assertSnapshot(
      Self.header(Self.withoutDifficulty, width: width), named: "header-no-difficulty-\(width)")
  }

  @Test(arguments: [80, 50])
  func chineseDifficultyTitleAndTags(width: Int) {
    assertSnapshot(
      Self.header(Self.longProblem, width: width, language: .chinese), named: "header-chinese-\(width)")
  }

  /// Difficulty and acceptance stay while the title can still be shortened; tags give way first.
  @Test func difficultyAndAcceptanceOutlastTags() {
    for width in 30...120 {
      let row = Self.header(Self.longProblem, width: width).split(separator: "\n")[0]
      #expect(row.contains("Hard"), "width \(width): \(row)")
      #expect(row.contains("38.5%"), "width \(width): \(row)")
      let bare = Self.header(Self.withoutDifficulty, width: width).split(separator: "\n")[0]
      #expect(bare.contains("9002. Sh") && bare.contains("38.5%"), "width \(width): \(bare)")
    }
  }
}
