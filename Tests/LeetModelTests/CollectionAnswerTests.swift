import Foundation
import Testing

@testable import LeetModel

/// The plans', lists' and contests' decoders: lenient with missing, null and retyped fields,
/// `PAST_SOLVED` as solved, an empty Premium group locked rather than empty, unsafe slugs dropped.
@Suite struct CollectionAnswerTests {
  static func json(_ text: String) throws -> JSONValue { try JSONValue.parse(Data(text.utf8)) }

  @Test func aPlanReadsLenientlyWithPastSolvedAsSolvedAndAnEmptyGroupLocked() throws {
    let document = try Self.json(
      """
      {"data":{"studyPlanV2Detail":{"slug":"p-1","name":null,"premiumOnly":"false","planSubGroups":[
        {"slug":"g1","name":"One","questionNum":"2","questions":[
          {"titleSlug":"a-b","title":"A B","questionFrontendId":7,"status":"PAST_SOLVED","difficulty":"EASY"},
          {"titleSlug":"c-d","questionFrontendId":"8","status":42},
          {"titleSlug":"../x","questionFrontendId":"9"},
          {"title":"no slug"}]},
        {"name":"Locked","questionNum":4,"questions":null},
        {"slug":"g3","questions":[]}]}}}
      """)
    let plan = try #require(PlanAnswer.plan(document))
    #expect(plan.name == "p-1")
    #expect(!plan.isPremiumOnly)
    #expect(plan.groups.map(\.slug) == ["g1", "group-2", "g3"])
    #expect(plan.groups[0].entries.map(\.item.titleSlug) == ["a-b", "c-d"])
    #expect(plan.groups[0].entries.map(\.mark) == [.solved, .untouched])
    #expect(plan.groups[0].entries[0].item.frontendID == "7")
    #expect(plan.groups[0].entries[1].item.title == "c-d")
    #expect(plan.groups[1].isLocked && plan.groups[1].total == 4)
    // An empty group LeetCode declares nothing for is empty, not locked.
    #expect(!plan.groups[2].isLocked)
  }

