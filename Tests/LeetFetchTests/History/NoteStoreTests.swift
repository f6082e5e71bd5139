import Dispatch
import Foundation
import LeetFetch
import LeetModel
import LeetTestSupport
import Testing

/// The note store on disk: `notes.json` is 0600 and written whole, never over a file it cannot
/// read, changed by many writers at once without losing an edit, and read by the one reader
/// other commands use (`problemNote(slug:)`).
@Suite struct NoteStoreTests {
  /// A store in a fresh folder.
  static func store() throws -> (NoteStore, URL) {
    let root = try BinaryRunner.temporaryDirectory("leetnotes")
    return (NoteStore(store: CacheStore(location: CacheLocation(root: root, bundled: nil), site: .com)), root)
  }

  @Test func editsAreKeptWholeAndPrivate() throws {
    let (notes, root) = try Self.store()
    defer { try? FileManager.default.removeItem(at: root) }
    try notes.update { $0.edit(.problem(slug: "two-sum"), to: "# use a map") }
    let mode = try FileManager.default.attributesOfItem(atPath: notes.url.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(notes.url.path.hasSuffix("/leetcode.com/notes.json"))
    #expect(try notes.read().notes[.problem(slug: "two-sum")]?.state == .waiting)
    #expect(notes.problemNote(slug: "two-sum") == "# use a map")
    #expect(notes.problemNote(slug: "add-two-numbers") == nil)
  }

  @Test func theReaderMarksBothCopiesOfANoteChangedOnBothSides() throws {
    let (notes, root) = try Self.store()
    defer { try? FileManager.default.removeItem(at: root) }
    try notes.update { sync in
      sync.read(.problem(slug: "two-sum"), remote: "first")
      sync.edit(.problem(slug: "two-sum"), to: "mine")
      sync.read(.problem(slug: "two-sum"), remote: "theirs")
    }
    #expect(
      notes.problemNote(slug: "two-sum")
        == "<<<<<<< here (leetview)\nmine\n=======\ntheirs\n>>>>>>> on LeetCode")
  }

  @Test func aDamagedFileIsNeverWrittenOver() throws {
    let (notes, root) = try Self.store()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: notes.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let damaged = Data("{\"notes\": {\"problem:two-sum\": {\"local\": \"cut".utf8)
    try damaged.write(to: notes.url)
    #expect(throws: NoteFileError.self) { try notes.update { $0.edit(.problem(slug: "x"), to: "y") } }
    #expect(try Data(contentsOf: notes.url) == damaged, "left as it was")
    #expect(notes.problemNote(slug: "two-sum") == nil)
  }

  @Test func manyWritersAtOnceLoseNoEdit() throws {
    let (notes, root) = try Self.store()
    defer { try? FileManager.default.removeItem(at: root) }
    DispatchQueue.concurrentPerform(iterations: 24) { index in
      try? notes.update { $0.edit(.problem(slug: "problem-\(index)"), to: "note \(index)") }
    }
    let kept = try notes.read().notes
    #expect(kept.count == 24)
    #expect((0..<24).allSatisfy { kept[.problem(slug: "problem-\($0)")]?.local == "note \($0)" })
  }
}
