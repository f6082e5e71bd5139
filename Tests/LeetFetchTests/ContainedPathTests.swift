import Foundation
import LeetModel
import Testing

@testable import LeetFetch

/// Files for a problem stay inside their folder once links are resolved: the cache refuses to read
/// or write through a link that leads out of it.
@Suite struct ContainedPathTests {
  @Test func linksOutOfTheFolderAreRefusedAndPlainFilesPass() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("contained-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("ws")
    let outside = root.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: outside.appendingPathComponent("x.py"))
    try ContainedPath.check(folder.appendingPathComponent("1.two-sum.py"), inside: folder)
    try ContainedPath.check(
      root.appendingPathComponent("absent/1.py"), inside: root.appendingPathComponent("absent"))
    let link = folder.appendingPathComponent("1.two-sum.py")
    try FileManager.default.createSymbolicLink(
      at: link, withDestinationURL: outside.appendingPathComponent("x.py"))
    #expect(throws: PathOutsideFolder.self) { try ContainedPath.check(link, inside: folder) }
    let dangling = folder.appendingPathComponent("2.b.py")
    try FileManager.default.createSymbolicLink(
      at: dangling, withDestinationURL: outside.appendingPathComponent("no"))
    #expect(throws: PathOutsideFolder.self) { try ContainedPath.check(dangling, inside: folder) }
    let sub = folder.appendingPathComponent("sub")
    try FileManager.default.createSymbolicLink(at: sub, withDestinationURL: outside)
    #expect(throws: PathOutsideFolder.self) {
      try ContainedPath.check(sub.appendingPathComponent("y.py"), inside: folder)
    }
    #expect(throws: PathOutsideFolder.self) {
      try ContainedPath.check(folder.appendingPathComponent("../outside/x.py"), inside: folder)
    }
  }

  @Test func theCacheNeitherReadsNorWritesThroughALinkOut() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("contained-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let cacheRoot = root.appendingPathComponent("cache")
    let store = CacheStore(location: CacheLocation(root: cacheRoot, bundled: nil), site: .com)
    let slug = try TitleSlug(validating: "two-sum")
    let file = store.userURL(.questions, slug: slug)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let secret = root.appendingPathComponent("secret.json")
    try Data("{\"secret\":1}".utf8).write(to: secret)
    try FileManager.default.createSymbolicLink(at: file, withDestinationURL: secret)
    #expect(throws: CacheReadError.self) { try store.read(.questions, slug: slug) }
    #expect(throws: PathOutsideFolder.self) { try store.write(Data("{}".utf8), kind: .questions, slug: slug) }
    #expect(try Data(contentsOf: secret) == Data("{\"secret\":1}".utf8))
  }
}
