import Foundation
import LeetNetwork
import LeetTestSupport
import Testing

@testable import LeetFetch

/// Which statement pictures are fetched: https to a host that may be public, at most 32 a
/// statement within a byte budget; and the transport refusing a local address it resolved.
@Suite struct PictureAddressTests {
  static func url(_ text: String) -> URL {
    URL(string: text) ?? URL(fileURLWithPath: "/malformed")
  }

  static let refused = [
    "http://assets.leetcode.com/uploads/a.png", "https://10.0.0.1/a.png", "https://10.255.1.2/a.png",
    "https://192.168.1.1/a.png", "https://169.254.169.254/latest/meta-data", "https://172.16.0.1/a.png",
    "https://172.31.255.255/a.png", "https://[fe80::1]/a.png", "https://[::1]/a.png", "https://0.0.0.0/a.png",
    "https://localhost/a.png", "https://LOCALHOST:443/a.png", "https://127.0.0.1/a.png",
    "https://127.0.0.1:8080/internal/admin/delete?confirm=1", "https://[::ffff:10.0.0.1]/a.png",
    "https://[::ffff:127.0.0.1]/a.png", "https://[::]/a.png", "https://224.0.0.1/a.png",
    "https://255.255.255.255/a.png", "https://100.64.0.1/a.png", "https://[fc00::1]/a.png",
    "https://[fd12:3456::1]/a.png", "https://[ff02::1]/a.png", "https://[64:ff9b::a00:1]/a.png",
    "https://[2002:c0a8:101::1]/a.png", "https://printer/a.png", "https://x.localhost/a.png",
    "https://nas.local/a.png", "https://user@assets.leetcode.com/a.png", "https://0x7f.1/a.png",
    "https://2130706433/a.png", "https://0127.0.0.1/a.png", "ftp://assets.leetcode.com/a.png",
  ]

  @Test(arguments: refused)
  func refusedPictureAddress(_ text: String) {
    #expect(throws: PictureFetchFailure.self, "accepted \(text)") { try PictureAddress(Self.url(text)) }
  }

