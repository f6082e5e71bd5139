import Foundation
import LeetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 33: stopping leetview while a case spins (Ctrl-C, a closed terminal, SIGTERM on the
/// command line; `q` after Esc or a closed terminal in the interface) leaves no process of the
/// case behind, in Python and C++: real process trees in tmux, looked up in `/proc`.
@Suite(.serialized, .enabled(if: TmuxPane.isInstalled, TmuxPane.absentReason))
struct LocalRunStopTests {
  /// How leetview is stopped.
  enum Stop: String, CaseIterable, CustomStringConvertible, Sendable {
    case controlC, closedTerminal, terminate
    var description: String { rawValue }
  }

  /// A solution in `language` whose method `method` writes its pid to `marker` and spins.
  static func spinner(_ language: String, method: String, marker: String) -> String {
    if language == "cpp" {
      return "class Solution {\npublic:\n    vector<int> \(method)(vector<int>& nums, int target) {\n"
        + "        FILE* f = fopen(\"\(marker)\", \"w\"); fprintf(f, \"%d\", getpid()); fclose(f);\n"
        + "        volatile long spin = 0;\n        while (true) spin++;\n    }\n};\n"
    }
    return "import os\nclass Solution:\n    def \(method)(self, nums, target):\n"
      + "        with open(\"\(marker)\", \"w\") as f:\n            f.write(str(os.getpid()))\n"
      + "        while True:\n            pass\n"
  }

  /// The case's pid, once `marker` holds it (a compile may come first).
  static func casePID(_ marker: URL) throws -> Int32 {
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline {
      if let text = try? String(contentsOf: marker, encoding: .utf8), let pid = Int32(text) { return pid }
      usleep(20_000)
    }
    Issue.record("the case never started")
    throw CancellationError()
  }

  /// Stops leetview in `pane` as `stop` says.
  static func stop(_ stop: Stop, leetview: Int32, pane: TmuxPane) {
    switch stop {
    case .controlC: pane.send("C-c")
    case .closedTerminal: pane.run(["kill-server"])
    case .terminate: kill(leetview, SIGTERM)
    }
  }

  /// Expects every process of `line` (the case up to leetview) gone, and none working in `folder`.
  static func expectNothingLeft(_ line: [Int32], in folder: URL, _ label: String) {
    for pid in line { #expect(ProcessEnd.isGone(pid), "\(label): \(pid) of \(line) is still running") }
    let deadline = Date().addingTimeInterval(10)
    var left = ProcessTree.working(in: folder)
    while !left.isEmpty, Date() < deadline {
      usleep(20_000)
      left = ProcessTree.working(in: folder)
    }
    #expect(left.isEmpty, "\(label): \(left) still run in \(folder.path)")
  }

  /// The pid of the shell in `pane`.
  static func shell(_ pane: TmuxPane) throws -> Int32 {
    let text = pane.run(["display-message", "-p", "-t", "e2e", "#{pane_pid}"])
    return try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  static let languages = [("python3", "py", "python3"), ("cpp", "cpp", "g++")].filter {
    Tool.path($0.2) != nil
  }.map(\.0)

  @Test(arguments: languages, Stop.allCases)
  func stoppingTheCommandLineLeavesNoCase(language: String, stop: Stop) throws {
    let stage = try LocalRunStage()
    defer { stage.cleanUp() }
    let marker = stage.root.appendingPathComponent("case.pid")
    let file = try stage.writeSolution(
      id: "9001", language: language, fileExtension: language == "cpp" ? "cpp" : "py",
      code: Self.spinner(language, method: "pairSum", marker: marker.path))
    let pane = try TmuxPane.start("localrun-stop")
    defer { pane.close() }
    pane.launchLeetview(["--offline", "test", "--local", file], environment: stage.environment)
    let line = ProcessTree.line(from: try Self.casePID(marker), below: try Self.shell(pane))
    // The case, its supervisor, leetview.
    #expect(line.count >= 3, "\(line)")
    Self.stop(stop, leetview: line.last ?? 0, pane: pane)
    Self.expectNothingLeft(line, in: stage.root, "\(language) \(stop)")
  }

  @Test(arguments: languages, [false, true])
  func quittingTheInterfaceLeavesNoCase(language: String, closingTheTerminal: Bool) throws {
    let stage = try SolveStage(session: "tmux-stop-session-4e1", token: "tmux-stop-csrf-0b7")
    defer { stage.close() }
    let pane = stage.pane
    let workspace = pane.directory.appendingPathComponent("workspace")
    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    let marker = pane.directory.appendingPathComponent("case.pid")
    let name = "1.pebble-pairs." + (language == "cpp" ? "cpp" : "py")
    try Data(Self.spinner(language, method: "pair", marker: marker.path).utf8).write(
      to: workspace.appendingPathComponent(name))
    try pane.launch(
      problem: "1", endpoint: stage.fake.baseURL, environment: ["LEETVIEW_WORKSPACE": workspace.path])
    _ = try pane.waitForScreen { $0[0].contains("Pebble Pairs") && $0.last?.contains("line 1-") == true }
    pane.send("T")
    let line = ProcessTree.line(from: try Self.casePID(marker), below: try Self.shell(pane))
    #expect(line.count >= 3, "\(line)")
    if closingTheTerminal {
      Self.stop(.closedTerminal, leetview: line.last ?? 0, pane: pane)
    } else {
      // `q` after Esc: the panel closed, then leetview quit while the case still ran.
      pane.send("Escape")
      pane.send("q")
      _ = try pane.waitForScreen { $0.contains { $0.hasPrefix("rc=") } }
    }
    Self.expectNothingLeft(line, in: pane.directory, "interface \(language), closed: \(closingTheTerminal)")
  }
}
