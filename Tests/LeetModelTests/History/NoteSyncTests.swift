import Foundation
import Testing

@testable import LeetModel

/// The notes' sync as state in and out: the local copy is the truth, an offline edit is sent once
/// on the next online run, a refusal is kept and said once, a note changed on both sides keeps
/// both and overwrites neither.
@Suite struct NoteSyncTests {
  static let twoSum = NoteKey.problem(slug: "two-sum")

  /// The state after a run's end and the next run's start: written and read back.
  static func nextRun(_ sync: NoteSync) throws -> NoteSync {
    NoteSync(json: try JSONValue.parse(JSONWriter.data(sync.json)))
  }

  @Test func anOfflineEditIsQueuedAndSentExactlyOnceOnTheNextOnlineRun() throws {
    var sync = NoteSync()
    sync.edit(Self.twoSum, to: "use a hash map")
    // Offline: nothing is sent; the run ends.
    sync = try Self.nextRun(sync)
    #expect(sync.notes[Self.twoSum]?.isPending == true)
    // Online: LeetCode still has nothing.
    sync.read(Self.twoSum, remote: "")
    let sends = sync.takeSends()
    #expect(sends == [NoteSend(key: Self.twoSum, text: "use a hash map", flag: .white, tagIDs: [])])
    #expect(sync.takeSends().isEmpty, "on its way: not sent again")
    sync.answered(Self.twoSum, .note("use a hash map"))
    #expect(sync.notes[Self.twoSum]?.isPending == false && sync.notes[Self.twoSum]?.base == "use a hash map")
    #expect(sync.takeSends().isEmpty && sync.takeNotices().isEmpty)
    var after = try Self.nextRun(sync)
    #expect(after.takeSends().isEmpty, "nothing left for the run after")
  }

  @Test func aSendThatDidNotArriveStaysQueuedForTheNextTry() throws {
    var sync = NoteSync()
    sync.edit(Self.twoSum, to: "draft")
    #expect(sync.takeSends().count == 1)
    sync.notSent(Self.twoSum)
    #expect(sync.takeSends().map(\.text) == ["draft"])
    // An edit while it is on its way is sent after the answer.
    sync.edit(Self.twoSum, to: "draft 2")
    #expect(sync.takeSends().isEmpty)
    sync.answered(Self.twoSum, .note(nil))
    #expect(sync.notes[Self.twoSum]?.base == "draft" && sync.notes[Self.twoSum]?.isPending == true)
    #expect(sync.takeSends().map(\.text) == ["draft 2"])
  }

  @Test func aRefusalKeepsTheNoteIsSaidOnceAndIsNotResentUntilEdited() throws {
    var sync = NoteSync()
    sync.edit(Self.twoSum, to: "mine")
    _ = sync.takeSends()
    sync.answered(Self.twoSum, .refused("this site keeps no notes for leetview"))
    #expect(sync.notes[Self.twoSum]?.local == "mine")
    #expect(sync.takeNotices() == [.refused(Self.twoSum, reason: "this site keeps no notes for leetview")])
    #expect(sync.takeNotices().isEmpty, "said once")
    sync = try Self.nextRun(sync)
    #expect(sync.takeSends().isEmpty && sync.takeNotices().isEmpty, "not sent or said again next run")
    sync.edit(Self.twoSum, to: "mine, again")
    #expect(sync.takeSends().map(\.text) == ["mine, again"])
  }

  @Test func aNoteChangedOnBothSidesKeepsBothAndSendsNeither() throws {
    var sync = NoteSync()
    sync.read(Self.twoSum, remote: "from the site")
    #expect(sync.notes[Self.twoSum]?.local == "from the site")
    sync.edit(Self.twoSum, to: "from here")
    sync.read(Self.twoSum, remote: "changed on the site")
    let note = try #require(sync.notes[Self.twoSum])
    #expect(note.local == "from here" && note.remote == "changed on the site" && note.isConflicted)
    #expect(sync.takeSends().isEmpty, "neither overwrites the other")
    #expect(sync.takeNotices() == [.bothChanged(Self.twoSum)])
    sync = try Self.nextRun(sync)
    sync.read(Self.twoSum, remote: "changed on the site")
    #expect(sync.takeNotices().isEmpty, "said once, across runs")
    #expect(sync.notes[Self.twoSum]?.remote == "changed on the site")
    // The learner edits with both in view: that settles it, and it is sent.
    sync.edit(Self.twoSum, to: "from here\nchanged on the site")
    #expect(sync.notes[Self.twoSum]?.isConflicted == false)
    #expect(sync.takeSends().map(\.text) == ["from here\nchanged on the site"])
  }

  @Test func aNoteWrittenHereFirstAndThereTooIsAConflictButTheSameTextIsNot() {
    var sync = NoteSync()
    sync.edit(Self.twoSum, to: "here")
    sync.read(Self.twoSum, remote: "there")
    #expect(sync.notes[Self.twoSum]?.isConflicted == true)
    var same = NoteSync()
    same.edit(Self.twoSum, to: "both")
    same.read(Self.twoSum, remote: "both")
    #expect(same.notes[Self.twoSum]?.isPending == false && same.takeSends().isEmpty)
  }

  @Test func aChangeOnTheSiteAloneIsTakenAndAnUnchangedSiteLeavesTheLocalCopy() {
    var sync = NoteSync()
    sync.read(Self.twoSum, remote: "v1")
    sync.read(Self.twoSum, remote: "v2")
    #expect(sync.notes[Self.twoSum]?.local == "v2" && sync.takeSends().isEmpty)
    sync.edit(Self.twoSum, to: "v3")
    sync.read(Self.twoSum, remote: "v2")
    #expect(sync.notes[Self.twoSum]?.local == "v3")
    #expect(sync.takeSends().map(\.text) == ["v3"])
  }

  @Test func aSubmissionNoteIsSentWithTheFlagAndTagsRead() throws {
    var sync = NoteSync()
    let key = NoteKey.submission(id: "1988694277")
    let red = try #require(SubmissionFlag(validating: "RED"))
    sync.read(key, remote: "TEST", flag: red, tagIDs: [3, 9])
    sync.edit(key, to: "TEST, then a heap")
    #expect(sync.takeSends() == [NoteSend(key: key, text: "TEST, then a heap", flag: red, tagIDs: [3, 9])])
    let restored = try Self.nextRun(sync)
    #expect(restored.notes[key]?.flag == red && restored.notes[key]?.tagIDs == [3, 9])
  }

  @Test func theNoteFileDropsKeysAndTextsItCannotTrust() throws {
    let hostile = try JSONValue.parse(
      Data(
        (#"{"notes":{"problem:../etc":{"local":"x"},"submission:12a":{"local":"x"},"other:1":{"local":"x"},"#
          + #""problem:two-sum":{"local":"ok\u001b]0;t\u0007","pending":"yes","flag":"red","tagIds":[1,"2",-3.5]},"#
          + #""submission:42":{"local":7}}}"#).utf8))
    let sync = NoteSync(json: hostile)
    #expect(Array(sync.notes.keys) == [Self.twoSum])
    let note = try #require(sync.notes[Self.twoSum])
    #expect(note.local == "ok" && note.isPending, "no base: pending")
    #expect(note.flag == .white && note.tagIDs == [1])
    #expect(NoteKey("submission:1988694277") == .submission(id: "1988694277"))
    #expect(NoteKey("problem:two-sum")?.description == "problem:two-sum")
  }
}
