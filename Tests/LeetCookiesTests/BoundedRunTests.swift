import CookieFixtures
import Foundation
import Testing

@testable import LeetCookies

@Suite("Small programs the helper runs (kwallet-query, dbus-send): status, stdout and deadline")
struct BoundedRunTests {
  @Test("a program's arguments, stdout and exit status come back; its stdin is empty")
  func statusAndOutput() throws {
    let shell = try #require(BoundedRun.locate("sh"))
    let output = try #require(
      BoundedRun.run(shell, ["-c", "printf '%s|' \"$1\"; cat; exit 3", "sh", "a b"], timeout: 30))
    #expect(output.status == 3)
    #expect(String(decoding: output.stdout, as: UTF8.self) == "a b|")
  }

  @Test("a program past its deadline is killed and gives nothing; the caller waits no longer")
  func overrunIsKilled() throws {
    let shell = try #require(BoundedRun.locate("sh"))
    let folder = try FixtureHome()
    defer { folder.remove() }
    let started = Date()
    let output = BoundedRun.run(shell, ["-c", "echo $$ > \(folder.path)/pid; exec sleep 60"], timeout: 1)
    #expect(output == nil)
    #expect(Date().timeIntervalSince(started) < 10)
    let pid = try #require(pid_t(String(contentsOfFile: folder.path + "/pid", encoding: .utf8).trimmed))
    #expect(kill(pid, 0) != 0 && errno == ESRCH)
  }

  @Test("a process the program left holding its stdout holds the caller only to the deadline")
  func heldPipeEndsAtTheDeadline() throws {
    let shell = try #require(BoundedRun.locate("sh"))
    let started = Date()
    let output = try #require(BoundedRun.run(shell, ["-c", "sleep 60 & echo $!"], timeout: 1))
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(output.status == 0)
    let holder = try #require(pid_t(String(decoding: output.stdout, as: UTF8.self).trimmed))
    kill(holder, SIGKILL)
  }
}

extension String {
  /// The text without the white space around it.
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
