import Foundation
import Testing

@testable import LeetModel

/// LeetCode renumbers frontend ids (359 became 10026): marks, lists, plans and the problem list
/// meet by title slug, so a problem keeps its mark and place whatever number each answer gives it.
@Suite struct RenumberedIDTests {
  static let slug = "logger-rate-limiter"

  /// The REST index of an older day, which numbered the problem 359 and marks it solved.
  static let index = #"""
    {"user_name":"someone","stat_status_pairs":[
      {"stat":{"question__title_slug":"logger-rate-limiter","question__title":"Logger Rate Limiter",
        "frontend_question_id":359},"status":"ac","difficulty":{"level":1},"paid_only":false},
      {"stat":{"question__title_slug":"two-sum","question__title":"Two Sum","frontend_question_id":1},
        "status":null,"difficulty":{"level":1},"paid_only":false}]}
    """#

  /// A favourite list of today, which numbers it 10026, in capitals, with no status of its own.
  static let favourites = #"""
    {"data":{"favoriteDetailV2":{"name":"Mine","questionNumber":2},"favoriteQuestionList":{
      "totalLength":2,"questions":[
        {"titleSlug":"logger-rate-limiter","title":"Logger Rate Limiter","questionFrontendId":"10026",
          "difficulty":"EASY","status":null,"paidOnly":false},
        {"titleSlug":"two-sum","title":"Two Sum","questionFrontendId":"1","difficulty":"EASY",
          "status":"TO_DO","paidOnly":false}]}}}
    """#

  @Test func aRenumberedProblemKeepsItsMarkInAList() throws {
    let answer = try #require(MarksAnswer.decode(try JSONValue.parse(Data(Self.index.utf8))))
    guard case .signedIn(_, let marks) = answer else {
      Issue.record("signed out")
      return
    }
    let list = try #require(ListAnswer.list(try JSONValue.parse(Data(Self.favourites.utf8)), slug: "mine"))
    let renumbered = try #require(list.entries.first)
    #expect(renumbered.item.frontendID == "10026")
    #expect(renumbered.item.difficulty == .easy, "EASY")
    #expect(renumbered.mark(with: marks) == .solved, "joined by slug, not by 359")
    #expect(list.progress(with: marks) == (solved: 1, total: 2))
    #expect(list.nextUnsolved(after: nil, marks: marks)?.item.titleSlug == "two-sum")
  }

  @Test func theProblemListFindsARenumberedProblemBySlugAndKeepsTheListsNumber() throws {
    let rows = try #require(MarksAnswer.decode(try JSONValue.parse(Data(Self.index.utf8))))
    #expect(rows != .signedOut)
    let list = try ProblemList.decode(Data(Self.index.utf8))
    #expect(list.item(frontendID: "359")?.titleSlug == Self.slug)
    #expect(list.item(slug: Self.slug)?.difficulty == .easy, "level 1")
    let favourites = try #require(
      ListAnswer.list(try JSONValue.parse(Data(Self.favourites.utf8)), slug: "mine"))
    // Filling ids from the (older) list never overwrites the number the answer gave.
    #expect(favourites.fillingIDs(from: list).entries.map(\.item.frontendID) == ["10026", "1"])
  }

  @Test func everyDifficultySpellingIsOneDifficulty() {
    for (text, difficulty) in [
      ("Easy", Difficulty.easy), ("EASY", .easy), ("medium", .medium), ("HARD", .hard),
    ] {
      #expect(Difficulty(lenient: text) == difficulty, "\(text)")
    }
    #expect(Difficulty(lenient: "ALL") == nil && Difficulty(lenient: nil) == nil)
    #expect([1, 2, 3, 0, nil].map { Difficulty(level: $0) } == [.easy, .medium, .hard, nil, nil])
  }
}
