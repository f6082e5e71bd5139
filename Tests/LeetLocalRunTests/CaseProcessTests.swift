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

  @Test func theAddressSpaceLimitHolds() {
    let outcome = Self.shell(
      "read line; ulimit -v >&3; ulimit -c >&3", input: "go\n",
      limits: .init(seconds: 5, addressSpaceBytes: 256 << 20))
    #expect(String(decoding: outcome.answer, as: UTF8.self) == "262144\n0\n")
  }
}
