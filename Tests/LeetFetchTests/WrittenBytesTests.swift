import Foundation
import LeetModel
import LeetTestSupport
import Testing

@testable import LeetFetch

/// The JSON LeetFetch writes (cache files, the config file, request bodies, the helper's wire)
/// is, byte for byte, what Foundation's `JSONSerialization` writes for the same content: the
/// form it had before LeetFetch wrote it with `JSONWriter`.
@Suite struct WrittenBytesTests {
  static let slug = "pebble-count-1"
  static let credentials = ["LEETCODE_SESSION": "sess-secret-123", "LEETCODE_CSRFTOKEN": "csrf-secret-456"]

  /// `data` read and written again by JSONSerialization (sorted keys; pretty when asked).
  static func rewritten(_ data: Data, pretty: Bool = false) throws -> Data {
    let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    let options: JSONSerialization.WritingOptions = pretty ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
    return try JSONSerialization.data(withJSONObject: object, options: options)
  }

  @Test func segmentFilesAreWrittenAsJSONSerializationWroteThem() throws {
    let fake = try FakeFixtures.smallSite()
    FakeSegmentFixtures.install(on: fake)
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let segments = SegmentService(problems: try fixture.service(environment: Self.credentials))
    _ = try segments.load(.solutions, slug: Self.slug, prefetch: 3)
    _ = try segments.loadMore(.solutions, slug: Self.slug)
    _ = try segments.load(.comments, slug: Self.slug, prefetch: 2)
    _ = try segments.load(.submissions, slug: Self.slug, prefetch: 3)
    let judged = JudgeResult(
      kind: .submission, statusCode: 10, statusMessage: "Accepted", runtime: "3 ms", memory: "17.2 MB",
      runtimePercentile: 91.25, memoryPercentile: nil, submissionID: "9100")
    let python = try #require(SolutionLanguage.named("python3"))
    try segments.record(
      judged, code: "class Solution:\n    pass  # \"/\" é\n", language: python, slug: Self.slug,
      at: Date(timeIntervalSince1970: 1_800_000_000))
    let files = fixture.snapshot().filter { $0.key.hasSuffix(".json") }
    for kind in ["solutions", "comments", "submissions"] {
      #expect(files["leetcode.com/\(kind)/\(Self.slug).json"] != nil, "no \(kind) file")
    }
    for (path, data) in files {
      #expect(data == (try Self.rewritten(data)), "\(path)")
    }
  }

  @Test func configFileIsWrittenAsJSONSerializationWroteIt() throws {
    let stored = StoredCredentials(
      credentials: Credentials(session: "sess-1", csrfToken: "tok/1"), origin: "Firefox, profile default",
      expires: Date(timeIntervalSince1970: 1_790_000_000.75), username: "ada")
    let folder = try BinaryRunner.temporaryDirectory("config-bytes")
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = ConfigFile(url: folder.appendingPathComponent("leetview/config.json"))
    try config.store(stored, for: .com)
    try config.storeTabs(order: ["description", "solutions"], hidden: [])
    let data = try #require(FileManager.default.contents(atPath: config.url.path))
    #expect(data == (try Self.rewritten(data, pretty: true)) + Data("\n".utf8))
    #expect(String(decoding: data, as: UTF8.self).contains(#""expires" : 1790000000"#))
  }

  @Test func requestBodiesAreWrittenAsJSONSerializationWroteThem() throws {
    let client = LeetCodeClient(
      site: .com, endpoint: try Endpoint.parse("https://leetcode.com"), credentials: nil,
      transport: UnusedTransport())
    for operation in [
      Queries.question(slug: "two-sum", site: .com), Queries.listPage(skip: 100, limit: 50, site: .cn),
      Queries.daily(site: .com),
    ] {
      let body = try #require(client.request(for: operation, refererPath: "/")?.body)
      #expect(body == (try Self.rewritten(body)), "\(operation.name)")
    }
  }

  @Test func theWireCarriesARequestAndAnAnswerWhole() throws {
    let url = try #require(URL(string: "https://leetcode.com/graphql/?a=1"))
    var request = HTTPRequest(
      method: "POST", url: url, headers: [("Content-Type", "application/json"), ("X-Empty", "")],
      body: Data([0, 1, 2, 255]))
    request.publicAddressesOnly = true
    request.maximumBody = 4_096
    let (decoded, timeout) = try #require(
      TransportWire.decodeRequest(TransportWire.encode(request, timeout: 7.5)))
    #expect(timeout == 7.5)
    #expect(decoded.method == "POST" && decoded.url == url && decoded.body == request.body)
    #expect(decoded.headers.map(\.name) == ["Content-Type", "X-Empty"])
    #expect(decoded.headers.map(\.value) == ["application/json", ""])
    #expect(decoded.publicAddressesOnly && decoded.maximumBody == 4_096)
    let answer = HTTPResponse(status: 429, headers: ["Retry-After": "3"], body: Data("{}".utf8))
    let read = try TransportWire.decodeOutcome(TransportWire.encode(.success(answer)))
    #expect(read.status == 429 && read.headers == ["retry-after": "3"] && read.body == answer.body)
    #expect(throws: TransportError.tooLarge(9)) {
      try TransportWire.decodeOutcome(TransportWire.encode(.failure(.tooLarge(9))))
    }
    #expect(throws: TransportError.other("the network helper gave no answer")) {
      try TransportWire.decodeOutcome(Data("not json".utf8))
    }
  }
}

/// A transport that is never asked: the body tests only build requests.
private struct UnusedTransport: HTTPTransport {
  func send(_ request: HTTPRequest, timeout: TimeInterval) throws -> HTTPResponse {
    throw TransportError.other("not sent")
  }
}