  @Test func aPremiumPlanWithoutGroupsIsPremiumAndAMissingPlanIsNone() throws {
    let premium = try Self.json(
      #"{"data":{"studyPlanV2Detail":{"slug":"gold","premiumOnly":true,"planSubGroups":[]}}}"#)
    #expect(PlanAnswer.plan(premium)?.isPremiumOnly == true)
    #expect(PlanAnswer.plan(try Self.json(#"{"data":{"studyPlanV2Detail":null}}"#)) == nil)
    #expect(PlanAnswer.plan(try Self.json(#"{"data":"nonsense"}"#)) == nil)
    #expect(PlanAnswer.plan(try Self.json("[1,2]")) == nil)
  }

  @Test func thePlanIndexPutsYoursFirstAndDropsThemFromTheCatalogue() throws {
    let document = try Self.json(
      """
      {"data":{"studyPlanV2UserProgresses":{"planUserProgresses":[
        {"finishedQuestionNum":"3","plan":{"slug":"p-2","name":"Two\\u001b[2J","questionNum":10}},
        {"plan":null}]},
       "studyPlansV2AdQuestionPage":[{"slug":"p-1","name":"One"},{"slug":"p-2"},{"slug":"p-1"},{"slug":null,"name":"Nameless"}]}}
      """)
    let index = PlanAnswer.index(document)
    #expect(index.sections.map(\.shelf) == [.yours, .catalogue])
    #expect(index.sections[0].summaries.first?.name == "Two")
    #expect(index.sections[0].summaries.first?.solved == 3)
    #expect(index.sections[1].summaries.map(\.slug) == ["p-1"])
  }

  @Test func aListWithNoProblemsButACountIsLockedAndAnUnknownOneIsNone() throws {
    let locked = try Self.json(
      #"{"data":{"favoriteDetailV2":{"name":"Pack","questionNumber":5},"favoriteQuestionList":{"questions":[],"totalLength":null}}}"#
    )
    let list = try #require(ListAnswer.list(locked, slug: "pack"))
    #expect(list.groups.first?.isLocked == true)
    #expect(list.groups.first?.total == 5)
    let empty = try Self.json(
      #"{"data":{"favoriteDetailV2":{"name":"Empty","questionNumber":0},"favoriteQuestionList":null}}"#)
    #expect(ListAnswer.list(empty, slug: "empty")?.groups.first?.isLocked == false)
    #expect(ListAnswer.list(try Self.json(#"{"data":{"favoriteDetailV2":null}}"#), slug: "x") == nil)
  }

  @Test func aListIsNamedBySlugOrByAnyOfItsURLs() {
    #expect(ListAnswer.slug(from: "top-pebbles") == "top-pebbles")
    #expect(ListAnswer.slug(from: "https://leetcode.com/problem-list/top-pebbles/") == "top-pebbles")
    #expect(ListAnswer.slug(from: "https://leetcode.cn/problem-list/Ab_9x/?envType=a#b") == "Ab_9x")
    #expect(ListAnswer.slug(from: "leetcode.com/list/abc12") == "abc12")
    #expect(ListAnswer.slug(from: "https://leetcode.com/problem-list/../../etc") == nil)
    #expect(ListAnswer.slug(from: "two words") == nil)
    #expect(ListAnswer.slug(from: "https://example.com/problem-list/abc") == nil)
    #expect(ListAnswer.slug(from: "https://leetcode.com.evil.example/problem-list/abc") == nil)
    #expect(ListAnswer.slug(from: "https://www.leetcode.com/problem-list/abc") == "abc")
    #expect(ListAnswer.slug(from: "https://leetcode.com/problems/two-sum/") == nil)
  }

  @Test func contestsAreOrderedAndTheirTimesReadAsSecondsOrMilliseconds() throws {
    let document = try Self.json(
      """
      {"data":{"upcomingContests":[{"titleSlug":"b","startTime":2000},{"titleSlug":"a","startTime":1000}],
       "contestV2HistoryContests":{"contests":[{"titleSlug":"old","startTime":"500"},
         {"titleSlug":"new","startTime":900000,"duration":"5400"},{"titleSlug":"ms","startTime":80000000000000}]}}}
      """)
    let index = ContestAnswer.index(document)
    #expect(index.sections.map { $0.summaries.map(\.slug) } == [["a", "b"], ["ms", "new", "old"]])
    #expect(index.sections[1].summaries[1].duration == 5400)
    #expect(index.sections[1].summaries[0].startTime == Date(timeIntervalSince1970: 80_000_000_000))
  }

  @Test func aContestsProblemsHavePointsAndIsAcAndBeforeItStartsNone() throws {
    let document = try Self.json(
      """
      {"data":{"contest":{"titleSlug":"w-1","title":"W 1","startTime":100},
       "contestQuestionList":[{"questionId":"900","titleSlug":"p-q","title":"P Q","credit":"4","isAc":true},
         {"titleSlug":"r-s","credit":null,"isAc":"false"}]}}
      """)
    let contest = try #require(ContestAnswer.contest(document, slug: "w-1"))
    #expect(contest.entries.map(\.credit) == [4, nil])
    #expect(contest.entries.map(\.mark) == [.solved, .untouched])
    #expect(contest.entries[0].item.frontendID == "")
    let list = ProblemList(
      fetchedAt: nil, items: [ProblemListItem(frontendID: "77", title: "P Q", titleSlug: "p-q")])
    #expect(contest.fillingIDs(from: list).entries.map(\.item.frontendID) == ["77", ""])
    let before = try Self.json(
      #"{"data":{"contest":{"titleSlug":"w-2","title":"W 2"},"contestQuestionList":[]}}"#)
    #expect(ContestAnswer.contest(before, slug: "w-2")?.entries.isEmpty == true)
    #expect(
      ContestAnswer.contest(try Self.json(#"{"data":{"contest":null,"contestQuestionList":[]}}"#), slug: "z")
        == nil)
  }
}
