import LeetModel
import LeetTestSupport
import TermCore
import Testing

@testable import LeetUI

/// The Notes view in the interface: `a` on an open problem opens it, it draws the note as
/// Markdown with where it stands, both copies of a note changed on both sides, hostile text
/// clean; snapshots at 80x24 and 120x40 (`Snapshots/notes-*.txt`, RECORD_SNAPSHOTS=1).
@Suite struct NotesScreenTests {
  /// The app with the fixture's first problem open and its Notes view showing `record`.
  static func app(
    width: Int = 80, height: Int = 24, record: NoteRecord?, held: String? = nil, notices: [NoteNotice] = []
  ) -> AppState {
    var state = BrowserFixture.app(width: width, height: height)
    state.press(.enter)
    let slug = state.openSlug ?? ""
    _ = state.press(.character("a"))
    _ = reduce(
      &state, .notes(.arrived(NotesArrival(slug: slug, record: record, held: held, notices: notices))))
    return state
  }

  static let markdown = """
    # Idea

    Keep a **hash map** of what was seen; for each `x` look up `target - x`.

    - one pass
    - O(n) time, O(n) space
    """

  @Test func aOnTheProblemOpensItAndEscGoesBack() {
    var state = BrowserFixture.app()
    state.press(.enter)
    let slug = state.openSlug ?? ""
    #expect(state.press(.character("a")) == [.notes(.load(slug: slug))])
    #expect(AppView.render(state).rowsText.joined(separator: "\n").contains("Reading LeetCode's copy…"))
    _ = reduce(&state, .notes(.arrived(NotesArrival(slug: slug, record: nil))))
    let text = AppView.render(state).rowsText.joined(separator: "\n")
    #expect(text.contains("Note · \(slug)"))
    #expect(text.contains("No note yet."))
    #expect(state.press(.character("?")).isEmpty)
    #expect(state.helpShown)
    #expect(AppView.render(state).rowsText.joined(separator: "\n").contains("edit the note in $EDITOR"))
    state.press(.escape)
    #expect(!state.helpShown)
    state.press(.escape)
    #expect(state.notesScreen == nil)
    #expect(state.focus == .problem && state.openSlug == slug)
  }

  @Test func theProblemsHelpNamesTheKey() {
    let row = KeyMap.rows(for: .problem).first { $0.help(in: .english).contains("the problem's note") }
    #expect(row?.keys == "a")
    #expect(KeyMap.command(for: .character("a"), in: .openProblem) == .showNotes)
  }

  @Test func syncedNoteAt80x24() {
    var record = NoteRecord(local: Self.markdown)
    record.base = Self.markdown
    let state = Self.app(record: record)
    let text = AppView.render(state).snapshot(styles: false)
    #expect(text.contains("saved on LeetCode"))
    #expect(text.contains("hash map") && !text.contains("**"), "read as Markdown")
    assertSnapshot(AppView.render(state).snapshot(), named: "notes-synced-80x24")
  }

  @Test func waitingNoteAt120x40() {
    var record = NoteRecord(local: Self.markdown)
    record.isPending = true
    let state = Self.app(width: 120, height: 40, record: record, held: "offline")
    let text = AppView.render(state).snapshot(styles: false)
    #expect(text.contains("kept here, waiting to be sent · offline"))
    assertSnapshot(AppView.render(state).snapshot(), named: "notes-waiting-120x40")
  }

  @Test func bothKeptAt80x24() {
    var record = NoteRecord(local: "mine")
    record.base = "first"
    record.isPending = true
    record.remote = "theirs"
    let slug = BrowserFixture.app().browser.items.first?.titleSlug ?? ""
    let state = Self.app(record: record, notices: [.bothChanged(.problem(slug: slug))])
    let text = AppView.render(state).snapshot(styles: false)
    #expect(text.contains("both kept"))
    #expect(text.contains("<<<<<<< here (leetview)\n") == false, "drawn, not raw")
    #expect(text.contains("  <<<<<<< here (leetview) ") && text.contains("  >>>>>>> on LeetCode "))
    #expect(text.contains("  mine ") && text.contains("  theirs "), "plain lines, not Markdown")
    assertSnapshot(AppView.render(state).snapshot(styles: false), named: "notes-both-kept-80x24")
  }

  @Test func refusedAt120x40() {
    var record = NoteRecord(local: "mine alone")
    record.isPending = true
    record.refusal = "notes are switched off"
    let state = Self.app(width: 120, height: 40, record: record)
    #expect(
      AppView.render(state).snapshot(styles: false).contains(
        "kept here: LeetCode refused it (notes are switched off)"))
    assertSnapshot(AppView.render(state).snapshot(styles: false), named: "notes-refused-120x40")
  }

  @Test func hostileNoteTextIsDrawnClean() {
    let state = Self.app(
      record: NoteRecord(local: "ok\u{1B}[2J\u{1B}]52;c;aGk=\u{07} then\u{9B}31m red\u{202E}\u{200B} end"))
    let cells = AppView.render(state).rowsText.joined()
    #expect(cells.contains("ok"))
    #expect(!cells.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    #expect(!cells.contains("\u{202E}") && !cells.contains("\u{200B}"))
  }
}
