import Foundation
import LeetCurses
import LeetModel
import LeetTestSupport
import LeetUI
import Testing

@testable import LeetApp

/// The notes' runner in-process, over the real context against the fake LeetCode's notes on
/// loopback: a read brings LeetCode's copy, the start sends each waiting note once, the editor
/// runs on a suspended screen and its edit is kept then sent, leetcode.cn is refused in a line.
@Suite(.timeLimit(.minutes(1))) struct NotesRunnerTests {
  /// A scene whose fake holds `notes` and answers the note queries.
  static func scene(notes: [String: String] = [:]) throws -> (RunnerScene, FakeHistory) {
    let fake = try FakeLeetCode()
    let history = FakeHistory(notes: notes)
    fake.serveHistory(history)
    return (try RunnerScene(fake: fake), history)
  }

  /// How many `updateNote` requests `fake` received.
  static func updates(_ fake: FakeLeetCode) -> Int { fake.operations.filter { $0 == "updateNote" }.count }

  @Test func aReadBringsLeetCodesCopy() throws {
    let (scene, _) = try Self.scene(notes: ["pebble-pairs": "from the site"])
    defer { scene.close() }
    let runner = NotesRunner(services: try scene.context(signedIn: true))
    let actions = runner.actions(for: .load(slug: "pebble-pairs"))
    let arrival = try #require(actions.first?.notesArrived)
    #expect(arrival.slug == "pebble-pairs" && arrival.held == nil)
    #expect(arrival.record?.local == "from the site" && arrival.record?.state == .synced)
    #expect(scene.fake.operations == ["questionNote"])
  }

  @Test func theStartSendsEachWaitingNoteOnce() throws {
    let (scene, history) = try Self.scene()
    defer { scene.close() }
    let offline = try scene.context(offline: true, signedIn: true)
    try offline.keepNote(slug: "pebble-pairs", text: "queued")
    let waiting = try #require(NotesRunner(services: offline).actions(for: .load(slug: "pebble-pairs")).first)
    #expect(waiting.notesArrived?.held == "offline")
    #expect(waiting.notesArrived?.record?.state == .waiting)
    #expect(scene.fake.requests.isEmpty)

    let runner = NotesRunner(services: try scene.context(signedIn: true))
    let sent = try #require(runner.actions(for: .sendWaiting).first?.notesArrived)
    #expect(sent.slug == nil && sent.saved == 1)
    #expect(history.note("pebble-pairs") == "queued")
    #expect(runner.actions(for: .sendWaiting).first?.notesArrived?.saved == 0)
    #expect(Self.updates(scene.fake) == 1)
  }

  @Test func editRunsTheEditorOnASuspendedScreenThenSends() throws {
    let (scene, history) = try Self.scene(notes: ["pebble-pairs": "old"])
    defer { scene.close() }
    let script = scene.home.appendingPathComponent("editor.sh")
    try Data(#"printf 'new words\n' > "$1""#.utf8).write(to: script)
    let context = try scene.context(
      signedIn: true, extra: ["EDITOR": "sh '\(script.path)'", "TMPDIR": scene.home.path])
    let runner = NotesRunner(services: context)
    _ = runner.actions(for: .load(slug: "pebble-pairs"))
    let posted = PostedActions()
    guard case .suspend(let work)? = runner.start(.edit(slug: "pebble-pairs"), post: posted.post) else {
      Issue.record("the editor needs the screen suspended")
      return
    }
    work.run()
    let arrival = try #require(posted.first { $0.notesArrived })
    #expect(arrival.record?.local == "new words" && arrival.record?.state == .synced)
    #expect(history.note("pebble-pairs") == "new words")
    #expect(Self.updates(scene.fake) == 1)
  }

  @Test func aFailingEditorChangesNothingAndSaysWhy() throws {
    let (scene, history) = try Self.scene(notes: ["pebble-pairs": "old"])
    defer { scene.close() }
    let runner = NotesRunner(services: try scene.context(signedIn: true, extra: ["EDITOR": "false"]))
    let failed = try #require(runner.actions(for: .edit(slug: "pebble-pairs")).first?.notesFailed)
    #expect(failed.reason.hasPrefix("the editor 'false' exited with status 1"))
    #expect(history.note("pebble-pairs") == "old")
    #expect(Self.updates(scene.fake) == 0)
  }

  @Test func leetcodeCnIsRefusedInOneLine() throws {
    let (scene, _) = try Self.scene()
    defer { scene.close() }
    let runner = NotesRunner(services: try scene.context(extra: ["LEETVIEW_SITE": "cn"]))
    let failed = try #require(runner.actions(for: .load(slug: "pebble-pairs")).first?.notesFailed)
    #expect(failed.reason.contains("leetcode.cn"))
    #expect(runner.actions(for: .sendWaiting).isEmpty)
    #expect(scene.fake.requests.isEmpty)
  }
}
