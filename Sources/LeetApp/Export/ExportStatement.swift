import LeetModel
import LeetText
import LeetUI
import TermCore

/// A problem's statement as the `README.md` of its folder: the title as a heading, the facts, and
/// the description as the printed text (pictures by their labels and addresses), in a text block
/// so that nothing in it is read as Markdown or HTML.
enum ExportStatement {
  /// The width the description is wrapped to.
  static let width = 100

  /// The README of `problem`, in `language`.
  static func markdown(_ problem: Problem, language: Language = .english) -> String {
    let page = ProblemPage(problem: problem, language: language)
    var out = "# \(page.titleLine)\n\n"
    let facts = page.factSpans.map(\.text).joined()
    if !facts.isEmpty { out += TextSanitizer.clean(facts) + "\n\n" }
    let body = DocumentLayout.lines(page.description, width: width).map { TextSanitizer.clean($0.text) }
    let fence = String(repeating: "`", count: max(3, longestBacktickRun(body) + 1))
    out += fence + "text\n" + body.joined(separator: "\n") + "\n" + fence + "\n"
    return out
  }

  /// The longest run of backticks in `lines`, so that the fence is longer than any.
  static func longestBacktickRun(_ lines: [String]) -> Int {
    var longest = 0
    for line in lines {
      var run = 0
      for character in line {
        run = character == "`" ? run + 1 : 0
        longest = max(longest, run)
      }
    }
    return longest
  }
}
