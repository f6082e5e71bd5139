import Foundation

/// `submissionDetails` answers and progress rows for the fake LeetCode, written by the team in
/// the shapes of the recorded real answers (`recorded/live-2026/`): distributions as JSON strings.
public enum FakeHistoryFixtures {
  /// An accepted Python submission of `id` with both distributions and a note.
  public static func accepted(
    _ id: Int, code: String = "class Solution:\\n    def twoSum(self, n, t):\\n        return [0, 1]\\n",
    slug: String = "two-sum"
  )
    -> Data
  {
    let runtime =
      #"{\"lang\": \"python3\", \"distribution\": [[\"40\", 3.5], [\"44\", 12.25], [\"48\", 30.0], [\"52\", 8.0]]}"#
    let memory =
      #"{\"lang\": \"python3\", \"distribution\": [[\"16000\", 20.0], [\"16100\", 45.5], [\"16200\", 9.0]]}"#
    return Data(
      (#"{"data":{"submissionDetails":{"runtime":48,"runtimeDisplay":"48 ms","runtimePercentile":61.5,"#
        + #""runtimeDistribution":"\#(runtime)","memory":16140000,"memoryDisplay":"16.1 MB","memoryPercentile":40.25,"#
        + #""memoryDistribution":"\#(memory)","code":"\#(code)","timestamp":1777214044,"statusCode":10,"#
        + #""lang":{"name":"python3","verboseName":"Python3"},"question":{"questionId":"1","titleSlug":"\#(slug)"},"#
        + #""notes":"hash map","flagType":"RED","topicTags":[{"tagId":3,"slug":"t","name":"T"}],"runtimeError":null,"#
        + #""compileError":null,"lastTestcase":"","codeOutput":"","expectedOutput":"","totalCorrect":63,"#
        + #""totalTestcases":63,"fullCodeOutput":null,"stdOutput":""}}}"#).utf8)
  }

  /// A wrong answer of `id` without distributions (LeetCode sends none for one).
  public static func wrongAnswer(_ id: Int, slug: String = "two-sum") -> Data {
    Data(
      (#"{"data":{"submissionDetails":{"runtime":"N/A","runtimeDisplay":"N/A","runtimePercentile":null,"#
        + #""runtimeDistribution":null,"memory":"N/A","memoryDisplay":"N/A","memoryPercentile":null,"#
        + #""memoryDistribution":null,"code":"return []","timestamp":1777211238,"statusCode":11,"#
        + #""lang":{"name":"python3","verboseName":"Python3"},"question":{"questionId":"1","titleSlug":"\#(slug)"},"#
        + #""notes":"","flagType":"WHITE","topicTags":[],"runtimeError":null,"compileError":null,"#
        + #""lastTestcase":"[2,7,11,15]\n9","codeOutput":"[]","expectedOutput":"[0,1]","totalCorrect":0,"#
        + #""totalTestcases":63,"fullCodeOutput":null,"stdOutput":"debug\n"}}}"#).utf8)
  }

  /// A compile error of `id`: no figures, the compiler's message.
  public static func compileError(_ id: Int, slug: String = "two-sum") -> Data {
    Data(
      (#"{"data":{"submissionDetails":{"runtime":"N/A","runtimeDisplay":"N/A","runtimePercentile":null,"#
        + #""runtimeDistribution":null,"memory":"N/A","memoryDisplay":"N/A","memoryPercentile":null,"#
        + #""memoryDistribution":null,"code":"int main( {","timestamp":1777210000,"statusCode":20,"#
        + #""lang":{"name":"cpp","verboseName":"C++"},"question":{"questionId":"1","titleSlug":"\#(slug)"},"#
        + #""notes":"","flagType":"WHITE","topicTags":[],"runtimeError":null,"#
        + #""compileError":"Line 1: Char 10: error: expected ')'\nint main( {\n         ^","lastTestcase":"","#
        + #""codeOutput":"","expectedOutput":"","totalCorrect":null,"totalTestcases":null,"fullCodeOutput":null,"#
        + #""stdOutput":""}}}"#).utf8)
  }

  /// `count` progress rows: problem `n` solved (`AC`) `n` days before 2026-04-26, every fifth
  /// only attempted.
  public static func progressRows(_ count: Int) -> [String] {
    (1...max(1, count)).prefix(count).map { n in
      let date = Date(timeIntervalSince1970: 1_777_214_044 - Double(n) * 86_400)
      let stamp = ISO8601DateFormatter().string(from: date)
      let status = n.isMultiple(of: 5) ? "ATTEMPTED" : "SOLVED"
      return
        #"{"frontendId":"\#(n)","title":"Problem \#(n)","titleSlug":"problem-\#(n)","difficulty":"MEDIUM","#
        + #""lastSubmittedAt":"\#(stamp)","numSubmitted":\#(n % 7 + 1),"questionStatus":"\#(status)","#
        + #""lastResult":"\#(n.isMultiple(of: 5) ? "WA" : "AC")"}"#
    }
  }
}
