import LeetLocalRun
import LeetModel
import Testing

/// Which statements let a top-level answer come in any order: LeetCode's phrasings, and not the
/// statements that speak of order elsewhere.
@Suite struct AnyOrderTests {
  /// Whether a problem with `content` is judged in any order.
  func anyOrder(_ content: String, translated: String? = nil) -> Bool {
    LocalCases.answersInAnyOrder(
      Problem(title: "P", titleSlug: "p", content: content, translatedContent: translated))
  }

  @Test func leetCodesPhrasingsCount() {
    #expect(anyOrder("<p>You can return the answer in any order.</p>"))
    #expect(anyOrder("<p>Return the solution in <strong>any order</strong>.</p>"))
    #expect(anyOrder("<p>The two positions may come back in either order.</p>"))
    #expect(anyOrder("", translated: "你可以按任意顺序返回答案。"))
  }

  @Test func orderSpokenOfElsewhereDoesNotCount() {
    #expect(!anyOrder("<p>The input is not given in any order.</p>"))
    #expect(!anyOrder("<p>Tasks can be completed in any order, but there is a cooldown.</p>"))
  }
}
