import Foundation

/// `leetview --offline --print <id>` as a whole process, against the floor program.
enum PrintPathBenchmark {
  static func run(cache: BenchCache, binaries: URL, runs: Int) -> (figures: [Figure], printMedian: Double) {
    let leetview = binaries.appendingPathComponent("leetview").path
    let floor = binaries.appendingPathComponent("leetview-floor").path
    guard let file = cache.questionFiles[cache.typical.slug] else { return ([], .nan) }
    let arguments = [
      "--offline", "--cache", cache.root.path, "--print", "--color", "never", "--width", "80",
      cache.typical.id,
    ]
    // Warm the page cache for both.
    _ = ChildProcess.run(leetview, arguments)
    _ = ChildProcess.run(floor, [file.path])
    var printTimes: [Double] = []
    var floorTimes: [Double] = []
    var printRSS: [Double] = []
    var floorRSS: [Double] = []
    for _ in 0..<runs {
      let p = ChildProcess.run(leetview, arguments)
      let f = ChildProcess.run(floor, [file.path])
      printTimes.append(p.seconds * 1000)
      floorTimes.append(f.seconds * 1000)
      if let memory = ChildProcess.peakMemory(leetview, arguments) { printRSS.append(Double(memory) / 1024) }
      if let memory = ChildProcess.peakMemory(floor, [file.path]) { floorRSS.append(Double(memory) / 1024) }
    }
    let print = Samples(values: printTimes)
    let floorSamples = Samples(values: floorTimes)
    let printMemory = Samples(values: printRSS)
    let floorMemory = Samples(values: floorRSS)
    let timeRatio = print.median / floorSamples.median
    let memoryRatio = printMemory.median / floorMemory.median
    return (
      [
        Figure(
          name: "print \(cache.typical.id), wall (floor \(Figure.format(floorSamples.median, unit: "ms")))",
          median: Figure.format(print.median, unit: "ms"),
          spread: Figure.format(print.spread, unit: "ms"),
          target: "≤ 1.5 × floor (now \(String(format: "%.2f", timeRatio)) ×)", met: timeRatio <= 1.5),
        Figure(
          name:
            "print path, peak memory (floor \(Figure.format(floorMemory.median, unit: "MiB", digits: 1)))",
          median: Figure.format(printMemory.median, unit: "MiB", digits: 1),
          spread: Figure.format(printMemory.spread, unit: "MiB", digits: 1),
          target: "≤ 1.3 × floor (now \(String(format: "%.2f", memoryRatio)) ×)", met: memoryRatio <= 1.3),
      ], print.median
    )
  }
}
