import Foundation
import LeetTestSupport
import Testing

/// `leetview export DIR` writes a problem's note as `notes.md` beside its code: the note written
/// with `leetview note` (signed out, so it is only kept here), then the export into a real repository.
@Suite struct ExportNoteTests {
  @Test func aProblemsNoteIsItsNotesFileAndAProblemWithoutOneHasNone() throws {
    let setup = try ExportCommandTests.Setup(rows: ExportCommandTests.history)
    defer { setup.cleanUp() }
    try setup.initialise()
    let editor = setup.base.root.appendingPathComponent("note editor.sh")
    try Data(#"printf '%s\n' "$NOTE_TEXT" > "$1""#.utf8).write(to: editor)
    let noted = try setup.run(
      ["note", "1"], signedIn: false,
      extra: [
        "EDITOR": "sh '\(editor.path)'", "NOTE_TEXT": "Two pointers from both ends.\nO(n).",
        "TMPDIR": setup.base.root.path,
      ])
    #expect(noted.status == 0, "\(noted.stderr) \(noted.stdout)")
    let exported = try setup.run(["export", setup.repository.path])
    #expect(exported.status == 0, "\(exported.stderr)")
    let note = setup.repository.appendingPathComponent("0001-pebble-pairs/notes.md")
    #expect(try String(contentsOf: note, encoding: .utf8) == "Two pointers from both ends.\nO(n).\n")
    #expect(try setup.git(["ls-files"]).contains("0001-pebble-pairs/notes.md\n"))
    #expect(
      !FileManager.default.fileExists(
        atPath: setup.repository.appendingPathComponent("0002-bridge-of-ropes/notes.md").path))
    #expect(try setup.git(["status", "--porcelain"]).isEmpty)
  }
}
