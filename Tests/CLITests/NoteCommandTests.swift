import Foundation
import LeetTestSupport
import Testing

/// `leetview note` end to end: the built binary, a shell script standing in for the editor, and
/// the fake LeetCode's notes on loopback (`FakeHistory`), which it saves or refuses as told.
@Suite struct NoteCommandTests {
  static let session = "note-probe-session-7c1d2e"
  static let token = "note-probe-csrf-93ab40"

  /// A fake serving problem 1 (`pebble-pairs`) and its note, a cache, and an editor script that
  /// writes `$NOTE_TEXT` over the file it is given.
  struct Setup {
    let base: FetchEndToEndTests.Setup
    let history: FakeHistory
    let editor: URL
    var fake: FakeLeetCode { base.fake }
    var notesFile: URL { base.cache.appendingPathComponent("notes.json") }

    init(note: String? = nil) throws {
      let fake = try FakeLeetCode()
      fake.serveList(rows: [FakeFixtures.listRow(id: "1", slug: "pebble-pairs", title: "Pebble Pairs")])
      history = FakeHistory(notes: note.map { ["pebble-pairs": $0] } ?? [:])
      fake.serveHistory(history)
      base = try FetchEndToEndTests.Setup(fake: fake)
      editor = base.root.appendingPathComponent("note editor.sh")
      try Data(#"printf '%s\n' "$NOTE_TEXT" > "$1""#.utf8).write(to: editor)
    }

    /// Runs leetview signed in, with the editor writing `text` (nil: an editor that changes nothing).
    func run(_ arguments: [String], writing text: String? = nil, extra: [String: String] = [:]) throws
      -> BinaryRunner.Result
    {
      var environment = [
        "LEETCODE_SESSION": NoteCommandTests.session, "LEETCODE_CSRFTOKEN": NoteCommandTests.token,
        "EDITOR": text == nil ? "true" : "sh '\(editor.path)'", "TMPDIR": base.root.path,
      ]
      if let text { environment["NOTE_TEXT"] = text }
      return try base.run(arguments, extra: environment.merging(extra) { $1 })
    }

    /// How many `updateNote` requests the fake received.
    var updates: Int { fake.operations.filter { $0 == "updateNote" }.count }

    func cleanUp() { base.cleanUp() }
  }

  @Test func onlineEditIsSentWithExactlyOneUpdateNote() throws {
    let setup = try Setup(note: "old words")
    defer { setup.cleanUp() }
    let edit = try setup.run(["note", "1"], writing: "# Idea\nuse a *hash map*")
    #expect(edit.status == 0, "\(edit.stderr)")
    #expect(edit.stderr == "leetview: the note of pebble-pairs is saved here and on LeetCode\n")
    #expect(setup.updates == 1)
    #expect(setup.history.note("pebble-pairs") == "# Idea\nuse a *hash map*")
    #expect(setup.fake.operations.contains("questionNote"), "LeetCode's copy is read first")

    let attributes = try FileManager.default.attributesOfItem(atPath: setup.notesFile.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let kept = try String(contentsOf: setup.notesFile, encoding: .utf8)
    #expect(!kept.contains(NoteCommandTests.session) && !kept.contains(NoteCommandTests.token))

    let printed = try setup.run(["note", "1", "--print"])
    #expect(printed.status == 0, "\(printed.stderr)")
    #expect(printed.stdout == "# Idea\nuse a *hash map*\n")
    #expect(printed.stderr.isEmpty)
    let before = try setup.run(["--print", "note", "pebble-pairs"])
    #expect(before.stdout == printed.stdout, "--print before the command too")
    #expect(setup.updates == 1, "printing sends nothing")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: setup.base.root.path)
    #expect(!leftovers.contains { $0.hasPrefix("leetview-note.") }, "the editor's folder is removed")
  }

  @Test func offlineEditIsQueuedThenSentOnceByTheNextOnlineRun() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    let offline = try setup.run(["--offline", "note", "pebble-pairs"], writing: "written on a train")
    #expect(offline.status == 0, "\(offline.stderr)")
    #expect(
      offline.stderr
        == "leetview: the note of pebble-pairs is kept here; it is sent on the next online run (offline)\n")
    #expect(setup.fake.requests.isEmpty, "--offline never touches the network")

