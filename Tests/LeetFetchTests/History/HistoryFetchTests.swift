import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

/// The history queries against the fake LeetCode on loopback, through the real transport: one
/// submission whole with its distributions, the progress list page by page, and the notes read
/// and sent (one request per note; every refusal given back as one, the note kept).
@Suite struct HistoryFetchTests {
  static let credentials = Credentials(session: "history-cookie-77", csrfToken: "csrf-77")

  /// The API on a fake serving `history`.
  static func api(_ history: FakeHistory) throws -> (api: LeetCodeAPI, fixture: FetchFixture) {
    let fake = try FakeLeetCode()
    fake.serveHistory(history)
    let fixture = try FetchFixture(fake: fake)
    return (LeetCodeAPI(client: try fixture.client(credentials: credentials)), fixture)
  }

  /// The variables of every request named `operation`.
  static func variables(_ fake: FakeLeetCode, _ operation: String) -> [JSONValue] {
    fake.requests.compactMap { try? JSONValue.parse($0.body) }.filter {
      $0["operationName"].string == operation
    }
    .map { $0["variables"] }
  }

  @Test func aSubmissionComesWholeWithBothDistributionsAndTheQueryOfTheReference() throws {
    let history = FakeHistory(details: [1_988_694_277: FakeHistoryFixtures.accepted(1_988_694_277)])
    let (api, fixture) = try Self.api(history)
    defer { fixture.cleanUp() }
    let fetched = try api.submission(id: "1988694277")
    let record = fetched.record
    #expect(record.code == "class Solution:\n    def twoSum(self, n, t):\n        return [0, 1]\n")
    #expect(record.verdict == .accepted && record.passed == 63 && record.total == 63)
    #expect(record.runtimeDistribution?.buckets.map(\.label) == ["40", "44", "48", "52"])
    #expect(
      record.memoryDistribution?.buckets[record.memoryDistribution?.bucketIndex(of: 16_140) ?? 0].label
        == "16100")
    #expect(record.note.text == "hash map" && record.note.flag.rawValue == "RED" && record.note.tagIDs == [3])
    #expect(
      SubmissionRecord.decode(try JSONValue.parse(fetched.body)) == record, "the body cached decodes the same"
    )
    let request = try #require(fixture.fake.requests.last)
    let body = try JSONValue.parse(request.body)
    #expect(body["query"].string == HistoryQueries.submissionDetails(id: 1).query)
    #expect(
      body["query"].string?.contains("runtimeDistribution memory memoryDisplay memoryPercentile") == true)
    #expect(body["variables"]["submissionId"] == .number(1_988_694_277), "an Int!, sent as a number")
    #expect(request.path == "/graphql" && request.headers["x-csrftoken"] == "csrf-77")
    #expect(request.headers["referer"]?.hasSuffix("/submissions/detail/1988694277/") == true)
  }

  @Test func aFailedSubmissionComesWithItsCaseAndNoDistribution() throws {
    let (api, fixture) = try Self.api(FakeHistory(details: [5: FakeHistoryFixtures.wrongAnswer(5)]))
    defer { fixture.cleanUp() }
    let record = try api.submission(id: "5").record
    #expect(
      record.verdict == .wrongAnswer && record.runtimeDistribution == nil && record.memoryDistribution == nil)
    #expect(record.failure?.lastTestcase == "[2,7,11,15]\n9" && record.failure?.expectedOutput == "[0,1]")
    #expect(record.failure?.standardOutput == "debug\n")
  }

  @Test func anUnknownSubmissionIsSaidAndAnIdThatIsNotDigitsIsNeverSent() throws {
    let (api, fixture) = try Self.api(FakeHistory())
    defer { fixture.cleanUp() }
    #expect(throws: FetchError.self) { try api.submission(id: "42") }
    let before = fixture.fake.requests.count
    for hostile in ["1; drop", "../1", "", "12345678901234567890123", "-1"] {
      #expect(throws: FetchError.self) { try api.submission(id: hostile) }
    }
    #expect(fixture.fake.requests.count == before)
  }

  @Test func theProgressListIsFetchedPageByPageUntilItsTotal() throws {
    let (api, fixture) = try Self.api(FakeHistory(rows: FakeHistoryFixtures.progressRows(250)))
    defer { fixture.cleanUp() }
    var paced = 0
    let list = try api.progressQuestions { paced += 1 }
    #expect(list.total == 250 && list.rowCount == 250 && list.questions.count == 250)
    #expect(list.questions.filter { $0.mark == .solved }.count == 200)
    #expect(list.questions.first?.lastSubmittedAt == Date(timeIntervalSince1970: 1_777_214_044 - 86_400))
    let skips = Self.variables(fixture.fake, "userProgressQuestionList").map { $0["filters"]["skip"].int }
    #expect(skips == [0, 100, 200] && paced == 3)
    #expect(
      Self.variables(fixture.fake, "userProgressQuestionList").allSatisfy {
        $0["filters"]["limit"].int == 100
      })
  }

  @Test func aServerThatIgnoresSkipStopsThePagingAndAnEmptyListIsOneRequest() throws {
    let fake = try FakeLeetCode()
    let rows = FakeHistoryFixtures.progressRows(100).joined(separator: ",")
    fake.serve(queryContaining: "userProgressQuestionList(filters") { _ in
      Data(#"{"data":{"userProgressQuestionList":{"totalNum":5000,"questions":[\#(rows)]}}}"#.utf8)
    }
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let list = try LeetCodeAPI(client: try fixture.client(credentials: Self.credentials)).progressQuestions()
    #expect(list.questions.count == 100 && fake.operations.count == 2, "the second page brought nothing new")
    let (api, empty) = try Self.api(FakeHistory())
    defer { empty.cleanUp() }
    #expect(try api.progressQuestions().questions.isEmpty && empty.fake.operations.count == 1)
  }

  @Test func signedOutTheProgressListIsRefusedInLeetCodesWords() throws {
    let fake = try FakeLeetCode()
    fake.serve(queryContaining: "userProgressQuestionList(filters") { _ in nil }
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    #expect(throws: FetchError.graphQL("nothing here")) {
      try LeetCodeAPI(client: try fixture.client()).progressQuestions()
    }
  }

  @Test func aNoteIsReadAndEachSendIsOneRequestThatSavesIt() throws {
    let history = FakeHistory(notes: ["two-sum": "from the site"])
    let (api, fixture) = try Self.api(history)
    defer { fixture.cleanUp() }
    #expect(try api.problemNote(slug: "two-sum") == .note("from the site"))
    #expect(try api.problemNote(slug: "lru-cache") == .note(""))
    let before = fixture.fake.requests.count
    let answer = try api.send(
      NoteSend(key: .problem(slug: "two-sum"), text: "mine\nline 2", flag: .white, tagIDs: []))
    #expect(answer == .note("mine\nline 2"))
    #expect(fixture.fake.requests.count == before + 1)
    #expect(history.note("two-sum") == "mine\nline 2")
    let sent = try #require(Self.variables(fixture.fake, "updateNote").last)
    #expect(sent == .object(["titleSlug": .string("two-sum"), "content": .string("mine\nline 2")]))
  }

  @Test func aSubmissionNoteSendsBackTheFlagAndTagsRead() throws {
    let history = FakeHistory(details: [77: FakeHistoryFixtures.accepted(77)])
    let (api, fixture) = try Self.api(history)
    defer { fixture.cleanUp() }
    let read = try api.submission(id: "77").record.note
    let answer = try api.send(
      NoteSend(key: .submission(id: "77"), text: "faster: two pointers", flag: read.flag, tagIDs: read.tagIDs)
    )
    #expect(answer == NoteAnswer.note(nil))
    #expect(history.submissionNote("77") == .init(note: "faster: two pointers", flagType: "RED", tagIds: [3]))
    let sent = try #require(Self.variables(fixture.fake, "updateSubmissionNote").last)
    #expect(sent["submissionId"] == .string("77"), "an ID!, sent as a string")
    #expect(sent["flagType"] == .string("RED") && sent["tagIds"] == .array([.number(3)]))
    // A note never flagged sends WHITE, never the empty flag LeetCode answers with HTTP 400.
    _ = try api.send(
      NoteSend(key: .submission(id: "78"), text: "x", flag: SubmissionFlag(read: .string("")), tagIDs: []))
    #expect(history.submissionNote("78")?.flagType == "WHITE")
  }

  @Test func everyRefusalOfANoteIsGivenBackAsOneAndTheSiteIsUnchanged() throws {
    let history = FakeHistory(notes: ["two-sum": "kept there"])
    let (api, fixture) = try Self.api(history)
    defer { fixture.cleanUp() }
    let send = NoteSend(key: .problem(slug: "two-sum"), text: "new", flag: .white, tagIDs: [])
    let refusals: [(FakeHistory.NoteRefusal, String)] = [
      (.okFalse("Note is too long"), "Note is too long"),
      (.errors("User is not authenticated"), "User is not authenticated"),
      (.unknownOperation, "this site keeps no notes for leetview"),
    ]
    for (refusal, words) in refusals {
      history.refuseNotes(refusal)
      let before = fixture.fake.requests.count
      guard case .refused(let reason) = try api.send(send) else {
        Issue.record("not refused: \(refusal)")
        continue
      }
      #expect(reason.hasPrefix(words), "\(refusal)")
      #expect(fixture.fake.requests.count == before + 1, "one request, no retry")
    }
    history.refuseNotes(nil, reads: true)
    guard case .refused(let reason) = try api.problemNote(slug: "two-sum") else {
      Issue.record("the read was not refused")
      return
    }
    #expect(reason.contains("keeps no notes"))
    #expect(history.note("two-sum") == "kept there")
    // The fake answers before its fault is applied: keep it refusing, so only the 400 is new.
    history.refuseNotes(.okFalse("not this"))
    fixture.fake.inject(.status(400))
    #expect(try api.send(send) == .refused("LeetCode answered HTTP 400 (a request it does not take)"))
  }

  @Test func aNoteThatCannotReachLeetCodeIsThrownSoItStaysQueued() throws {
    let (api, fixture) = try Self.api(FakeHistory())
    defer { fixture.cleanUp() }
    fixture.fake.stop()
    #expect(throws: FetchError.self) {
      try api.send(NoteSend(key: .problem(slug: "two-sum"), text: "offline", flag: .white, tagIDs: []))
    }
  }
}
