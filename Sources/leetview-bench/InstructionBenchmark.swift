import Foundation

/// `leetview --offline --print <id>` against the floor program, counted in instructions with
/// `valgrind --tool=callgrind`: unlike the wall clock of a shared machine, the count repeats.
enum InstructionBenchmark {
  /// The most the print path may run, as a multiple of the floor's instructions.
  static let target = 1.15

  static func run(cache: BenchCache, binaries: URL) -> [Figure] {
    let valgrind = "/usr/bin/valgrind"
    guard FileManager.default.isExecutableFile(atPath: valgrind),
      let file = cache.questionFiles[cache.typical.slug]
    else {
      return [
        Figure(
          name: "print path, instructions (valgrind not installed)", median: "n/a", spread: "n/a",
          target: "≤ \(target) × floor", met: nil)
      ]
    }
    let leetview = binaries.appendingPathComponent("leetview").path
    let floor = binaries.appendingPathComponent("leetview-floor").path
    let arguments = [
      "--offline", "--cache", cache.root.path, "--print", "--color", "never", "--width", "80",
      cache.typical.id,
    ]
    let printed = instructions(valgrind, leetview, arguments)
    let floored = instructions(valgrind, floor, [file.path])
    guard let printed, let floored, floored > 0 else {
      return [
        Figure(
          name: "print path, instructions (callgrind failed)", median: "n/a", spread: "n/a",
          target: "≤ \(target) × floor", met: nil)
      ]
    }
    let ratio = Double(printed) / Double(floored)
    return [
      Figure(
        name:
          "print \(cache.typical.id), instructions (callgrind; floor \(Figure.format(Double(floored) / 1e6, unit: "M")))",
        median: Figure.format(Double(printed) / 1e6, unit: "M"), spread: "exact",
        target: "≤ \(target) × floor (now \(String(format: "%.2f", ratio)) ×)", met: ratio <= target)
    ]
  }

  /// The instructions one run of `path` executes, read from callgrind's log; nil when it failed.
  static func instructions(_ valgrind: String, _ path: String, _ arguments: [String]) -> Int? {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "leetview-bench-callgrind-\(getpid()).log")
    defer { try? FileManager.default.removeItem(at: log) }
    let program = withoutDebugInformation(path)
    defer { if program != path { try? FileManager.default.removeItem(atPath: program) } }
    let result = ChildProcess.run(
      valgrind,
      ["--tool=callgrind", "--callgrind-out-file=/dev/null", "--log-file=\(log.path)", program] + arguments)
    guard result.status == 0, let text = try? String(contentsOf: log, encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.contains("Collected :") }),
      let count = line.split(separator: ":").last
    else { return nil }
    return Int(count.trimmingCharacters(in: .whitespaces))
  }

  /// A copy of `path` without its DWARF sections, or `path` itself when `objcopy` is missing.
  ///
  /// Valgrind 3.19 cannot read the DWARF 5 of a release build ("Possibly corrupted debuginfo
  /// file") and gives up on the program; the instructions run are the same without it.
  static func withoutDebugInformation(_ path: String) -> String {
    let objcopy = "/usr/bin/objcopy"
    guard FileManager.default.isExecutableFile(atPath: objcopy) else { return path }
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
      "leetview-bench-\(getpid())-\(URL(fileURLWithPath: path).lastPathComponent)"
    ).path
    let result = ChildProcess.run(objcopy, ["--strip-debug", path, copy])
    return result.status == 0 ? copy : path
  }
}
