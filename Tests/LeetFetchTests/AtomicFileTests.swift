import Foundation
import Testing

@testable import LeetFetch

@Suite struct AtomicFileTests {
  @Test func writesAndReplacesLeavingNoTemporaryFiles() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID())")
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("a/b.json")
    try AtomicFile.write(Data("one".utf8), to: file)
    try AtomicFile.write(Data("two".utf8), to: file)
    #expect(try String(contentsOf: file, encoding: .utf8) == "two")
    let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
    #expect(names == ["b.json"])
  }

  @Test func slugsThatEscapeTheCacheAreRefused() {
    #expect(CacheStore.isValidSlug("two-sum"))
    #expect(!CacheStore.isValidSlug("../etc/passwd"))
    #expect(!CacheStore.isValidSlug("a/b"))
    #expect(!CacheStore.isValidSlug(""))
  }
}
