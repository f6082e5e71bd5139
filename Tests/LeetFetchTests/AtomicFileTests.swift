import Foundation
import LeetModel
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
    #expect(TitleSlug.validated("two-sum") != nil)
    #expect(TitleSlug.validated("../etc/passwd") == nil)
    #expect(TitleSlug.validated("a/b") == nil)
    #expect(TitleSlug.validated("") == nil)
  }
}

@Suite struct AbandonedTemporaryTests {
  @Test func temporariesOfAKilledWriterAreRemovedByTheNextWrite() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID())")
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("two-sum.json")
    try AtomicFile.write(Data("one".utf8), to: file)
    let old = dir.appendingPathComponent(".two-sum.json.4242.17.tmp")
    let fresh = dir.appendingPathComponent(".two-sum.json.4343.18.tmp")
    let other = dir.appendingPathComponent(".three-sum.json.4242.19.tmp")
    for url in [old, fresh, other] { try Data("{\"da".utf8).write(to: url) }
    let hourAgo = Date().addingTimeInterval(-3600)
    for url in [old, other] {
      try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: url.path)
    }
    try AtomicFile.write(Data("two".utf8), to: file)
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
    // The old one of this file goes; a recent one may belong to a live writer; others are not ours.
    #expect(names == ["two-sum.json", ".two-sum.json.4343.18.tmp", ".three-sum.json.4242.19.tmp"])
  }
}
