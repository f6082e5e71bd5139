import LeetModel
import LeetText
import TermCore

@testable import LeetModel
@testable import LeetUI

/// The fixture problem with three hints and two similar questions (team-written text).
enum HintFixture {
  static let problem: Problem = {
    var problem = Fixture.problem
    problem.hints = [
      "Walk the row once from the left.",
      "Remember the <code>highest</code> keeper met so far.",
      "A keeper receives the signal when their lantern is at least that tall.",
    ]
    problem.similarQuestions = [
      similar("Pair of Pebbles", "pair-of-pebbles", .easy, "卵石成对"),
      similar("Orchard Paths", "orchard-paths", .hard, "果园小径"),
    ]
    return problem
  }()

  /// One similar question.
  static func similar(
    _ title: String, _ slug: String, _ difficulty: Difficulty, _ chinese: String
  ) -> Problem.SimilarQuestion {
    var question = Problem.SimilarQuestion(title: title, titleSlug: slug, difficulty: difficulty)
    question.translatedTitle = chinese
    return question
  }

  /// A state for the problem at `width`x`height`, without animation.
  static func state(width: Int = 80, height: Int = 24, language: Language = .english) -> ProblemState {
    let settings = ProblemState.Settings(animated: false, language: language, offline: false)
    return ProblemState(
      page: ProblemPage(problem: problem, language: language), slug: problem.titleSlug,
      sourceLabel: "bundled", size: Size(width: width, height: height), settings: settings,
      theme: Theme(usesColor: true))
  }
}

extension ProblemState {
  /// The selected page's text, every line.
  var pageText: String { currentLayout.lines.map(\.text).joined(separator: "\n") }
}
