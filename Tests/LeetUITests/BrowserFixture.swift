import LeetModel
import TermCore

@testable import LeetUI

/// A small problem list written by the team for the browser's tests (not LeetCode text).
enum BrowserFixture {
  static func tag(_ name: String, _ slug: String, _ chinese: String) -> Problem.Tag {
    Problem.Tag(name: name, slug: slug, translatedName: chinese)
  }

  static let items: [ProblemListItem] = [
    item("1", "Pair of Pebbles", "pair-of-pebbles", "卵石成对", .easy, 51.5, [tag("Array", "array", "数组")]),
    item("2", "Bridge of Ropes", "bridge-of-ropes", "绳桥", .medium, 40.25, [tag("Graph", "graph", "图")]),
    item(
      "3", "Orchard Paths", "orchard-paths", "果园小径", .hard, 22.0,
      [tag("Graph", "graph", "图"), tag("Dynamic Programming", "dynamic-programming", "动态规划")]),
    item(
      "4", "Silent Bells", "silent-bells", nil, .medium, 63.0, [tag("Array", "array", "数组")],
      paid: true),
    item("5", "Harbor Lights", "harbor-lights", "港口灯光", .easy, 70.0, [tag("Greedy", "greedy", "贪心")]),
    item(
      "9001", "Lantern Relay", "lantern-relay", "灯笼接力", .medium, 47.25,
      [tag("Array", "array", "数组"), tag("Greedy", "greedy", "贪心")]),
    item(
      "9002", "Lantern Lattice", "lantern-lattice", "灯笼格子", .hard, 31.0,
      [tag("Graph", "graph", "图")]),
  ]

  static func item(
    _ id: String, _ title: String, _ slug: String, _ chinese: String?, _ difficulty: Difficulty,
    _ acceptance: Double, _ tags: [Problem.Tag], paid: Bool = false
  ) -> ProblemListItem {
    ProblemListItem(
      frontendID: id, title: title, titleSlug: slug, translatedTitle: chinese,
      difficulty: difficulty, isPaidOnly: paid, acceptance: acceptance, tags: tags)
  }

  /// The problem behind a list item: a short statement in English and Chinese.
  static func problem(_ slug: String) -> Problem {
    if slug == "lantern-relay" {
      var problem = Fixture.problem
      problem.translatedTitle = "灯笼接力"
      problem.translatedContent = "<p>河边的灯笼从左到右编号，守灯人把信号传给下一位。</p>"
      return problem
    }
    let item = items.first { $0.titleSlug == slug } ?? items[0]
    return Problem(
      frontendID: item.frontendID, title: item.title, titleSlug: slug,
      translatedTitle: item.translatedTitle, difficulty: item.difficulty, tags: item.tags,
      acceptance: item.acceptance, isPaidOnly: item.isPaidOnly,
      content: "<p>The statement of \(item.title), written for the browser tests.</p>")
  }

  /// The app's state over the fixture list at `width`x`height`.
  static func app(
    width: Int = 80, height: Int = 24, cached: Set<String> = ["lantern-relay", "pair-of-pebbles"],
    offline: Bool = true, language: Language = .english
  ) -> AppState {
    let browser = BrowserState(items: items, cachedSlugs: cached, dailySlug: "orchard-paths")
    let settings = ProblemState.Settings(
      animated: false, language: language, offline: offline)
    return AppState(
      browser: browser, size: Size(width: width, height: height), settings: settings,
      theme: Theme(usesColor: true))
  }
}

extension AppState {
  /// Sends keys one after the other, delivering the problems they ask for; returns all effects.
  @discardableResult
  mutating func press(_ keys: Key...) -> [AppEffect] {
    var all: [AppEffect] = []
    for key in keys { all += deliver(reduce(&self, .key(key))) }
    return all
  }

  /// Types `text` a character at a time.
  @discardableResult
  mutating func type(_ text: String) -> [AppEffect] {
    var all: [AppEffect] = []
    for character in text { all += deliver(reduce(&self, .key(.character(character)))) }
    return all
  }

  /// Answers each `.loadProblem` at once with the fixture problem.
  mutating func deliver(_ effects: [AppEffect]) -> [AppEffect] {
    var all = effects
    for case .loadProblem(let slug) in effects {
      all += reduce(
        &self,
        .page(
          .loaded(
            slug: slug, BrowserFixture.problem(slug), sourceLabel: "cached today", note: nil)))
    }
    return all
  }

  /// The slugs of the problem rows, in order.
  var itemSlugs: [String] {
    browser.rows.compactMap {
      if case .item(let index) = $0 { return browser.items[index].titleSlug }
      return nil
    }
  }
}
