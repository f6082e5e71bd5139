import Foundation

/// leetview's benchmarks: builds a realistic cache from the corpus, measures, prints one table.
if PictureBenchmark.runAlone(CommandLine.arguments) { exit(0) }
if CookieBenchmark.runAlone(CommandLine.arguments) { exit(0) }
if LocalRunBenchmark.runAlone(CommandLine.arguments) { exit(0) }
// `leetview-bench judge` measures only the judge's panel, which needs neither corpus nor binaries.
if CommandLine.arguments.dropFirst().first == "judge" {
  printTable(JudgePanelBenchmark.run(rounds: 500))
  exit(0)
}
// `leetview-bench review` measures only the review list over 3,000 solved problems.
if CommandLine.arguments.dropFirst().first == "review" {
  printTable(ReviewBenchmark.run(rounds: 100))
  exit(0)
}
// `leetview-bench progress` measures only the Progress screen drawn from the cache.
if CommandLine.arguments.dropFirst().first == "progress" {
  printTable(ProgressBenchmark.run(rounds: 200))
  exit(0)
}
// `leetview-bench submission` measures only one submission's view from the cache.
if CommandLine.arguments.dropFirst().first == "submission" {
  printTable(SubmissionBenchmark.run(rounds: 200))
  exit(0)
}
guard let corpus = BenchCache.corpusDirectory() else {
  FileHandle.standardError.write(
    Data("leetview-bench: ../shared/corpus not found (set LEETVIEW_CORPUS)\n".utf8))
  exit(1)
}
let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent()
for name in ["leetview", "leetview-floor"]
where !FileManager.default.isExecutableFile(atPath: binaries.appendingPathComponent(name).path) {
  FileHandle.standardError.write(
    Data(
      "leetview-bench: \(name) is not built beside the benchmark; run `swift build -c release` first\n".utf8))
  exit(1)
}
FileHandle.standardError.write(Data("building the cache from \(corpus.path) ...\n".utf8))
let cache = try BenchCache.build(from: corpus)
// `exit` runs no `defer`: each early exit below removes the cache first.
FileHandle.standardError.write(
  Data("cache: \(cache.list.items.count) problems, \(cache.questionFiles.count) statements\n".utf8))

// `leetview-bench render` measures only the in-process rendering of the corpus (for profiling).
if CommandLine.arguments.dropFirst().first == "render" {
  printTable(RenderBenchmark.run(cache: cache, rounds: 5))
  cache.remove()
  exit(0)
}
// `leetview-bench instructions` counts only the print path's instructions against the floor.
if CommandLine.arguments.dropFirst().first == "instructions" {
  printTable(InstructionBenchmark.run(cache: cache, binaries: binaries))
  cache.remove()
  exit(0)
}
// `leetview-bench package` measures only the Debian package in dist/ (`make deb` first).
if CommandLine.arguments.dropFirst().first == "package" {
  printTable(PackageBenchmark.run(cache: cache, binaries: binaries))
  cache.remove()
  exit(0)
}
// `leetview-bench filter` measures only the search-as-you-type over the list.
if CommandLine.arguments.dropFirst().first == "filter" {
  printTable(FilterBenchmark.run(cache: cache))
  cache.remove()
  exit(0)
}
// `leetview-bench marks` measures only the marks' first frame and `is:` filter figures.
if CommandLine.arguments.dropFirst().first == "marks" {
  printTable(MarksBenchmark.run(cache: cache))
  cache.remove()
  exit(0)
}
var figures: [Figure] = []
let printPath = PrintPathBenchmark.run(cache: cache, binaries: binaries, runs: 31)
figures += printPath.figures
figures += InstructionBenchmark.run(cache: cache, binaries: binaries)
figures += InterfaceBenchmark.run(
  cache: cache, binaries: binaries, printMedian: printPath.printMedian, runs: 9)
figures += FrameBenchmark.run(cache: cache, switches: 40)
figures += RenderBenchmark.run(cache: cache, rounds: 5)
figures += FilterBenchmark.run(cache: cache)
figures += MarksBenchmark.run(cache: cache)
figures += PictureBenchmark.run(binaries: binaries)
figures += PicturePageBenchmark.run(cache: cache, binaries: binaries, runs: 9)
figures += JudgePanelBenchmark.run(rounds: 500)
figures += CookieBenchmark.run(binaries: binaries)
figures += ProgressBenchmark.run(rounds: 200)
figures += SubmissionBenchmark.run(rounds: 200)
figures += ReviewBenchmark.run(rounds: 100)
figures += LocalRunBenchmark.run(binaries: binaries)
figures += PackageBenchmark.run(cache: cache, binaries: binaries)
printTable(figures)
cache.remove()
