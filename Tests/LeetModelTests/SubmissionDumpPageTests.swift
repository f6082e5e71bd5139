import Foundation
import LeetTestSupport
import Testing

@testable import LeetModel

/// The REST archive of submissions that `leetview export` reads: the recorded real page, and the
/// values that must never pass unchecked into a path, an argument or a commit.
@Suite struct SubmissionDumpPageTests {
  /// A row of today's shape, with `changes` applied.
  static func row(_ changes: [String: JSONValue] = [:]) -> JSONValue {
    var row: [String: JSONValue] = [
      "id": .number(1_234_567), "lang": .string("python3"), "timestamp": .number(1_700_000_000),
      "status_display": .string("Accepted"), "runtime": .string("52 ms"), "memory": .string("17.1 MB"),
      "is_pending": .string("Not Pending"), "title": .string("Two Sum"), "code": .string("x = 1\n"),
      "title_slug": .string("two-sum"),
    ]
    row.merge(changes) { $1 }
    return .object(row)
  }

  static func page(_ rows: [JSONValue], hasNext: Bool = false, lastKey: JSONValue = .null) throws
    -> SubmissionDumpPage
  {
    try SubmissionDumpPage.decode(
      .object(["submissions_dump": .array(rows), "has_next": .bool(hasNext), "last_key": lastKey]))
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func theRecordedPageWithoutCodeOrTimesWritesNothingAndCountsEveryRow() throws {
    let root = try JSONValue.parse(Corpus.recordedFile("rest_api_submissions_two-sum_2017__skygragon.json"))
    let page = try SubmissionDumpPage.decode(root)
    let rows = root["submissions_dump"].array ?? []
    let accepted = rows.filter { $0["status_display"].string == "Accepted" }.count
    #expect(accepted > 0)
    #expect(page.accepted.isEmpty, "the 2017 rows have no code, id or timestamp to write")
    #expect(page.unreadable == accepted)
    #expect(page.notAccepted == rows.count - accepted)
    #expect(page.hasNext)
  }

  @Test func aRowOfTodaysShapeDecodesWithItsFigures() throws {
    let page = try Self.page(
      [Self.row(), Self.row(["id": .string("99"), "runtime": .string("N/A")])], hasNext: true,
      lastKey: .string("ab_12-x"))
    #expect(page.accepted.count == 2)
    let first = try #require(page.accepted.first)
    #expect(first.id == 1_234_567 && first.slug.rawValue == "two-sum" && first.language.fileExtension == "py")
    #expect(first.runtimeMilliseconds == 52 && first.memory == "17.1 MB" && first.timestamp == 1_700_000_000)
    #expect(page.accepted[1].id == 99 && page.accepted[1].runtimeMilliseconds == nil)
    #expect(page.lastKey == "ab_12-x" && page.hasNext)
  }

  @Test(arguments: [
    ("title_slug", JSONValue.string("../../etc")), ("title_slug", .string("a b")), ("lang", .string("cobol")),
    ("lang", .string("python3; rm -rf /")), ("id", .number(-3)), ("id", .string("12a")), ("id", .number(1.5)),
    ("timestamp", .string("1970-01-01")), ("timestamp", .null), ("code", .null), ("code", .number(4)),
  ])
  func anAcceptedRowWithAValueThatFailsItsCheckIsSkippedAndCounted(_ key: String, _ value: JSONValue) throws {
    let page = try Self.page([Self.row([key: value]), Self.row()])
    #expect(page.accepted.count == 1)
    #expect(page.unreadable == 1)
  }

  @Test func failedAndPendingRowsAreNeverAccepted() throws {
    let page = try Self.page([
      Self.row(["status_display": .string("Wrong Answer")]), Self.row(["is_pending": .string("Pending")]),
      Self.row(["is_pending": .bool(true)]),
    ])
    #expect(page.accepted.isEmpty && page.notAccepted == 3)
  }

  @Test(arguments: [
    JSONValue.string("a/b"), .string("k?x=1&y"), .string(String(repeating: "k", count: 201)), .number(3),
  ])
  func aNextPageKeyThatCouldBreakTheURLIsDropped(_ key: JSONValue) throws {
    #expect(try Self.page([], hasNext: true, lastKey: key).lastKey == nil)
  }

  @Test(arguments: [
    JSONValue.object([:]), .array([]), .string("<html>"), .object(["submissions_dump": .null]),
  ])
  func anAnswerThatIsNotTheArchiveIsRefused(_ root: JSONValue) {
    #expect(throws: SubmissionDumpPage.Unreadable.self) { try SubmissionDumpPage.decode(root) }
  }

  @Test(arguments: [("14.2 MB", true), ("900 KB", true), ("14.2 MB\u{1b}[31m", false), ("lots", false)])
  func onlyAPlainMemoryFigureIsKept(_ text: String, _ kept: Bool) throws {
    let page = try Self.page([Self.row(["memory": .string(text)])])
    #expect((page.accepted.first?.memory != nil) == kept)
  }
}
