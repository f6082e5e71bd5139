import Foundation
import LeetTestSupport
import Testing

/// `sync`'s whole work is writing the cache: when it cannot, it says so and fails.
@Suite struct SyncUnwritableCacheTests {
  @Test func syncIntoACacheThatCannotBeWrittenFailsWithOneLine() throws {
    let setup = try FetchEndToEndTests.Setup(fake: try FakeFixtures.smallSite())
    defer { setup.cleanUp() }
    // A file where the cache folder belongs: no write can succeed, for root too.
    let blocked = setup.root.appendingPathComponent("cache")
    #expect(FileManager.default.createFile(atPath: blocked.path, contents: Data("in the way".utf8)))
    let result = try setup.run(["sync"])
    #expect(result.status == 1)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(
      result.stderr.hasPrefix("leetview: cannot write the cache \(blocked.path) (Not a directory)"))
    #expect(result.stderr.contains("the problem list was fetched but not kept"))
    #expect(!result.stderr.contains("problems in the list"))
    #expect(FileManager.default.contents(atPath: blocked.path) == Data("in the way".utf8))
  }
}
