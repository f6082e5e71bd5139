import Testing

@testable import LeetModel

/// Where the export writes and what its commits say, and its walk through the archive.
@Suite struct ExportLayoutTests {
  static func submission(
    _ id: UInt64, slug: String = "two-sum", title: String = "Two Sum", timestamp: Int64 = 1_700_000_000
  ) throws -> AcceptedSubmission {
    AcceptedSubmission(
      id: id, slug: try TitleSlug(validating: slug), title: title, language: SolutionLanguage.all[0],
      timestamp: timestamp, runtimeMilliseconds: 4, memory: "9.8 MB", code: "int x;\n")
  }

  @Test(arguments: [
    ("1", "0001-two-sum"), ("2867", "2867-two-sum"), ("10001", "10001-two-sum"), ("LCP 30", "lcp-30-two-sum"),
    ("剑指 Offer 03", "offer-03-two-sum"), ("../..", "0000-two-sum"), ("", "0000-two-sum"),
  ])
  func aFolderIsTheIdAndTheSlugInSafeLetters(_ id: String, _ folder: String) throws {
    #expect(ExportLayout.folder(frontendID: id, slug: try TitleSlug(validating: "two-sum")) == folder)
  }

  @Test func theMessageSaysTheProblemLanguageRuntimeAndBeatsAndNamesTheSubmission() throws {
    let message = ExportLayout.message(
      try Self.submission(42, title: "Two\u{1b}[2J Sum\nInjected: yes"), frontendID: "1",
      beats: .init(runtime: 99.96, memory: 12.04))
    #expect(
      message == """
        1. Two Sum Injected: yes: C++, 4 ms, beats 100.0%

        Memory 9.8 MB, beats 12.0%

        LeetCode-Problem: two-sum
        LeetCode-Submission: 42

        """)
  }

  @Test func theWalkStopsAtTheNewestExportedAndWritesOldestFirst() throws {
    var walk = ExportWalk(exported: [3])
    let first = SubmissionDumpPage(
      accepted: [try Self.submission(9), try Self.submission(7)], notAccepted: 18, unreadable: 0,
      ids: [9, 7],
      hasNext: true,
      lastKey: "k20")
    let goesOn = walk.take(first)
    #expect(goesOn)
    #expect(walk.nextOffset == 20 && walk.nextKey == "k20")
    let second = SubmissionDumpPage(
      accepted: [
        try Self.submission(7), try Self.submission(5), try Self.submission(3), try Self.submission(1),
      ],
      notAccepted: 0,
      unreadable: 0, ids: [7, 5, 3, 1], hasNext: true, lastKey: "k40")
    let goesOnAgain = walk.take(second)
    #expect(!goesOnAgain, "3 was exported: the rest is too")
    #expect(walk.reachedExported)
    #expect(walk.toWrite.map(\.id) == [5, 7, 9], "7 repeated by the moved page counts once")
  }

  @Test func theWalkEndsWithTheArchive() throws {
    var walk = ExportWalk(exported: [])
    let only = SubmissionDumpPage(
      accepted: [try Self.submission(2)], notAccepted: 0, unreadable: 1, ids: [2], hasNext: false,
      lastKey: nil)
    let goesOn = walk.take(only)
    #expect(!goesOn)
    #expect(!walk.reachedExported && walk.toWrite.map(\.id) == [2] && walk.unreadable == 1)
  }
}

/// The walk's stop at what a finished export saw, failed submissions included.
@Suite struct ExportWalkSeenTests {
  @Test func aFailedSubmissionSeenBeforeEndsTheWalkOnTheFirstPage() throws {
    var walk = ExportWalk(exported: [3], seen: 20)
    let page = SubmissionDumpPage(
      accepted: [try ExportLayoutTests.submission(22)], notAccepted: 2, unreadable: 0, ids: [23, 22, 20, 19],
      hasNext: true, lastKey: "k")
    let goesOn = walk.take(page)
    #expect(!goesOn)
    #expect(walk.toWrite.map(\.id) == [22] && walk.newest == 23)
  }
}