    let online = try setup.run(["note", "pebble-pairs", "--print"])
    #expect(online.status == 0, "\(online.stderr)")
    #expect(online.stdout == "written on a train\n")
    #expect(online.stderr == "leetview: the note of pebble-pairs is saved here and on LeetCode\n")
    #expect(setup.updates == 1)
    #expect(setup.history.note("pebble-pairs") == "written on a train")

    let again = try setup.run(["note", "pebble-pairs", "--print"])
    #expect(again.stderr.isEmpty)
    #expect(setup.updates == 1, "sent once, never again")
  }

  @Test func editWhileLeetCodeIsUnreachableWaitsForTheNextRun() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    setup.fake.stop()
    let edit = try setup.run(["note", "pebble-pairs"], writing: "kept anyway")
    #expect(edit.status == 0, "\(edit.stderr)")
    #expect(
      edit.stderr.hasPrefix(
        "leetview: the note of pebble-pairs is kept here; it is sent on the next online run (cannot reach"))
    #expect(edit.stderr.split(separator: "\n").count == 1)
    let printed = try setup.run(["--offline", "note", "pebble-pairs", "--print"])
    #expect(printed.stdout == "kept anyway\n")
  }

  @Test(arguments: [
    (FakeHistory.NoteRefusal.okFalse("notes are switched off"), "notes are switched off"),
    (.errors("You do not have permission"), "You do not have permission"),
    (.unknownOperation, "this site keeps no notes for leetview"),
  ])
  func refusalKeepsTheNoteAndIsSaidOnce(refusal: FakeHistory.NoteRefusal, words: String) throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    setup.history.refuseNotes(refusal)
    let edit = try setup.run(["note", "1"], writing: "mine alone")
    #expect(edit.status == 0, "\(edit.stderr)")
    #expect(edit.stderr.hasPrefix("leetview: LeetCode refused the note of pebble-pairs ("))
    #expect(edit.stderr.contains(words))
    #expect(edit.stderr.hasSuffix("it is kept here, sent again only when edited\n"))
    #expect(edit.stderr.split(separator: "\n").count == 1)
    #expect(setup.updates == 1)

    let later = try setup.run(["note", "1", "--print"])
    #expect(later.stdout == "mine alone\n", "kept here")
    #expect(later.stderr.isEmpty, "said once, not on every later run")
    #expect(setup.updates == 1, "not sent again until edited")
  }

  @Test func noteChangedOnBothSidesKeepsBothAndOverwritesNeither() throws {
    let setup = try Setup(note: "first")
    defer { setup.cleanUp() }
    _ = try setup.run(["note", "1", "--print"])
    let offline = try setup.run(["--offline", "note", "pebble-pairs"], writing: "mine")
    #expect(offline.status == 0)
    setup.history.setNote("pebble-pairs", "theirs")

    let online = try setup.run(["note", "1", "--print"])
    #expect(online.status == 0, "\(online.stderr)")
    #expect(online.stdout == "<<<<<<< here (leetview)\nmine\n=======\ntheirs\n>>>>>>> on LeetCode\n")
    #expect(
      online.stderr
        == "leetview: the note of pebble-pairs changed on LeetCode too: both copies are kept, marked; "
        + "edit it to settle them\n")
    #expect(setup.updates == 0)
    #expect(setup.history.note("pebble-pairs") == "theirs", "never overwritten")
    let again = try setup.run(["note", "1", "--print"])
    #expect(again.stderr.isEmpty, "said once")

    // Settled in the editor: the merged text is the truth, sent once.
    let settled = try setup.run(["note", "1"], writing: "mine and theirs")
    #expect(settled.stderr == "leetview: the note of pebble-pairs is saved here and on LeetCode\n")
    #expect(setup.history.note("pebble-pairs") == "mine and theirs")
    #expect(setup.updates == 1)
  }

  @Test func hostileNoteTextIsPrintedClean() throws {
    let hostile = "ok\u{1B}[2J\u{1B}]52;c;aGVsbG8=\u{07} then\u{9B}31m red\u{202E}\u{200B}\ttab\nline two"
    let setup = try Setup(note: hostile)
    defer { setup.cleanUp() }
    let printed = try setup.run(["note", "1", "--print"])
    #expect(printed.status == 0, "\(printed.stderr)")
    #expect(printed.stdout == "ok then red\ttab\nline two\n")
    let kept = try String(contentsOf: setup.notesFile, encoding: .utf8)
    #expect(!kept.contains("\u{1B}") && !kept.contains("\\u001b"))
  }

  @Test func unchangedOrFailedEditChangesNothing() throws {
    let setup = try Setup(note: "as it was")
    defer { setup.cleanUp() }
    let unchanged = try setup.run(["note", "1"])
    #expect(unchanged.status == 0, "\(unchanged.stderr)")
    #expect(unchanged.stderr == "leetview: the note of pebble-pairs is unchanged\n")
    let failed = try setup.run(["note", "1"], extra: ["EDITOR": "false"])
    #expect(failed.status == 1)
    #expect(failed.stderr.hasPrefix("leetview: the editor 'false' exited with status 1"))
    #expect(setup.updates == 0)
    #expect(setup.history.note("pebble-pairs") == "as it was")
  }

  @Test func signedOutTheEditWaitsAndSaysHowToSignIn() throws {
    let setup = try Setup(note: "theirs")
    defer { setup.cleanUp() }
    let edit = try setup.run(
      ["note", "pebble-pairs"], writing: "mine", extra: ["LEETCODE_SESSION": "", "LEETCODE_CSRFTOKEN": ""])
    #expect(edit.status == 0, "\(edit.stderr)")
    #expect(
      edit.stderr
        == "leetview: the note of pebble-pairs is kept here; it is sent on the next online run "
        + "(not signed in: leetview login)\n")
    #expect(!setup.fake.operations.contains("questionNote") && setup.updates == 0)
  }

  @Test func leetcodeCnIsRefusedInOneLine() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    let refused = try setup.run(["--site", "cn", "note", "1"], writing: "never")
    #expect(refused.status == 1)
    // In leetcode.cn's language, as every line there is.
    #expect(refused.stderr == "leetview: 暂不支持 leetcode.cn 的笔记（它有自己的笔记接口）；什么也没有改动\n")
    #expect(setup.fake.requests.isEmpty)
  }
}

/// A notes file that is not leetview's stops `note` in one line and is never written over.
@Suite struct NoteDamageTests {
  @Test func aDamagedNotesFileIsSaidInOneLineAndLeftAsItIs() throws {
    let setup = try NoteCommandTests.Setup(note: "theirs")
    defer { setup.cleanUp() }
    try FileManager.default.createDirectory(at: setup.base.cache, withIntermediateDirectories: true)
    let damaged = Data("not json {".utf8)
    try damaged.write(to: setup.notesFile)
    let edit = try setup.run(["note", "1"], writing: "lost?")
    #expect(edit.status == 1)
    #expect(edit.stderr.hasPrefix("leetview: the notes file \(setup.notesFile.path) is not leetview's notes"))
    #expect(!edit.stderr.contains("--refresh"), "no remedy that does not apply")
    #expect(edit.stderr.split(separator: "\n").count == 1, "\(edit.stderr)")
    #expect(try Data(contentsOf: setup.notesFile) == damaged)
    #expect(setup.updates == 0)
  }
}
