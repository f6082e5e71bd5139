import Foundation
import LeetModel
import LeetTestSupport
import Testing

/// `leetview note PROBLEM --submission ID` and the note in `leetview submissions PROBLEM ID`,
/// through the built binary with a shell script as the editor, against the fake LeetCode on
/// loopback, whose `updateSubmissionNote` keeps the note, flag and tags it is sent.
@Suite struct SubmissionNoteCommandTests {
  static let credentials = ["LEETCODE_SESSION": "s3cret-session", "LEETCODE_CSRFTOKEN": "s3cret-csrf"]
  static let print = ["--print", "--color", "never", "--width", "80"]
  static let slug = "pebble-count-1"
  static let hostile = #"ok\u001b[2J\u001b]52;c;aGk=\u0007 then\u009b31m red\u202e\ttab\nline two"#

  /// The fake site, its history and an editor script that keeps what it was given in `SEEN`
  /// and writes `$NOTE_TEXT` over it.
  struct Setup {
    let history: FakeHistory
    let base: FetchEndToEndTests.Setup
    /// Where the editor keeps the text it was given.
    var seen: URL { base.root.appendingPathComponent("seen.txt") }
    /// The editor script.
    var editor: URL { base.root.appendingPathComponent("note editor.sh") }
    /// The fake site.
    var fake: FakeLeetCode { base.fake }

    /// 5001 accepted (note `hash map`, flag RED, tag 3), 5002 a wrong answer whose flag came
    /// empty, 5005 accepted with a hostile note, 5003 of another problem.
    init() throws {
      let fake = try FakeFixtures.smallSite()
      let slug = SubmissionNoteCommandTests.slug
      let wrong = String(decoding: FakeHistoryFixtures.wrongAnswer(5002, slug: slug), as: UTF8.self)
        .replacingOccurrences(of: #""flagType":"WHITE""#, with: #""flagType":"""#)
      let hostile = String(decoding: FakeHistoryFixtures.accepted(5005, slug: slug), as: UTF8.self)
        .replacingOccurrences(
          of: #""notes":"hash map""#, with: #""notes":"\#(SubmissionNoteCommandTests.hostile)""#)
      history = FakeHistory(details: [
        5001: FakeHistoryFixtures.accepted(5001, slug: slug), 5002: Data(wrong.utf8),
        5003: FakeHistoryFixtures.accepted(5003, slug: "pebble-count-2"), 5005: Data(hostile.utf8),
      ])
      fake.serveHistory(history)
      FakeSegmentFixtures.install(on: fake)
      base = try FetchEndToEndTests.Setup(fake: fake)
      try Data(#"cat "$1" > "$SEEN"; printf '%s\n' "$NOTE_TEXT" > "$1""#.utf8).write(to: editor)
    }

    /// Runs leetview (signed in unless `extra` says otherwise) with the editor writing `text`.
    func run(_ arguments: [String], writing text: String = "", extra: [String: String] = [:]) throws
      -> BinaryRunner.Result
    {
      let environment = SubmissionNoteCommandTests.credentials.merging([
        "EDITOR": "sh '\(editor.path)'", "TMPDIR": base.root.path, "NOTE_TEXT": text, "SEEN": seen.path,
      ]) { $1 }
      return try base.run(arguments, extra: environment.merging(extra) { $1 })
    }

    /// The variables of every `updateSubmissionNote` the fake received.
    var updates: [JSONValue] {
      fake.requests.compactMap { request in
        guard let body = try? JSONValue.parse(request.body),
          body["operationName"].string == "updateSubmissionNote"
        else { return nil }
        return body["variables"]
      }
    }

    func cleanUp() { base.cleanUp() }
  }

  @Test func theEditIsSentOnceWithTheFlagAndTagsReadAndTheViewShowsIt() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    let edit = try setup.run(["note", "1", "--submission", "5001"], writing: "two pointers\nthen a map")
    #expect(edit.status == 0, "\(edit.stderr)")
    #expect(edit.stderr == "leetview: the note of submission 5001 is saved on LeetCode\n")
    #expect(
      try String(contentsOf: setup.seen, encoding: .utf8) == "hash map\n", "the editor got the note read")
    let updates = setup.updates
    #expect(updates.count == 1)
    let sent = try #require(updates.first)
    #expect(sent["submissionId"].string == "5001")
    #expect(sent["note"].string == "two pointers\nthen a map")
    #expect(sent["flagType"].string == "RED", "the flag read is sent back")
    #expect(sent["tagIds"] == .array([.number(3)]), "the tags read are sent back")
    #expect(
      setup.history.submissionNote("5001")
        == .init(note: "two pointers\nthen a map", flagType: "RED", tagIds: [3]))

