import Testing

@testable import LeetCurses

@Suite struct TerminalProbeTests {
  @Test func dumbOrMissingTermNeverDraws() {
    #expect(!TerminalProbe.canDrawInterface(environment: ["TERM": "dumb"]))
    #expect(!TerminalProbe.canDrawInterface(environment: [:]))
  }
}
