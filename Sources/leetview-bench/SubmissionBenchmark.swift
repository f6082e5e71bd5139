import Foundation
import LeetModel
import LeetUI
import TermCore

/// One submission's view from the cache at 120 columns: read `submissions/<slug>.json`, decode
/// it (the detail's two distributions are JSON inside JSON strings), draw both charts and the
/// highlighted code, and render the lines to styled text.
///
/// In process, over a file written for the benchmark: twenty list rows and one detail with the
/// recorded answer's sizes (80 runtime buckets, 49 memory buckets) and 60 lines of code.
enum SubmissionBenchmark {
  static func run(rounds: Int) -> [Figure] {
    BenchFolder.with { root in
      let file = root.appendingPathComponent("two-sum.json")
      guard (try? Data(cacheFile().utf8).write(to: file)) != nil else { return [] }
      var times: [Double] = []
      var written = 0
      for _ in 0..<rounds {
        let start = now()
        guard let data = try? Data(contentsOf: file),
          let snapshot = try? SubmissionsSnapshot.decode(data),
          let detail = snapshot.details["900"]
        else { return [] }
        let lines = SubmissionRecordLines.lines(detail.record, width: 120, words: .english)
        written += ANSIText.render(lines, theme: Theme(usesColor: true), styled: true).utf8.count
        times.append((now() - start) * 1000)
      }
      guard written > 0 else { return [] }
      return [
        Figure.p95(
          "a submission's view from cache (read, decode, charts, render) at 120 columns, \(rounds) rounds",
          Samples(values: times), digits: 2, target: "< 20 ms", met: { $0 < 20 })
      ]
    }
  }

  /// The cache file: the list and the detail of submission 900.
  static func cacheFile() -> String {
    func distribution(_ count: Int, from start: Int, step: Int) -> String {
      let rows = (0..<count).map { #"[\"\#(start + $0 * step)\", \#(Double(($0 * 37) % 11) + 0.25)]"# }
      return #"{\"lang\": \"python3\", \"distribution\": [\#(rows.joined(separator: ", "))]}"#
    }
    let code = (0..<60).map { #"        total += nums[i] * \#($0)  # step \#($0)"# }.joined(separator: "\\n")
    let rows = (0..<20).map {
      #"{"id":"\#(900 + $0)","statusDisplay":"Accepted","lang":"python3","langName":"Python3","#
        + #""runtime":"48 ms","memory":"16.1 MB","timestamp":"1777214044"}"#
    }
    let detail =
      #"{"data":{"submissionDetails":{"runtime":48,"runtimeDisplay":"48 ms","runtimePercentile":61.5,"#
      + #""runtimeDistribution":"\#(distribution(80, from: 20, step: 1))","memory":16140000,"#
      + #""memoryDisplay":"16.1 MB","memoryPercentile":40.25,"#
      + #""memoryDistribution":"\#(distribution(49, from: 15_000, step: 50))","#
      + #""code":"class Solution:\n    def f(self, nums):\n\#(code)","timestamp":1777214044,"statusCode":10,"#
      + #""lang":{"name":"python3","verboseName":"Python3"},"totalCorrect":63,"totalTestcases":63}}}"#
    return #"{"fetchedAt":"2026-04-27T00:00:00Z","list":{"data":{"questionSubmissionList":{"#
      + #""hasNext":false,"lastKey":null,"submissions":[\#(rows.joined(separator: ","))]}}},"#
      + #""details":{"900":\#(detail)}}"#
  }
}
