import LeetModel
import TermCore
import Testing

@testable import LeetUI

/// The Notes view's own reduce, state in → state out: what it asks its runner for, how a note
/// arrives, fails and scrolls, and what it says when no view is on screen.
@Suite struct NotesReducerTests {
  private static let size = Size(width: 80, height: 24)

  /// Reduces `action` on `screen` at 80x24 in English, online unless `offline`.
  @discardableResult
  private static func apply(
    _ screen: inout NotesScreen?, _ action: NotesAction, offline: Bool = false
  ) -> [FeatureEffect<NotesEffect>] {
    reduce(&screen, action, size: size, offline: offline, words: .english)
  }

  /// A note of `text` as kept here, synced.
  static func synced(_ text: String) -> NoteRecord {
    var record = NoteRecord(local: text)
    record.base = text
    return record
  }

  /// The view of `pebble-pairs` with `record` arrived.
  private static func shown(_ record: NoteRecord?) -> NotesScreen? {
    var screen: NotesScreen?
    apply(&screen, .open(slug: "pebble-pairs"))
    apply(&screen, .arrived(NotesArrival(slug: "pebble-pairs", record: record)))
    return screen
  }

  @Test func openingReadsTheNote() {
    var screen: NotesScreen?
    #expect(Self.apply(&screen, .open(slug: "pebble-pairs")) == [.work(.load(slug: "pebble-pairs"))])
    #expect(screen == NotesScreen(slug: "pebble-pairs"))
    #expect(screen?.loading == true)
  }

  @Test func theStartSendsTheWaitingNotesOnlyOnline() {
    var screen: NotesScreen?
    #expect(Self.apply(&screen, .start) == [.work(.sendWaiting)])
    #expect(Self.apply(&screen, .start, offline: true) == [])
    #expect(screen == nil)
  }

  @Test func aNoteArrivesOnlyForTheViewItWasAskedFor() {
    var screen: NotesScreen? = NotesScreen(slug: "pebble-pairs")
    Self.apply(&screen, .arrived(NotesArrival(slug: "other", record: Self.synced("no"))))
    #expect(screen?.record == nil && screen?.loading == true)
    Self.apply(
      &screen,
      .arrived(
        NotesArrival(
          slug: "pebble-pairs", record: Self.synced("yes"), held: "offline",
          notices: [.bothChanged(.problem(slug: "pebble-pairs"))])))
    #expect(screen?.record == Self.synced("yes"))
    #expect(screen?.loading == false && screen?.held == "offline")
    #expect(screen?.notices == [.bothChanged(.problem(slug: "pebble-pairs"))])
  }

  @Test func withNoViewTheNoticesAndSendsAreSaidInTheStatusLine() {
    var screen: NotesScreen?
    let effects = Self.apply(
      &screen,
      .arrived(
        NotesArrival(
          slug: nil, record: nil, notices: [.refused(.problem(slug: "a"), reason: "off")], saved: 2)))
    #expect(
      effects == [
        .app(.say("LeetCode refused the note of a (off); it is kept here, sent again only when edited")),
        .app(.say("sent 2 waiting notes to LeetCode")),
      ])
    #expect(Self.apply(&screen, .arrived(NotesArrival(slug: nil, record: nil))) == [])
  }

  @Test func editAndReadAgainAreOneAtATime() {
    var screen = Self.shown(Self.synced("text"))
    #expect(Self.apply(&screen, .key(.character("e"))) == [.work(.edit(slug: "pebble-pairs"))])
    #expect(screen?.loading == true)
    #expect(Self.apply(&screen, .key(.character("e"))) == [], "one at a time")
    #expect(Self.apply(&screen, .key(.character("r"))) == [])
    Self.apply(&screen, .arrived(NotesArrival(slug: "pebble-pairs", record: Self.synced("new"))))
    #expect(Self.apply(&screen, .key(.character("r"))) == [.work(.load(slug: "pebble-pairs"))])
    Self.apply(&screen, .arrived(NotesArrival(slug: "pebble-pairs", record: Self.synced("new"))))
    #expect(Self.apply(&screen, .key(.enter)) == [.work(.edit(slug: "pebble-pairs"))])
  }

  @Test func aFailureIsSaidOnTheViewAndTheNoteKept() {
    var screen = Self.shown(Self.synced("kept"))
    Self.apply(&screen, .key(.character("e")))
    Self.apply(&screen, .failed(slug: "pebble-pairs", reason: "the editor 'false' exited with status 1"))
    #expect(screen?.record == Self.synced("kept"))
    #expect(screen?.loading == false)
    #expect(screen?.failure == "the editor 'false' exited with status 1")
    var closed: NotesScreen?
    #expect(Self.apply(&closed, .failed(slug: "x", reason: "why")) == [.app(.say("why"))])
  }

  @Test func itScrollsWithinTheNoteAndGoesBack() {
    let long = (1...60).map { "line \($0)" }.joined(separator: "\n\n")
    var screen = Self.shown(Self.synced(long))
    Self.apply(&screen, .key(.character("j")))
    #expect(screen?.scroll == 1)
    Self.apply(&screen, .key(.character("G")))
    let bottom = screen?.scroll ?? 0
    #expect(bottom > 50)
    Self.apply(&screen, .key(.character("j")))
    #expect(screen?.scroll == bottom, "not past the end")
    Self.apply(&screen, .key(.character("g")))
    #expect(screen?.scroll == 0)
    #expect(Self.apply(&screen, .key(.character("?"))) == [.app(.showHelp)])
    #expect(Self.apply(&screen, .key(.escape)) == [])
    #expect(screen == nil)
  }
}

/// The app's start sends the waiting notes only when some wait, and only online.
@Suite struct NotesAtStartTests {
  @Test func theStartSendsOnlyWhenNotesWait() {
    var online = BrowserFixture.app(offline: false)
    #expect(!reduce(&online, .start).contains(.notes(.sendWaiting)))
    var waiting = BrowserFixture.app(offline: false)
    waiting.notesWaiting = true
    #expect(reduce(&waiting, .start).contains(.notes(.sendWaiting)))
    var offline = BrowserFixture.app(offline: true)
    offline.notesWaiting = true
    #expect(!reduce(&offline, .start).contains(.notes(.sendWaiting)))
  }
}