  @Test func publicHTTPSPicturesAreAccepted() throws {
    for text in [
      "https://assets.leetcode.com/uploads/2020/10/tree%201.png", "https://8.8.8.8/x.png",
      "https://172.32.0.1/x.png", "https://[2606:4700::1]/x.png", "https://x.test:8443/a.gif?v=1&w=2",
    ] {
      let address = try PictureAddress(Self.url(text))
      #expect(address.url?.absoluteString == text, "\(text)")
    }
    #expect(throws: PictureFetchFailure("not an https address", refused: true)) {
      try PictureAddress(Self.url("http://assets.leetcode.com/a.png"))
    }
    #expect(throws: PictureFetchFailure("a local or private address", refused: true)) {
      try PictureAddress(Self.url("https://192.168.0.1/a.png"))
    }
  }

  @Test func allowanceCapsCountAndBytes() throws {
    var allowance = PictureAllowance()
    for _ in 0..<32 { try allowance.admit() }
    #expect(throws: PictureFetchFailure("one of more than 32 pictures in the statement", refused: true)) {
      try allowance.admit()
    }
    var bytes = PictureAllowance()
    try bytes.spend(20 << 20)
    #expect(throws: PictureFetchFailure("past the 24 MB of pictures a statement may have", refused: true)) {
      try bytes.spend(5 << 20)
    }
    #expect(bytes.remaining == 4 << 20)
  }

  /// A fake whose mirror serves `count` pictures of `bytes` bytes at `https://assets.leetcode.com/p<i>.png`.
  static func pictures(_ fake: FakeLeetCode, count: Int, bytes: Int = 300) -> [URL] {
    let body = Data(PictureFetcherTests.pngBytes.prefix(8) + [UInt8](repeating: 7, count: bytes - 8))
    return (0..<count).map { index in
      let text = "https://assets.leetcode.com/p\(index).png"
      fake.serveAsset(text, body: body)
      return url(text)
    }
  }

  @Test func budgetStopsFetchingAndCountsCachedPicturesToo() throws {
    let fake = try FakeLeetCode()
    let root = try BinaryRunner.temporaryDirectory("pictures")
    defer { try? FileManager.default.removeItem(at: root) }
    let urls = Self.pictures(fake, count: 4)
    let fetcher = try PictureFetcherTests.fetcher(fake, root: root)
    var allowance = PictureAllowance(bytes: 700)
    #expect(try fetcher.fetch(urls[0], allowance: &allowance) != nil)
    #expect(try fetcher.fetch(urls[1], allowance: &allowance) != nil)
    #expect(throws: PictureFetchFailure("past the 700 bytes of pictures a statement may have", refused: true))
    {
      try fetcher.fetch(urls[2], allowance: &allowance)
    }
    #expect(fetcher.cached(urls[2]) == nil)
    // Opened again: the cached two count as before, so the page shows the same pictures.
    var again = PictureAllowance(bytes: 700)
    #expect(try fetcher.fetch(urls[0], allowance: &again, offline: true) != nil)
    #expect(try fetcher.fetch(urls[1], allowance: &again, offline: true) != nil)
    #expect(throws: PictureFetchFailure.self) { try fetcher.fetch(urls[3], allowance: &again) }
    #expect(fake.requests.count <= 4)
  }

  @Test func statementWithThreeHundredPicturesAndAnInternalOneFetchesAtMost32() throws {
    let fake = try FakeFixtures.smallSite(count: 1)
    let urls = Self.pictures(fake, count: 300)
    let admin = fake.baseURL + "/internal/admin/delete?confirm=1"
    let adminHTTPS = admin.replacingOccurrences(of: "http://", with: "https://")
    let images = urls.map { "<img src=\"\($0.absoluteString)\">" }.joined()
    fake.serveQuestion(
      "pebble-count-1",
      body: FakeFixtures.question(
        id: "1", slug: "pebble-count-1", title: "Pebble Count 1",
        content: "<img src=\"\(admin)\"><img src=\"\(adminHTTPS)\">" + images))
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let pictures = try PictureFetcherTests.fetcher(fake, root: fixture.root)
    let summary = try SyncRunner(
      service: fixture.service(), details: true, pictures: pictures, sleep: { _ in }
    ).run()
    let pictureRequests = fake.requests.filter { $0.path.hasPrefix("/assets.leetcode.com/") }
    #expect(pictureRequests.count == 30, "two of the 32 places went to the refused addresses")
    #expect(!fake.requests.contains { $0.path.contains("internal") }, "\(fake.requests.map(\.path))")
    #expect(summary.pictures == 30 && summary.picturesFailed == 272)
    let files = try FileManager.default.contentsOfDirectory(atPath: pictures.directory.path)
    #expect(files.count == 30)
  }

  @Test func transportRefusesAPublicOnlyRequestToALocalAddress() throws {
    let log = RequestCounter()
    let server = try FakeHTTPServer { _ in
      log.count()
      return .response(status: 200, headers: [], body: Data(PictureFetcherTests.pngBytes))
    }
    defer { server.stop() }
    let port = server.port
    // `localhost` is a name: what is refused is the address it resolved to.
    for text in [
      "http://127.0.0.1:\(port)/internal/admin/delete?confirm=1", "http://localhost:\(port)/x.png",
    ] {
      var request = HTTPRequest(method: "GET", url: Self.url(text))
      request.publicAddressesOnly = true
      #expect(throws: TransportError.refused("the host resolved to an address that is not public")) {
        try CurlTransport().send(request, timeout: 5)
      }
      // The flag crosses the helper's pipe.
      let wired = try #require(TransportWire.decodeRequest(TransportWire.encode(request, timeout: 5)))
      #expect(wired.request.publicAddressesOnly)
    }
    #expect(log.value == 0, "the server got a request")
    let plain = HTTPRequest(method: "GET", url: Self.url("http://127.0.0.1:\(port)/x.png"))
    #expect(try CurlTransport().send(plain, timeout: 5).status == 200)
    #expect(log.value == 1)
  }

  @Test func perRequestBodyCapIsKeptAndCrossesTheWire() throws {
    let server = try FakeHTTPServer { _ in
      .response(status: 200, headers: [], body: Data(repeating: 1, count: 5000))
    }
    defer { server.stop() }
    var request = HTTPRequest(method: "GET", url: Self.url(server.baseURL + "/big"))
    request.maximumBody = 1000
    #expect(throws: TransportError.self) { try CurlTransport().send(request, timeout: 5) }
    let wired = try #require(TransportWire.decodeRequest(TransportWire.encode(request, timeout: 5)))
    #expect(wired.request.maximumBody == 1000 && !wired.request.publicAddressesOnly)
  }
}
