import LeetModel
import LeetText
import Testing

@testable import LeetUI

/// In Chinese, a statement that exists only in English says so above it.
@Suite struct ChineseFallbackTests {
  private static func text(_ document: Document) -> String {
    DocumentLayout.lines(document, width: 80).map(\.text).joined(separator: "\n")
  }

  @Test func anEnglishOnlyStatementIsNotedInChinese() {
    let problem = Problem(title: "Two Sum", titleSlug: "two-sum", content: "<p>Add them.</p>")
    let chinese = Self.text(ProblemPage(problem: problem, language: .chinese).description)
    #expect(chinese.hasPrefix("本题没有中文描述，以下是英文原文。"))
    #expect(chinese.contains("Add them."))
    let english = Self.text(ProblemPage(problem: problem, language: .english).description)
    #expect(!english.contains("本题没有中文描述"))
  }

  @Test func aTranslatedStatementHasNoNote() {
    let problem = Problem(
      title: "Two Sum", titleSlug: "two-sum", content: "<p>Add them.</p>",
      translatedContent: "<p>相加。</p>")
    let chinese = Self.text(ProblemPage(problem: problem, language: .chinese).description)
    #expect(!chinese.contains("本题没有中文描述"))
    #expect(chinese.contains("相加。"))
  }
}
