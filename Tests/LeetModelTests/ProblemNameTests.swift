import Foundation
import Testing

@testable import LeetModel

/// Title slugs and frontend ids from a server or a cache file: what passes, what is refused and
/// why, and how decoding a question or a list row treats a bad one.
@Suite struct ProblemNameTests {
  static let traversal = "../../../.local/lib/python3.11/site-packages/usercustomize"
  static let terminalAttack = "1\u{1B}]52;c;SGVsbG8=\u{07}\u{1B}]2;pwned\u{07}\u{1B}[2J"

  @Test(arguments: ["two-sum", "p0NxJO", "er-cha-shu-ran-se-UGC", "a_b", "4sum", "x"])
  func validSlugsPass(slug: String) throws {
    #expect(try TitleSlug(validating: slug).rawValue == slug)
  }

  @Test(arguments: [
    traversal, "..", ".", "a/b", "a\\b", "", "-rf", "two sum", "two-sum\n", "a\u{1B}[2J",
    "\u{1B}]52;c;SGVsbG8=\u{07}", "两数之和", "two-sum.json", String(repeating: "a", count: 300),
  ])
  func badSlugsAreRefused(slug: String) {
    #expect(TitleSlug.validated(slug) == nil)
    #expect(throws: ProblemNameError.self) { try TitleSlug(validating: slug) }
  }

  @Test func slugBoundIsTwoHundred() {
    #expect(TitleSlug.validated(String(repeating: "a", count: 200)) != nil)
    #expect(TitleSlug.validated(String(repeating: "a", count: 201)) == nil)
  }

  @Test(arguments: ["1", "3000", "LCP 30", "剑指 Offer 03", "面试题 01.01", "剑指 Offer II 001", "LCR 001"])
  func validIDsPass(id: String) throws {
    #expect(try FrontendID(validating: id).rawValue == id)
  }

  @Test(arguments: [
    "", " 1", "1 ", "..", "1..2", ".1", "1/2", "1\\2", "1\n2", "1\r", "1\t2", terminalAttack,
    "1\u{202E}2", "1\u{200B}", "1\u{2028}", "1\u{0}", "1\u{7F}", "1\u{9B}2J",
    String(repeating: "1", count: 41),
  ])
  func badIDsAreRefused(id: String) {
    #expect(FrontendID.validated(id) == nil)
    #expect(throws: ProblemNameError.self) { try FrontendID(validating: id) }
  }

  @Test func fileNamePartHasNoSpaces() throws {
    #expect(try FrontendID(validating: "剑指 Offer 03").fileNamePart == "剑指_Offer_03")
  }

  @Test func theReasonIsOneCleanShortLine() {
    do {
      _ = try FrontendID(validating: Self.terminalAttack + String(repeating: "9", count: 60))
      Issue.record("an id with escape sequences passed")
    } catch {
      #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
      #expect(error.message.count < 120, "\(error.message)")
      #expect(error.message.hasPrefix("the frontend id '"))
    }
    do {
      _ = try TitleSlug(validating: Self.traversal)
      Issue.record("a traversing slug passed")
    } catch {
      #expect(error.message.contains("title slug") && error.message.contains("'.'"), "\(error.message)")
    }
  }

  // MARK: - Decoding

  static func question(slug: String, id: String) -> Data {
    let object: [String: Any] = [
      "data": ["question": ["questionId": "1", "questionFrontendId": id, "title": "T", "titleSlug": slug]]
    ]
    return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
  }

  @Test func questionWithATraversingSlugIsRefusedWithTheReason() {
    #expect {
      try ProblemDecoder.decode(Self.question(slug: Self.traversal, id: "1"))
    } throws: { error in
      guard case .invalidName(let reason) = error as? ProblemDecoder.Failure else { return false }
      return reason.message.contains("title slug")
    }
  }

  @Test(arguments: ["", "1\nimport os", terminalAttack, "../1"])
  func questionWithABadIDIsRefused(id: String) {
    #expect {
      try ProblemDecoder.decode(Self.question(slug: "two-sum", id: id))
    } throws: { error in
      guard case .invalidName = error as? ProblemDecoder.Failure else { return false }
      return true
    }
  }

  @Test func questionWithGoodNamesDecodes() throws {
    let problem = try ProblemDecoder.decode(Self.question(slug: "p0NxJO", id: "LCP 30"))
    #expect(problem.titleSlug == "p0NxJO" && problem.frontendID == "LCP 30")
    #expect(try problem.fileID().rawValue == "LCP 30")
    #expect(try problem.checkedSlug().rawValue == "p0NxJO")
  }

  @Test func listRowsWithBadNamesAreDroppedAndTheRestKept() throws {
    let rows: [[String: Any]] = [
      ["frontendQuestionId": "1", "title": "Two Sum", "titleSlug": "two-sum"],
      ["frontendQuestionId": "2", "title": "Evil", "titleSlug": Self.traversal],
      ["frontendQuestionId": Self.terminalAttack, "title": "Evil", "titleSlug": "evil"],
      ["frontendQuestionId": "", "title": "Evil", "titleSlug": "empty-id"],
      ["title": "No id", "titleSlug": "no-id"],
      ["frontendQuestionId": "LCP 30", "title": "魔塔游戏", "titleSlug": "p0NxJO"],
    ]
    let list = try ProblemList.decode(JSONSerialization.data(withJSONObject: ["questions": rows]))
    #expect(list.items.map(\.titleSlug) == ["two-sum", "p0NxJO"])
    let rest: [String: Any] = [
      "stat_status_pairs": [
        ["stat": ["frontend_question_id": "1", "question__title_slug": "two-sum"]],
        ["stat": ["frontend_question_id": "2", "question__title_slug": "a/../../b"]],
      ]
    ]
    let restList = try ProblemList.decode(JSONSerialization.data(withJSONObject: rest))
    #expect(restList.items.map(\.titleSlug) == ["two-sum"])
  }

  @Test func idLookupIgnoresARowWithABadSlug() throws {
    let rows: [[String: Any]] = [["frontendQuestionId": "7", "titleSlug": Self.traversal]]
    let data = try JSONSerialization.data(withJSONObject: ["questions": rows])
    #expect(try ProblemList.slug(forFrontendID: "7", in: data) == nil)
  }

  // MARK: - Solution file text

  @Test func headerIsOneLinePerLineAndNothingActsOnATerminal() {
    let python = SolutionLanguage.named("python3")
    guard let python else { return }
    let text = SolutionFile.text(
      template: "class Solution:\n\tdef f(self):\r\n\t\tpass \u{1B}]52;c;SGVsbG8=\u{07}\u{1B}[2J\u{9B}31m",
      language: python, frontendID: "1\nimport os\u{1B}]2;x\u{07}", title: "Two\nSum\u{1B}[31m\u{202E}",
      site: .com)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "# @lc app=leetcode id=1 import os lang=python3")
    #expect(lines[1] == "#")
    #expect(lines[2] == "# [1 import os] Two Sum")
    #expect(lines[3] == "#")
    #expect(lines[5] == "# @lc code=start")
    #expect(lines[6...8] == ["class Solution:", "\tdef f(self):", "\t\tpass "], "tabs and newlines kept")
    #expect(lines[9] == "# @lc code=end")
    #expect(
      !text.unicodeScalars.contains {
        ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
      })
    #expect(!text.unicodeScalars.contains { $0.value == 0x202E })
  }
}
