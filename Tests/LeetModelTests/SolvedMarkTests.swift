import Foundation
import Testing

@testable import LeetModel

/// Reading LeetCode's status values, and the merge rules: by maximum on a refresh, and after a
/// submit Accepted → solved, anything else → attempted only from untouched; never down.
@Suite struct SolvedMarkTests {
  @Test(arguments: [
    ("ac", SolvedMark.solved), ("AC", .solved), ("SOLVED", .solved), ("PAST_SOLVED", .solved),
    ("notac", .attempted), ("TRIED", .attempted), ("ATTEMPTED", .attempted),
    ("NOT_STARTED", .untouched), ("TO_DO", .untouched), ("", .untouched), ("weird", .untouched),
  ])
  func leetCodeValuesAreRead(value: String, mark: SolvedMark) {
    #expect(SolvedMark(leetCodeStatus: value) == mark)
  }

  @Test func nullIsUntouched() {
    #expect(SolvedMark(leetCodeStatus: nil) == .untouched)
  }

  /// (cached, refreshed) → merged.
  @Test(arguments: [
    (SolvedMark.untouched, SolvedMark.untouched, SolvedMark.untouched),
    (.untouched, .attempted, .attempted), (.untouched, .solved, .solved),
    (.attempted, .untouched, .attempted), (.attempted, .attempted, .attempted),
    (.attempted, .solved, .solved), (.solved, .untouched, .solved), (.solved, .attempted, .solved),
    (.solved, .solved, .solved),
  ])
  func refreshMergesByMaximum(cached: SolvedMark, refreshed: SolvedMark, merged: SolvedMark) {
    #expect(cached.merged(with: refreshed) == merged)
  }

  /// (before, accepted) → after.
  @Test(arguments: [
    (SolvedMark.untouched, true, SolvedMark.solved), (.attempted, true, .solved),
    (.solved, true, .solved), (.untouched, false, .attempted), (.attempted, false, .attempted),
    (.solved, false, .solved),
  ])
  func submitMovesUpOnly(before: SolvedMark, accepted: Bool, after: SolvedMark) {
    #expect(before.afterSubmit(accepted: accepted) == after)
  }

  /// leetcode.nvim sets `notac` after any failed submit, taking a solved problem down.
  @Test func failedSubmitNeverDowngradesSolved() throws {
    let slug = try TitleSlug(validating: "two-sum")
    let marks = SolvedMarks([slug: .solved]).recordingSubmit(of: slug, accepted: false)
    #expect(marks[slug] == .solved)
  }

  @Test func marksMergeBySlugAndDropUntouched() throws {
    let a = try TitleSlug(validating: "two-sum")
    let b = try TitleSlug(validating: "add-two-numbers")
    let c = try TitleSlug(validating: "lru-cache")
    let cached = SolvedMarks([a: .solved, b: .attempted, c: .untouched])
    #expect(cached.bySlug.count == 2)
    let merged = cached.merging(SolvedMarks([a: .attempted, b: .solved, c: .attempted]))
    #expect(merged[a] == .solved)
    #expect(merged[b] == .solved)
    #expect(merged[c] == .attempted)
    #expect(merged.count(.solved) == 2)
    #expect(merged.count(.attempted) == 1)
    let untouched = try TitleSlug(validating: "word-ladder")
    #expect(merged[untouched] == .untouched)
  }

  @Test func snapshotRoundTripsAndSkipsJunk() throws {
    let a = try TitleSlug(validating: "two-sum")
    let snapshot = MarksSnapshot(
      marks: SolvedMarks([a: .solved]), user: "alice", fetchedAt: Date(timeIntervalSince1970: 1_700_000_000))
    #expect(MarksSnapshot.decode(snapshot.encoded()) == snapshot)
    let junk = Data(
      #"{"fetchedAt":"1700000000","user":"bob\u001b[31m","marks":{"two-sum":"solved","../x":"solved","b":"maybe","c":3}}"#
        .utf8)
    let read = try #require(MarksSnapshot.decode(junk))
    #expect(read.marks.bySlug == [a: .solved])
    #expect(!read.user.contains("\u{1b}"))
    #expect(MarksSnapshot.decode(Data("[]".utf8)) == nil)
    #expect(MarksSnapshot.decode(Data(#"{"marks":{}}"#.utf8)) == nil)
  }
}
