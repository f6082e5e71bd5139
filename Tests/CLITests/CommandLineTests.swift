import Foundation
import LeetTestSupport
import Testing

@Suite struct CommandLineTests {
  @Test func unknownOptionIsAUsageError() throws {
    let result = try BinaryRunner.run(["--bogus"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("leetview: unknown option '--bogus'\n"))
    #expect(result.stderr.hasSuffix("\nRun `leetview --help` for every command and option.\n"))
  }

  @Test func unknownSegmentIsAUsageError() throws {
    let result = try BinaryRunner.run(["--segment", "nope", "1"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("leetview: unknown segment 'nope'"))
  }

  @Test func helpAndVersionSucceed() throws {
    let help = try BinaryRunner.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("--no-animation"))
    let version = try BinaryRunner.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("leetview "))
  }
}
