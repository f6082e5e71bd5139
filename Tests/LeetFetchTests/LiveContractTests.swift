import Foundation
import LeetModel
import LeetNetwork
import LeetTestSupport
import Testing

@testable import LeetFetch

/// `make live-contract`'s parts that can run here: the shape comparison, the fixtures in the repo,
/// and the runner against the fake LeetCode on loopback (the real site is never reached).
@Suite struct LiveContractTests {
  static func shape(_ text: String) throws -> JSONShape {
    JSONShape(of: try JSONValue.parse(Data(text.utf8)))
  }

  static let shapes = Corpus.repositoryRoot.appendingPathComponent("Tests/LiveContract")

  @Test func twoAnswersOfTheSameShapeDoNotDiffer() throws {
    let recorded = try Self.shape(
      #"{"data":{"q":{"title":"Two Sum","likes":3,"tags":[{"n":"a"}],"x":null}}}"#)
    let live = try Self.shape(
      #"{"data":{"q":{"title":"Other","likes":99,"tags":[{"n":"b"},{"m":1}],"x":"now"}}}"#)
    #expect(recorded.differences(from: live).isEmpty, "values, later elements and nulls do not count")
    #expect(
      recorded.differences(from: try Self.shape(#"{"data":{"q":{"title":"","likes":0,"tags":[],"x":1}}}"#))
        .isEmpty)
  }

  @Test func aMissingKeyIsNamedByItsPath() throws {
    let expected = try Self.shape(#"{"data":{"q":{"title":"a","tags":[{"name":"n","slug":"s"}]}}}"#)
    let live = try Self.shape(#"{"data":{"q":{"tags":[{"name":"n"}]}}}"#)
    let differences = expected.differences(from: live)
    #expect(
      differences == [
        ShapeDifference(path: "data.q.tags[0].slug", kind: .missing),
        ShapeDifference(path: "data.q.title", kind: .missing),
      ])
    #expect(differences.allSatisfy { $0.breaksContract })
    #expect(differences.first?.line == "missing: data.q.tags[0].slug")
  }

  @Test func aChangedTypeIsNamedWithBothTypes() throws {
    let expected = try Self.shape(#"{"submission_id":"1988694277","list":[1]}"#)
    let live = try Self.shape(#"{"submission_id":1988694277,"list":{"a":1}}"#)
    let differences = expected.differences(from: live)
    #expect(
      differences == [
        ShapeDifference(path: "list", kind: .changedType(expected: "array", found: "object")),
        ShapeDifference(path: "submission_id", kind: .changedType(expected: "string", found: "number")),
      ])
    #expect(differences.last?.line == "type changed: submission_id was string, is number")
  }

  @Test func anAddedKeyIsNewsNotABreak() throws {
    let differences = try Self.shape(#"{"a":1}"#).differences(from: try Self.shape(#"{"a":2,"b":true}"#))
    #expect(differences == [ShapeDifference(path: "b", kind: .added)])
    #expect(!differences[0].breaksContract)
  }

  @Test func aRecordedFixtureCountsOnlyTheKeysTheQueryNames() throws {
    let recorded = try Self.shape(#"{"data":{"list":{"notes":"x","flagType":"WHITE","id":"1"}}}"#)
    let live = try Self.shape(#"{"data":{"list":{}}}"#)
    let differences = LiveContract.compare(
      expected: recorded, actual: live, asked: "query q { list { id notesCount } }")
    #expect(differences == [ShapeDifference(path: "data.list.id", kind: .missing)])
  }

  @Test func aHostileKeyIsReportedOnOneCleanLine() throws {
    let key = "a\u{1b}]52;c;aGk=\u{07}\n" + String(repeating: "k", count: 1_000)
    let live = JSONShape.object([key: .string])
    let line = try Self.shape("{}").differences(from: live).first?.line ?? ""
    #expect(!line.unicodeScalars.contains { $0.value < 0x20 } && line.count < 220)
  }

  @Test func shapeFileNotationReadsTypeNamesAndRefusesValues() throws {
    let notation = try JSONValue.parse(
      Data(#"{"a":"string","b":["number"],"c":[],"d":{"e":"bool","f":"null"}}"#.utf8))
    #expect(
      JSONShape(notation: notation)
        == .object([
          "a": .string, "b": .array(.number), "c": .array(nil), "d": .object(["e": .bool, "f": .null]),
        ]))
    #expect(JSONShape(notation: try JSONValue.parse(Data(#"{"a":"Two Sum"}"#.utf8))) == nil)
    #expect(JSONShape(notation: try JSONValue.parse(Data(#"{"a":3}"#.utf8))) == nil)
  }

  @Test func everyProbeHasItsFixtureAndEveryShapeFileIsUsed() throws {
    let contract = LiveContract(
      probes: LiveContractProbe.all(year: 2026), recordedDirectory: nil, shapeDirectory: Self.shapes)
    var used: Set<String> = []
    for probe in contract.probes {
      guard case .shapeFile(let name) = probe.fixture else { continue }
      used.insert(name)
      guard case .success = contract.fixtureShape(probe.fixture) else {
        Issue.record("the shape file \(name) cannot be read")
        continue
      }
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.shapes.path).filter {
      $0.hasSuffix(".json")
    }
    #expect(Set(files) == used)
    #expect(
      !contract.probes.contains {
        ["addQuestionToFavoriteV2", "removeQuestionFromFavoriteV2"].contains($0.name)
      })
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func everyRecordedFixtureIsInTheCorpus() throws {
    let directory = try #require(Corpus.directory).appendingPathComponent("recorded")
    let contract = LiveContract(
      probes: LiveContractProbe.all(year: 2026), recordedDirectory: directory, shapeDirectory: Self.shapes)
    for probe in contract.probes {
      guard case .success = contract.fixtureShape(probe.fixture) else {
        Issue.record("\(probe.name): its fixture cannot be read")
        continue
      }
    }
  }

  /// The runner against the fake LeetCode: the plan names every request before any is sent, the
  /// requests are leetview's own, and a changed type in an answer is reported as a change.
  @Test func theRunnerSendsLeetviewsQueriesAndReportsAChangedShape() throws {
    let fake = try FakeFixtures.smallSite()
    FakeSegmentFixtures.install(on: fake)
    fake.serveUserStatus { ["contract-sess-77": FakeAccount(username: "pebbles")] }
    fake.serve(queryContaining: "contestV2UpcomingContests") { _ in
      Data(
        #"{"data":{"contestV2UpcomingContests":[{"titleSlug":"w1","title":"W","startTime":"soon","duration":5400,"cardImg":""}]}}"#
          .utf8)
    }
    let contract = LiveContract(
      probes: LiveContractProbe.all(slug: "pebble-count-1", year: 2026),
      recordedDirectory: Corpus.directory?.appendingPathComponent("recorded"),
      shapeDirectory: Self.shapes)
    let plan = contract.plan(host: "127.0.0.1", signedIn: true)
    #expect(plan.first?.hasPrefix("live-contract talks to LeetCode: it sends") == true)
    #expect(plan.contains("  submissionList") && plan.contains("  /api/problems/all/"))
    let client = LeetCodeClient(
      site: .com, endpoint: try Endpoint.parse(fake.baseURL),
      credentials: Credentials(session: "contract-sess-77", csrfToken: "contract-csrf-78"),
      transport: CurlTransport(idleTimeout: 8))
    var outcomes: [String: LiveContract.Outcome] = [:]
    var report: [String] = []
    let holds = contract.run(client: client) { name, outcome in
      outcomes[name] = outcome
      report += LiveContract.lines(name, outcome)
    }
    #expect(!holds)
    #expect(outcomes.count == contract.probes.count)
    #expect(outcomes["globalData"] == .holds(added: []))
    #expect(
      outcomes["contestV2UpcomingContests"]
        == .breaks([
          ShapeDifference(
            path: "data.contestV2UpcomingContests[0].startTime",
            kind: .changedType(expected: "number", found: "string"))
        ]))
    let sent = Set(fake.operations)
    #expect(
      sent.contains("globalData") && sent.contains("submissionList") && sent.contains("userProblemsSolved"))
    #expect(sent.isSubset(of: Set(contract.probes.map(\.name))))
    #expect(
      fake.requests.allSatisfy { $0.headers["cookie"]?.contains("LEETCODE_SESSION=contract-sess-77") == true }
    )
    #expect(!report.joined().contains("contract-sess-77") && !report.joined().contains("contract-csrf-78"))
  }
}
