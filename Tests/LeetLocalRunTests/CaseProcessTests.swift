import Foundation
import LeetTestSupport
import LocalProcess
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One case's process: its input given, its pipes read apart and capped, its deadline kept, and
/// its whole group gone when it ends.
@Suite struct CaseProcessTests {
  static let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
  /// Python 3, where the system has one.
  static let python3 = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Runs `script` with `/bin/sh -c`.
  static func shell(_ script: String, input: String = "", limits: CaseProcess.Limits = .init(seconds: 10))
    -> CaseProcess.Outcome
  {
    CaseProcess.run(
      "/bin/sh", arguments: ["-c", script], environment: environment, directory: "/tmp",
      input: Data(input.utf8), limits: limits)
  }

  @Test func theAnswerStdoutAndStderrAreKeptApart() {
    let outcome = Self.shell(
      "read line; echo \"printed $line\"; echo oops >&2; echo \"[$line]\" >&3", input: "7\n")
    #expect(outcome.ending == .exited(0))
    #expect(String(decoding: outcome.stdout, as: UTF8.self) == "printed 7\n")
    #expect(String(decoding: outcome.stderr, as: UTF8.self) == "oops\n")
    #expect(String(decoding: outcome.answer, as: UTF8.self) == "[7]\n")
    #expect(pwdIs("/tmp"))
  }

  /// Whether a program run by CaseProcess starts in `folder`.
  func pwdIs(_ folder: String) -> Bool {
    let outcome = Self.shell("pwd >&3")
    return String(decoding: outcome.answer, as: UTF8.self) == folder + "\n"
  }

  @Test func aFloodOfOutputIsCappedAndTheRunStillEnds() {
    let outcome = Self.shell(
      "yes spam | head -c 5000000; echo done >&3", limits: .init(seconds: 10, outputBytes: 1000))
    #expect(outcome.ending == .exited(0))
    #expect(outcome.stdout.count == 1000)
    #expect(outcome.stdoutTruncated)
    #expect(String(decoding: outcome.answer, as: UTF8.self) == "done\n")
  }

  @Test func aNeverEndingGroupIsKilledAtItsDeadline() throws {
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent("case-\(getpid()).pid")
    defer { try? FileManager.default.removeItem(at: marker) }
    let outcome = Self.shell(
      "sleep 100 & echo $! > '\(marker.path)'; while :; do :; done", limits: .init(seconds: 0.5))
    #expect(outcome.ending == .timedOut)
    #expect(outcome.elapsed < 5)
    let text = try String(contentsOf: marker, encoding: .utf8)
    let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(ProcessEnd.isGone(pid), "the background sleep \(pid) outlived its case")
  }

  @Test func aChildLeftBehindByAFinishedCaseIsKilledToo() throws {
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent("left-\(getpid()).pid")
    defer { try? FileManager.default.removeItem(at: marker) }
    let outcome = Self.shell("sleep 100 > /dev/null 2>&1 3>&- & echo $! > '\(marker.path)'; echo 1 >&3")
    #expect(outcome.ending == .exited(0))
    let text = try String(contentsOf: marker, encoding: .utf8)
    let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(ProcessEnd.isGone(pid), "the background sleep \(pid) outlived its case")
  }

  @Test func aCrashAndAMissingProgramAreToldApart() {
    #expect(Self.shell("kill -SEGV $$").ending == .signaled(SIGSEGV))
    #expect(Self.shell("exit 3").ending == .exited(3))
    let missing = CaseProcess.run(
      "/nonexistent/program", arguments: [], environment: Self.environment, directory: "/tmp",
      input: Data(), limits: .init(seconds: 1))
    #expect(missing.ending == .notStarted(ENOENT))
  }

  @Test func theLimitsHold() {
    let outcome = Self.shell(
      "read line; ulimit -d >&3; ulimit -c >&3; ulimit -t >&3; ulimit -p >&3", input: "go\n",
      limits: .init(seconds: 5, dataBytes: 256 << 20, processes: 50))
    let lines = String(decoding: outcome.answer, as: UTF8.self).split(separator: "\n")
    #expect(lines.prefix(3) == ["262144", "0", "6"], "\(lines)")
    // This user's tasks now, and 50 more.
    let processes = lines.count == 4 ? Int(lines[3]) ?? 0 : 0
    #expect(processes >= 50 && processes < 100_000, "\(lines)")
  }

  @Test func aCaseOverItsCPULimitIsATimeLimit() {
    // The CPU limit is the backstop of the deadline: 0.2 s of deadline gives 2 s of CPU, and a
    // deadline far off leaves only the CPU limit to end it.
    var limits = CaseProcess.Limits(seconds: 0.2)
    #expect(limits.cpuSeconds == 2)
    limits.seconds = 60
    let outcome = CaseProcess.run(
      "/bin/sh", arguments: ["-c", "ulimit -S -t 1; while :; do :; done"], environment: Self.environment,
      directory: "/tmp", input: Data(), limits: limits)
    #expect(outcome.ending == .timedOut)
    #expect(outcome.elapsed < 30)
  }

  @Test(.enabled(if: python3 != nil, "python3 is not installed"))
  func aDescendantInASessionOfItsOwnIsKilledWithTheCase() throws {
    // A grandchild calls setsid (out of the case's group and session), outlives its parent and
    // means to write a file two seconds later.
    let folder = try BinaryRunner.temporaryDirectory("case-setsid")
    defer { try? FileManager.default.removeItem(at: folder) }
    let marker = folder.appendingPathComponent("late")
    let script = """
      os, time = __import__("os"), __import__("time")
      if os.fork() == 0:
          os.setsid()
          if os.fork() == 0:
              open("\(folder.path)/escaped.pid", "w").write(str(os.getpid()))
              time.sleep(2)
              open("\(marker.path)", "w").write("too late")
              os._exit(0)
          os._exit(0)
      time.sleep(0.2)
      while not os.path.exists("\(folder.path)/escaped.pid"): time.sleep(0.01)
      os.write(3, b"started\\n")
      """
    let outcome = CaseProcess.run(
      try #require(Self.python3), arguments: ["-c", script], environment: Self.environment,
      directory: "/tmp", input: Data(), limits: .init(seconds: 20))
    #expect(outcome.ending == .exited(0), "\(String(decoding: outcome.stderr, as: UTF8.self))")
    #expect(String(decoding: outcome.answer, as: UTF8.self) == "started\n")
    let text = try String(contentsOf: folder.appendingPathComponent("escaped.pid"), encoding: .utf8)
    let pid = try #require(Int32(text))
    // Killed and reaped before the run returned: not even a zombie is left, so no file can come.
    #expect(!FileManager.default.fileExists(atPath: "/proc/\(pid)"), "the escaped \(pid) is alive")
    #expect(!FileManager.default.fileExists(atPath: marker.path))
  }
}
