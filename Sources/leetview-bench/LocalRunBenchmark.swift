import Foundation

/// `test --local`: leetview's own cost around one Python case (the whole command less the
/// interpreter's run of the same harness), and a second C++ run of the same file, which reuses
/// the build instead of compiling.
enum LocalRunBenchmark {
  /// `leetview-bench local` measures only local runs.
  static func runAlone(_ arguments: [String]) -> Bool {
    guard arguments.dropFirst().first == "local" else { return false }
    let binaries = URL(fileURLWithPath: arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    printTable(run(binaries: binaries))
    return true
  }

  /// A cache holding the fixture problem Pair Sum, and its two solutions, in a temporary folder.
  struct Stage {
    let root: URL
    var cache: URL { root.appendingPathComponent("cache") }

    init(fixtures: URL) throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("leetview-bench-local-\(getpid())")
      let questions = cache.appendingPathComponent("leetcode.com/questions")
      try FileManager.default.createDirectory(at: questions, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: fixtures.appendingPathComponent("questions/pair-sum.json"),
        to: questions.appendingPathComponent("pair-sum.json"))
      let list =
        #"{"fetchedAt":"2026-12-01T00:00:00Z","questions":[{"frontendQuestionId":"9001","title":"Pair Sum","#
        + #""titleSlug":"pair-sum","difficulty":"Easy","paidOnly":false,"acRate":50,"topicTags":[]}]}"#
      try Data(list.utf8).write(to: cache.appendingPathComponent("leetcode.com/problemset.json"))
      for name in ["right.py", "right.cpp"] {
        let ext = (name as NSString).pathExtension
        try FileManager.default.copyItem(
          at: fixtures.appendingPathComponent("solutions/9001.pair-sum/\(name)"),
          to: root.appendingPathComponent("9001.pair-sum.\(ext)"))
      }
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// The one build folder of `language` in the cache, once a run made it.
    func buildFolder(_ language: String) -> URL? {
      let folder = cache.appendingPathComponent("localrun/\(language)")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return names.first.map { folder.appendingPathComponent($0) }
    }
  }

  static let python = "leetview's own cost around one Python case (command less interpreter)"
  static let cpp = "second C++ `test --local` of the same file (the build reused)"

  static func run(binaries: URL, runs: Int = 15) -> [Figure] {
    guard let fixtures = fixturesFolder(near: binaries), let stage = try? Stage(fixtures: fixtures) else {
      return [Figure(name: python, median: "no fixtures", spread: "", target: "< 30 ms", met: false)]
    }
    defer { stage.remove() }
    return pythonCost(stage, binaries: binaries, runs: runs)
      + secondCpp(stage, binaries: binaries, runs: runs)
  }

  /// `Tests/LocalRunFixtures` of the repository the binaries were built in (or the current one).
  static func fixturesFolder(near binaries: URL) -> URL? {
    var folder = binaries
    for _ in 0..<6 {
      let candidate = folder.appendingPathComponent("Tests/LocalRunFixtures")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent("Tests/LocalRunFixtures")
    return FileManager.default.fileExists(atPath: here.path) ? here : nil
  }

  /// The command's wall and CPU time for one case, less a direct run of the harness it wrote (the
  /// same interpreter, input from a file, through `sh`).
  static func pythonCost(_ stage: Stage, binaries: URL, runs: Int) -> [Figure] {
    let leetview = binaries.appendingPathComponent("leetview").path
    let arguments = [
      "--offline", "--cache", stage.cache.path, "test", "--local",
      stage.root.appendingPathComponent("9001.pair-sum.py").path, "--case", "[3,5,8]\n13",
    ]
    _ = timed(leetview, arguments)
    guard let folder = stage.buildFolder("python3"),
      (try? Data("[3,5,8]\n13\n".utf8).write(to: folder.appendingPathComponent("case.txt"))) != nil
    else { return [Figure(name: python, median: "no python3", spread: "", target: "< 30 ms", met: false)] }
    let direct = ["-c", "cd '\(folder.path)' && exec python3 -S main.py < case.txt 3>/dev/null"]
    var wall: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<runs {
      let whole = timed(leetview, arguments)
      let alone = timed("/bin/sh", direct)
      wall.append((whole.wall - alone.wall) * 1000)
      cpu.append((whole.cpu - alone.cpu) * 1000)
    }
    let (wallCost, cpuCost) = (Samples(values: wall), Samples(values: cpu))
    return [
      Figure(
        name: python, median: Figure.format(wallCost.median, unit: "ms"),
        spread: Figure.format(wallCost.spread, unit: "ms"), target: "< 30 ms", met: wallCost.median < 30),
      Figure(
        name: "the same in CPU time (user + system)", median: Figure.format(cpuCost.median, unit: "ms"),
        spread: Figure.format(cpuCost.spread, unit: "ms"), target: "< 30 ms", met: cpuCost.median < 30),
    ]
  }

  /// Runs `path` to its end, output dropped: its wall time and the CPU time of it and its children.
  static func timed(_ path: String, _ arguments: [String]) -> (wall: Double, cpu: Double) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let (argv, envp) = spawnStrings(path, arguments, [:])
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return (.nan, .nan) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let cpu =
      Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    return (now() - start, cpu)
  }

  /// The second and later runs of a C++ file: no compile, the binary left as it was.
  static func secondCpp(_ stage: Stage, binaries: URL, runs: Int) -> [Figure] {
    let leetview = binaries.appendingPathComponent("leetview").path
    let arguments = [
      "--offline", "--cache", stage.cache.path, "test", "--local",
      stage.root.appendingPathComponent("9001.pair-sum.cpp").path,
    ]
    let first = timed(leetview, arguments).wall * 1000
    guard let folder = stage.buildFolder("cpp") else {
      return [Figure(name: cpp, median: "no g++", spread: "", target: "no compile", met: false)]
    }
    let binary = folder.appendingPathComponent("main").path
    let built = (try? FileManager.default.attributesOfItem(atPath: binary))?[.modificationDate] as? Date
    var times: [Double] = []
    for _ in 0..<runs { times.append(timed(leetview, arguments).wall * 1000) }
    let after = (try? FileManager.default.attributesOfItem(atPath: binary))?[.modificationDate] as? Date
    let samples = Samples(values: times)
    return [
      Figure(
        name: cpp + ", 2 cases; first run with compile \(Figure.format(first, unit: "ms", digits: 0))",
        median: Figure.format(samples.median, unit: "ms"), spread: Figure.format(samples.spread, unit: "ms"),
        target: "no compile (< 100 ms)", met: built != nil && built == after && samples.median < 100)
    ]
  }
}