    let shown = try setup.run(Self.print + ["submissions", "1", "5001"])
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(
      shown.stdout.contains("\nNote\ntwo pointers\nthen a map\n"), "the cached details hold the new note")
    #expect(setup.fake.operations.filter { $0 == "submissionDetails" }.count == 1, "read once, then cached")
    let sentBefore = setup.fake.requests.count
    #expect(!shown.stdout.contains("hash map"))
    let printed = try setup.run(["--offline", "note", Self.slug, "--submission", "5001", "--print"])
    #expect(printed.stdout == "two pointers\nthen a map\n")
    #expect(setup.fake.requests.count == sentBefore, "offline sends nothing")
    for text in setup.base.cachedTexts() { #expect(!text.contains("s3cret")) }
  }

  @Test func aSubmissionWithAnEmptyFlagIsSentWhite() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    let edit = try setup.run(["note", Self.slug, "--submission=5002"], writing: "off by one")
    #expect(edit.status == 0, "\(edit.stderr)")
    let sent = try #require(setup.updates.first)
    #expect(setup.updates.count == 1)
    #expect(sent["flagType"].string == "WHITE")
    #expect(sent["tagIds"] == .array([]))
    #expect(sent["note"].string == "off by one")
  }

  @Test func theViewShowsTheNoteAndHostileNoteTextIsPrintedClean() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    let plain = try setup.run(Self.print + ["submissions", "1", "5001"])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(plain.stdout.contains("\nNote\nhash map\n"))
    let wrong = try setup.run(Self.print + ["submissions", "1", "5002"])
    #expect(!wrong.stdout.contains("Note"), "no note, no heading")
    for color in ["never", "always"] {
      let result = try setup.run(["--print", "--color", color, "--width", "60", "submissions", "1", "5005"])
      #expect(result.status == 0, "\(result.stderr)")
      var text = result.stdout
      if color == "always" {
        text = text.replacingOccurrences(of: "\u{1b}\\[[0-9;]*m", with: "", options: .regularExpression)
      }
      #expect(text.contains("ok then red tab\nline two"), "\(text)")
      #expect(
        !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
      #expect(!text.contains("\u{202E}"))
    }
    let note = try setup.run(["note", "1", "--submission", "5005", "--print"])
    #expect(note.status == 0, "\(note.stderr)")
    #expect(note.stdout == "ok then red\ttab\nline two\n")
  }

  @Test func offlineOrSignedOutIsOneLineAndSendsNothing() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    let offline = try setup.run(["--offline", "note", Self.slug, "--submission", "5001"], writing: "never")
    #expect(offline.status == 1)
    #expect(
      offline.stderr
        == "leetview: a submission's note is changed on LeetCode only, and leetview is offline; nothing was changed\n"
    )
    #expect(setup.fake.requests.isEmpty)
    let signedOut = try setup.run(
      ["note", Self.slug, "--submission", "5001"], writing: "never",
      extra: ["LEETCODE_SESSION": "", "LEETCODE_CSRFTOKEN": ""])
    #expect(signedOut.status == 1)
    #expect(
      signedOut.stderr
        == "leetview: changing the note of submission 5001: not signed in; run `leetview login`\n")
    #expect(setup.fake.requests.allSatisfy { $0.headers["cookie"] == nil })
    #expect(!setup.fake.operations.contains("submissionDetails") && setup.updates.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: setup.seen.path), "the editor never opened")
  }

  @Test func aRefusalIsOneLineAndTheCacheKeepsTheNoteRead() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    setup.history.refuseNotes(.okFalse("notes are \u{1B}[31mswitched off"))
    let edit = try setup.run(["note", "1", "--submission", "5001"], writing: "mine")
    #expect(edit.status == 1)
    #expect(edit.stderr.hasPrefix("leetview: LeetCode refused the note of submission 5001 ("))
    #expect(edit.stderr.hasSuffix("); nothing was changed\n"))
    #expect(edit.stderr.split(separator: "\n").count == 1 && !edit.stderr.contains("\u{1B}"))
    #expect(setup.updates.count == 1)
    let shown = try setup.run(Self.print + ["submissions", "1", "5001"])
    #expect(shown.stdout.contains("\nNote\nhash map\n"))
  }

  @Test func aBadIDOrAnotherProblemsSubmissionChangesNothing() throws {
    let setup = try Setup()
    defer { setup.cleanUp() }
    for bad in ["12ab", "-5", "1e3", String(repeating: "9", count: 21)] {
      let result = try setup.run(["note", "1", "--submission", bad], writing: "never")
      #expect(result.status == 2, "\(bad)")
      #expect(result.stderr.hasPrefix("leetview: "))
    }
    let other = try setup.run(["note", "1", "--submission", "5003"], writing: "never")
    #expect(other.status == 1)
    #expect(other.stderr.hasPrefix("leetview: submission 5003 is of another problem, 'pebble-count-2'"))
    #expect(setup.updates.isEmpty)
  }
}
