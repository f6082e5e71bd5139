import Foundation
import LeetModel
import LeetUI
import TermCore

/// CPU per frame of a tab glide at 120x40: reduce the tick, render the grid, diff it against the
/// previous one.
///
/// In process, on a typical corpus problem.
enum FrameBenchmark {
  static func run(cache: BenchCache, switches: Int) -> [Figure] {
    guard let file = cache.questionFiles[cache.typical.slug], let data = try? Data(contentsOf: file),
      let problem = try? ProblemDecoder.decode(data)
    else { return [] }
    var state = ProblemState(
      page: ProblemPage(problem: problem, language: .english), sourceLabel: "cached today",
      size: Size(width: 120, height: 40), settings: ProblemState.Settings(animated: true),
      theme: Theme(usesColor: true))
    var previous = ProblemView.render(state)
    var clock = Duration.seconds(1)
    var times: [Double] = []
    var frames = 0
    for _ in 0..<switches {
      var effects = reduce(&state, .key(.tab))
      previous = ProblemView.render(state)
      while case .scheduleFrame(let tag)? = effects.first(where: {
        if case .scheduleFrame = $0 { true } else { false }
      }) {
        clock += TabBarMotion.frameInterval
        let start = now()
        effects = reduce(&state, .tick(at: clock, tag: tag))
        let grid = ProblemView.render(state)
        let changes = grid.diff(from: previous)
        times.append((now() - start) * 1000)
        previous = grid
        frames += changes.isEmpty ? 0 : 1
        if times.count > 100_000 { break }
      }
    }
    let samples = Samples(values: times)
    return [
      Figure.p95(
        "CPU per glide frame (reduce, render, diff) at 120x40, \(times.count) frames", samples,
        digits: 3, target: "< 1 ms", met: { $0 < 1 })
    ]
  }
}
