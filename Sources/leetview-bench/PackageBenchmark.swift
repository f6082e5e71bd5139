import Foundation

/// The Debian package (`make deb`, issue 34): its installed size, and its statically linked
/// leetview's print path in instructions (against the build with Foundation that the issue
/// measured) and in wall time (against the same code linked dynamically).
enum PackageBenchmark {
  /// The most the package may take installed.
  static let sizeTarget = 30 * 1024
  /// The most the package's print path may run: half the 20.8 M instructions of the dynamically
  /// linked build with Foundation that issue 34 measured (the same code built dynamically today
  /// loads FoundationEssentials only, so it is faster than that build was; its figure is shown).
  static let instructionTarget = 10.4e6

  static func run(cache: BenchCache, binaries: URL) -> [Figure] {
    let root = binaries.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let dist = root.appendingPathComponent("dist")
    let debs = ((try? FileManager.default.contentsOfDirectory(atPath: dist.path)) ?? [])
      .filter { $0.hasPrefix("leetview_") && $0.hasSuffix(".deb") }.sorted()
    guard let deb = debs.last.map({ dist.appendingPathComponent($0).path }) else {
      return [missing("package (no dist/leetview_*.deb: run `make deb` first)")]
    }
    let unpacked = FileManager.default.temporaryDirectory.appendingPathComponent(
      "leetview-bench-deb-\(getpid())")
    defer { try? FileManager.default.removeItem(at: unpacked) }
    guard ChildProcess.run("/usr/bin/dpkg-deb", ["-x", deb, unpacked.path]).status == 0,
      let size = field(deb, "Installed-Size").flatMap({ Int($0) })
    else { return [missing("package (dpkg-deb could not read \(deb))")] }
    var figures = [
      Figure(
        name: "package, installed size (\(URL(fileURLWithPath: deb).lastPathComponent))",
        median: Figure.format(Double(size) / 1024, unit: "MiB", digits: 1), spread: "exact",
        target: "≤ \(sizeTarget / 1024) MiB", met: size <= sizeTarget)
    ]
    let packaged = unpacked.appendingPathComponent("usr/bin/leetview").path
    let dynamic = binaries.appendingPathComponent("leetview").path
    let arguments = [
      "--offline", "--cache", cache.root.path, "--print", "--color", "never", "--width", "80",
      cache.typical.id,
    ]
    figures.append(instructions(packaged: packaged, dynamic: dynamic, arguments))
    figures.append(wall(packaged: packaged, dynamic: dynamic, arguments))
    return figures
  }

  /// The print path's instructions, the package's program against the dynamic release build's.
  static func instructions(packaged: String, dynamic: String, _ arguments: [String]) -> Figure {
    let valgrind = "/usr/bin/valgrind"
    guard FileManager.default.isExecutableFile(atPath: valgrind) else {
      return missing("package print path, instructions (valgrind not installed)")
    }
    guard let packagedCount = InstructionBenchmark.instructions(valgrind, packaged, arguments),
      let dynamicCount = InstructionBenchmark.instructions(valgrind, dynamic, arguments), dynamicCount > 0
    else { return missing("package print path, instructions (callgrind failed)") }
    let ratio = Double(packagedCount) / Double(dynamicCount)
    return Figure(
      name:
        "package print path, instructions (callgrind; the same code dynamic: \(Figure.format(Double(dynamicCount) / 1e6, unit: "M")), \(String(format: "%.2f", ratio)) ×)",
      median: Figure.format(Double(packagedCount) / 1e6, unit: "M"), spread: "exact",
      target: "≤ 10.4 M (half of 20.8 M, dynamic with Foundation)",
      met: Double(packagedCount) <= instructionTarget)
  }

  /// The print path's wall time over 31 runs each, the package's program against the dynamic one.
  static func wall(packaged: String, dynamic: String, _ arguments: [String]) -> Figure {
    _ = ChildProcess.run(packaged, arguments)
    _ = ChildProcess.run(dynamic, arguments)
    var packagedTimes: [Double] = []
    var dynamicTimes: [Double] = []
    for _ in 0..<31 {
      packagedTimes.append(ChildProcess.run(packaged, arguments).seconds * 1000)
      dynamicTimes.append(ChildProcess.run(dynamic, arguments).seconds * 1000)
    }
    let packagedSamples = Samples(values: packagedTimes)
    let dynamicSamples = Samples(values: dynamicTimes)
    let ratio = packagedSamples.median / dynamicSamples.median
    return Figure(
      name: "package print path, wall (dynamic build \(Figure.format(dynamicSamples.median, unit: "ms")))",
      median: Figure.format(packagedSamples.median, unit: "ms"),
      spread: Figure.format(packagedSamples.spread, unit: "ms"),
      target: "< the same code dynamic (now \(String(format: "%.2f", ratio)) ×)", met: ratio < 1)
  }

  /// Field `name` of the .deb at `path`, as `dpkg-deb -f` prints it.
  static func field(_ path: String, _ name: String) -> String? {
    let pipe = Pipe()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/dpkg-deb")
    process.arguments = ["-f", path, name]
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return process.terminationStatus == 0 && !text.isEmpty ? text : nil
  }

  /// A figure that could not be measured, and why.
  static func missing(_ name: String) -> Figure {
    Figure(name: name, median: "n/a", spread: "n/a", target: "see BENCHMARKS.md", met: nil)
  }
}
