import Foundation
import Testing

@testable import LeetModel

/// The solution file format in every language's comment syntax, the language table, and the
/// splitting of example input into cases.
@Suite struct SolutionFileTests {
  @Test(arguments: SolutionLanguage.all)
  func writtenFileReadsBack(language: SolutionLanguage) {
    let template = "first line\n    second line"
    let text = SolutionFile.text(
      template: template, language: language, frontendID: "42", title: "Pebble Pairs",
      site: .com)
    let c = language.lineComment
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "\(c) @lc app=leetcode id=42 lang=\(language.slug)")
    #expect(lines[2] == "\(c) [42] Pebble Pairs")
    #expect(lines.contains("\(c) @lc code=start") && lines.contains("\(c) @lc code=end"))
    let parsed = SolutionFile.parse(text)
    #expect(parsed.frontendID == "42" && parsed.languageSlug == language.slug)
    #expect(parsed.app == "leetcode" && !parsed.isChinaSite)
    #expect(parsed.code == template + "\n", "only the code between the markers")
  }

  @Test func cnSiteHeader() {
    let text = SolutionFile.text(
      template: "x", language: .named("golang")!, frontendID: "7", title: "T", site: .cn)
    #expect(text.hasPrefix("// @lc app=leetcode.cn id=7 lang=golang\n"))
    #expect(SolutionFile.parse(text).isChinaSite)
  }

  @Test func commentSyntaxPerLanguage() {
    let expected: [String: String] = [
      "python3": "#", "ruby": "#", "bash": "#", "elixir": "#", "erlang": "%", "racket": ";",
      "mysql": "--", "postgresql": "--", "cpp": "//", "java": "//", "golang": "//", "rust": "//",
      "typescript": "//", "kotlin": "//", "swift": "//", "scala": "//", "php": "//", "dart": "//",
      "csharp": "//", "c": "//", "javascript": "//",
    ]
    for (slug, comment) in expected {
      #expect(SolutionLanguage.named(slug)?.lineComment == comment, "\(slug)")
    }
    let extensions = Set(SolutionLanguage.all.map(\.fileExtension))
    #expect(
      extensions == [
        "py", "cpp", "java", "go", "rs", "js", "ts", "c", "cs", "kt", "swift", "rb", "scala",
        "php", "dart", "rkt", "erl", "ex", "sql", "sh",
      ])
    #expect(SolutionLanguage.guessed(fromExtension: "py")?.slug == "python3")
    #expect(SolutionLanguage.guessed(fromExtension: "SQL")?.slug == "mysql")
    #expect(SolutionLanguage.named("CPP")?.displayName == "C++")
    #expect(SolutionLanguage.named("cobol") == nil)
  }

  @Test func vscodeLeetcodeBlockHeaderIsRead() {
    let text = """
      /*
       * @lc app=leetcode id=1 lang=cpp
       *
       * [1] Two Sum
       */

      // @lc code=start
      class Solution {};
      // @lc code=end

      // local test harness, not sent
      int main() {}
      """
    let parsed = SolutionFile.parse(text)
    #expect(parsed.frontendID == "1" && parsed.languageSlug == "cpp" && parsed.app == "leetcode")
    #expect(parsed.code == "class Solution {};\n")
    let spaced = SolutionFile.parse("#\n# @lc app=leetcode.cn id=LCP 01 lang=python3\n# @lcpr version=1\n")
    #expect(spaced.frontendID == "LCP 01" && spaced.languageSlug == "python3" && spaced.isChinaSite)
  }

  @Test func fileWithoutMarkersIsSentWhole() {
    let text = "def f():\n    return 1\n"
    let parsed = SolutionFile.parse(text)
    #expect(parsed.code == text && parsed.frontendID == nil && parsed.languageSlug == nil)
    let crlf = SolutionFile.parse("# @lc code=start\r\na = 1\r\n# @lc code=end\r\n")
    #expect(crlf.code == "a = 1\n")
    let leetgo = SolutionFile.parse("// @lc code=begin\nx\n// @lc code=end\n")
    #expect(leetgo.code == "x\n")
    let open = SolutionFile.parse("# @lc code=start\nonly start\n")
    #expect(open.code == "only start\n")
  }

  @Test func fileNames() throws {
    let python = SolutionLanguage.named("python3")!
    let twoSum = try TitleSlug(validating: "two-sum")
    let one = try FrontendID(validating: "1")
    #expect(SolutionFile.fileName(frontendID: one, titleSlug: twoSum, language: python) == "1.two-sum.py")
    let lcp = try FrontendID(validating: "LCP 30")
    let x = try TitleSlug(validating: "x")
    #expect(SolutionFile.fileName(frontendID: lcp, titleSlug: x, language: python) == "LCP_30.x.py")
    #expect(SolutionFile.titleSlug(fromFileName: "1.two-sum.py")?.rawValue == "two-sum")
    #expect(SolutionFile.titleSlug(fromFileName: "solution.py") == nil)
    #expect(SolutionFile.titleSlug(fromFileName: "1.two sum.py") == nil)
  }

  /// Issue 33, minor: the judge's case tables name each input line as LeetCode does; a name is
  /// shown cleaned, and a metaData with a nameless parameter names none.
  @Test func parameterNamesComeFromMetaDataCleaned() {
    let meta =
      #"{"name":"f","params":[{"name":"nums","type":"integer[]"},{"name":"target","type":"integer"}]}"#
    #expect(TestCases.parameterNames(metaData: meta) == ["nums", "target"])
    let hostile = #"{"params":[{"name":"a\u001b[2Jb","type":"integer"}]}"#
    #expect(TestCases.parameterNames(metaData: hostile).count == 1)
    #expect(!TestCases.parameterNames(metaData: hostile)[0].contains("\u{1B}"))
    #expect(TestCases.parameterNames(metaData: #"{"params":[{"name":"a"},{"type":"integer"}]}"#).isEmpty)
    #expect(TestCases.parameterNames(metaData: "not json").isEmpty)
  }

  @Test func casesSplitByParameterCount() {
    let meta = #"{"name":"f","params":[{"name":"a","type":"integer[]"},{"name":"b","type":"integer"}]}"#
    #expect(TestCases.parameterCount(metaData: meta) == 2)
    #expect(TestCases.parameterCount(metaData: #"{"mysql":["create table t"],"database":true}"#) == nil)
    #expect(TestCases.parameterCount(metaData: "not json") == nil)
    #expect(
      TestCases.examples(exampleTestcases: "[1]\n2\n[3]\n4\n", sampleTestCase: "[1]\n2", metaData: meta)
        == ["[1]\n2", "[3]\n4"])
    let three = #"{"params":[{"name":"a"},{"name":"b"},{"name":"c"}]}"#
    #expect(
      TestCases.examples(exampleTestcases: "1\n2\n3\n4\n5\n6", sampleTestCase: nil, metaData: three) == [
        "1\n2\n3", "4\n5\n6",
      ])
    // Without metaData, the sample's line count.
    #expect(
      TestCases.examples(exampleTestcases: "a\nb\nc\nd", sampleTestCase: "a\nb", metaData: nil) == [
        "a\nb", "c\nd",
      ])
    // Without examples, the sample as one case.
    #expect(TestCases.examples(exampleTestcases: nil, sampleTestCase: "a\nb", metaData: meta) == ["a\nb"])
    // A count that does not divide the lines: one case.
    #expect(TestCases.split("1\n2\n3", linesPerCase: 2) == ["1\n2\n3"])
    #expect(TestCases.examples(exampleTestcases: "", sampleTestCase: nil, metaData: meta) == [])
    #expect(TestCases.dataInput(["[1]\n2", "[3]\n4\n"]) == "[1]\n2\n[3]\n4")
  }

  @Test func problemCarriesSolvingFields() throws {
    let body = #"""
      {"data":{"question":{"questionId":"701","questionFrontendId":"1","title":"P","titleSlug":"p",
       "codeSnippets":[{"lang":"C++","langSlug":"cpp","code":"x"}],"exampleTestcases":"1\n2",
       "sampleTestCase":"1","metaData":"{\"params\":[{\"name\":\"a\"}]}"}}}
      """#
    let problem = try ProblemDecoder.decode(Data(body.utf8))
    #expect(problem.questionID == "701" && problem.frontendID == "1")
    #expect(problem.codeSnippets.map(\.languageSlug) == ["cpp"])
    #expect(problem.sampleTestCase == "1" && problem.exampleTestcases == "1\n2")
    #expect(TestCases.parameterCount(metaData: problem.metaData) == 1)
  }
}
