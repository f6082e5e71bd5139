import Foundation

/// The fake judge's finished results, in the shapes of `reference/judge.md`, and a problem to
/// solve; every value is made up by the team.
public enum FakeJudgeFixtures {
  /// A question query response with what solving needs: templates in Python3, C++ and Racket,
  /// example cases of two lines each, `metaData` naming two parameters, an internal id that
  /// differs from the frontend one.
  ///
  /// Without `examples`, the question has no example cases (`exampleTestcases`, `sampleTestCase`).
  public static func question(
    id: String = "1", slug: String = "pebble-pairs", title: String = "Pebble Pairs", examples: Bool = true
  )
    -> Data
  {
    var question: [String: Any] = [
      "questionId": "70\(id)", "questionFrontendId": id, "title": title, "titleSlug": slug,
      "content": "<p>Find two pebbles whose weights add up to <code>goal</code>.</p>",
      "isPaidOnly": false, "difficulty": "Easy", "topicTags": [],
      "codeSnippets": [
        [
          "lang": "Python3", "langSlug": "python3",
          "code": "class Solution:\n    def pair(self, pebbles, goal):\n        pass",
        ],
        [
          "lang": "C++", "langSlug": "cpp",
          "code":
            "class Solution {\npublic:\n    vector<int> pair(vector<int>& pebbles, int goal) {\n    }\n};",
        ],
        ["lang": "Racket", "langSlug": "racket", "code": "(define/contract (pair pebbles goal)\n  )"],
      ],
      "exampleTestcases": "[1,4,6]\n10\n[2,2]\n4\n[5,1,3]\n8",
      "sampleTestCase": "[1,4,6]\n10",
      "metaData":
        #"{"name": "pair", "params": [{"name": "pebbles", "type": "integer[]"}, {"name": "goal", "type": "integer"}], "return": {"type": "integer[]"}}"#,
    ]
    if !examples {
      question["exampleTestcases"] = ""
      question["sampleTestCase"] = ""
    }
    return
      (try? JSONSerialization.data(
        withJSONObject: ["data": ["question": question]], options: [.sortedKeys])) ?? Data()
  }

  /// The compiler's complaint the fake reports, with a line number.
  public static let compileMessage =
    "SyntaxError: expected ':'\n    def solve(self, pebbles)\n                            ^\nLine 3  (Solution.py)"
  /// The runtime failure the fake reports, with a line number.
  public static let runtimeMessage =
    "IndexError: list index out of range\n    return pebbles[9]\nLine 4 in solve (Solution.py)"

  /// A finished run of `dataInput` (cases of `linesPerCase` lines), its lists laid out as
  /// `layout` says.
  public static func run(
    _ outcome: FakeJudge.Outcome, id: String, dataInput: String, linesPerCase: Int,
    layout: FakeJudge.RunLayout = .documented
  ) -> [String: Any] {
    let lines = dataInput.split(separator: "\n", omittingEmptySubsequences: false).count
    let cases = max(1, lines / max(1, linesPerCase))
    var expected = (0..<cases).map { "[\($0),\($0 + 1)]" }
    var printed = (0..<cases).map { "looking at case \($0 + 1)\n" }
    if let blank = layout.blankCase, blank < cases {
      expected[blank] = ""
      printed[blank] = ""
    }
    var answers = expected
    let padding = Array(repeating: "", count: layout.padding)
    let documented = layout == .documented ? [""] : padding
    var base: [String: Any] = [
      "state": "SUCCESS", "lang": "python3", "run_success": true, "submission_id": id,
      "task_name": "judger.runcodetask.RunCode", "finished": true, "status_runtime": "3 ms",
      "memory": 16_908_288, "status_memory": "16.1 MB", "total_testcases": cases,
      "std_output_list": printed + documented, "expected_code_answer": expected + documented,
      "code_answer": answers + padding,
    ]
    switch outcome {
    case .accepted, .neverFinishes:
      base["status_code"] = 10
      base["status_msg"] = "Accepted"
      base["correct_answer"] = true
      base["compare_result"] = String(repeating: "1", count: cases)
      base["total_correct"] = cases
    case .wrongAnswer:
      answers[cases - 1] = "[]"
      base["code_answer"] = answers + padding
      base["status_code"] = 10
      base["status_msg"] = "Accepted"
      base["correct_answer"] = false
      base["compare_result"] = String(repeating: "1", count: cases - 1) + "0"
      base["total_correct"] = cases - 1
    default:
      failure(outcome, into: &base)
      base["run_success"] = outcome != .compileError
      base["code_answer"] = []
    }
    return base
  }

  /// A finished submission.
  public static func submission(_ outcome: FakeJudge.Outcome, id: String) -> [String: Any] {
    var base: [String: Any] = [
      "state": "SUCCESS", "lang": "python3", "question_id": "1", "submission_id": id,
      "task_name": "judger.judgetask.Judge", "finished": true, "total_testcases": 57,
      "runtime_percentile": NSNull(), "memory_percentile": NSNull(),
    ]
    switch outcome {
    case .accepted, .neverFinishes:
      base["status_code"] = 10
      base["status_msg"] = "Accepted"
      base["status_runtime"] = "2 ms"
      base["runtime_percentile"] = 83.9
      base["status_memory"] = "2.3 MB"
      base["memory"] = 2_411_724
      base["memory_percentile"] = 39.7
      base["total_correct"] = 57
      base["compare_result"] = String(repeating: "1", count: 57)
      base["code_output"] = ""
      base["std_output"] = ""
    case .wrongAnswer:
      base["status_code"] = 11
      base["status_msg"] = "Wrong Answer"
      base["status_runtime"] = "N/A"
      base["total_correct"] = 12
      base["compare_result"] = String(repeating: "1", count: 12) + String(repeating: "0", count: 45)
      base["last_testcase"] = "[5,5]\n10"
      base["input_formatted"] = "[5,5], 10"
      base["code_output"] = "[]"
      base["expected_output"] = "[0,1]"
      base["std_output"] = "checking 5\n"
    default:
      failure(outcome, into: &base)
      base["total_correct"] = outcome == .compileError ? NSNull() : 30
      if outcome != .compileError { base["last_testcase"] = "[9]\n9" }
    }
    return base
  }

  /// The fields of an error result.
  static func failure(_ outcome: FakeJudge.Outcome, into base: inout [String: Any]) {
    switch outcome {
    case .compileError:
      base["status_code"] = 20
      base["status_msg"] = "Compile Error"
      base["compile_error"] = "Line 3: SyntaxError: expected ':'"
      base["full_compile_error"] = compileMessage
      base["status_runtime"] = "N/A"
    case .runtimeError:
      base["status_code"] = 15
      base["status_msg"] = "Runtime Error"
      base["runtime_error"] = "Line 4: IndexError: list index out of range"
      base["full_runtime_error"] = runtimeMessage
      base["status_runtime"] = "N/A"
    case .timeLimitExceeded:
      base["status_code"] = 14
      base["status_msg"] = "Time Limit Exceeded"
      base["status_runtime"] = "N/A"
    default:
      base["status_code"] = 12
      base["status_msg"] = "Memory Limit Exceeded"
      base["status_runtime"] = "N/A"
    }
  }
}
