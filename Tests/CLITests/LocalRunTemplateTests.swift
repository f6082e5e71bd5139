import Foundation
import LeetTestSupport
import Testing

/// An untouched template and a syntax error, in every language: told once, at the user's file
/// and line, never as a Runtime Error in each case.
@Suite(.serialized) struct LocalRunTemplateTests {
  /// A language of the five: its slug, its files' extension, and the pair-sum method's name.
  struct Language: Sendable, CustomStringConvertible {
    var slug: String
    var fileExtension: String
    var method: String
    var description: String { slug }
  }

  static let languages = [
    Language(slug: "python3", fileExtension: "py", method: "pairSum"),
    Language(slug: "cpp", fileExtension: "cpp", method: "pairSum"),
    Language(slug: "java", fileExtension: "java", method: "pairSum"),
    Language(slug: "javascript", fileExtension: "js", method: "pairSum"),
    Language(slug: "rust", fileExtension: "rs", method: "pair_sum"),
  ]

  /// The cached template of fixture question `name` in `slug`.
  static func template(_ name: String, _ slug: String) throws -> String {
    let file = LocalRunStage.fixtures.appendingPathComponent("questions/\(name).json")
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
    let question = (json?["data"] as? [String: Any])?["question"] as? [String: Any]
    let snippets = question?["codeSnippets"] as? [[String: Any]] ?? []
    return try #require(snippets.first { $0["langSlug"] as? String == slug }?["code"] as? String)
  }

  @Test(LocalRunStage.everyToolchain)
  func anUntouchedTemplateSaysTheMethodBodyIsEmptyAndRunsNothing() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    for language in Self.languages {
      for (question, id, method) in [("pair-sum", "9001", language.method), ("tally-counter", "9010", "add")]
      {
        let template = try Self.template(question, language.slug)
        let file = try stage.writeSolution(
          id: id, language: language.slug, fileExtension: language.fileExtension, code: template)
        // The file's first two lines are the header and `@lc code=start`.
        let line =
          try #require(
            template.components(separatedBy: "\n").firstIndex {
              $0.contains(method + "(") || $0.contains(method + " = function(")
            }) + 3
        let result = try stage.runLocal(file)
        let name = (file as NSString).lastPathComponent
        #expect(result.status == 1, "\(name): \(result.stdout)")
        #expect(
          result.stderr
            == "leetview: \(name) line \(line): the method body of \(method) is empty; write the solution there, then run it\n"
        )
        #expect(result.stdout.isEmpty, "\(name): \(result.stdout)")
      }
    }
    // Python's `pass` is as empty.
    let passing = try stage.writeSolution(
      id: "9001", language: "python3", fileExtension: "py",
      code: "class Solution:\n    def pairSum(self, nums, target):\n        # todo\n        pass\n")
    #expect(try stage.runLocal(passing).stderr.contains("line 4: the method body of pairSum is empty"))
    #expect(!FileManager.default.fileExists(atPath: stage.root.appendingPathComponent("cache/localrun").path))
  }

  /// Pair-sum solutions with a syntax error on their third line, and how each compiler names it.
  static let broken: [(language: Language, code: String, place: String)] = [
    (
      languages[0], "class Solution:\n    def pairSum(self, nums, target):\n        return [1, 2\n",
      #"", line 5"#
    ),
    (
      languages[1],
      "class Solution {\npublic:\n    vector<int> pairSum(vector<int>& nums, int target) { int x = ; return {}; }\n};\n",
      ":5:"
    ),
    (
      languages[2],
      "class Solution {\n    public int[] pairSum(int[] nums, int target) {\n        return new int[] {1, 2}\n    }\n}\n",
      ":5:"
    ),
    (languages[3], "var pairSum = function(nums, target) {\n    let x = 1;\n    return [1, 2;\n};\n", ":5"),
    (
      languages[4],
      "impl Solution {\n    pub fn pair_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {\n        vec![1, 2) \n    }\n}\n",
      ":5:"
    ),
  ]

  @Test(LocalRunStage.everyToolchain)
  func aSyntaxErrorIsOneCompileErrorAtTheUsersLine() throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    for (language, code, place) in Self.broken {
      let file = try stage.writeSolution(
        id: "9001", language: language.slug, fileExtension: language.fileExtension, code: code)
      let result = try stage.runLocal(file)
      let name = (file as NSString).lastPathComponent
      #expect(result.status == 1, "\(name)")
      #expect(
        result.stdout.hasPrefix("✗ Compile Error (local) · \(language.slug)\n"), "\(name): \(result.stdout)")
      #expect(result.stdout.contains(name + place), "\(name): \(result.stdout)")
      #expect(
        !result.stdout.contains("Case 1") && !result.stdout.contains("Runtime Error"), "\(result.stdout)")
      // Python and node name no harness file, nor node's own frames.
      for harness in ["main.py", "main.js", "node:internal"] {
        #expect(!result.stdout.contains(harness), "\(name): \(result.stdout)")
      }
    }
  }
}
