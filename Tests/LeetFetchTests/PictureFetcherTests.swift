import Foundation
import LeetModel
import LeetNetwork
import LeetTestSupport
import Testing

@testable import LeetFetch

/// Statement pictures fetched from the fake LeetCode acting as an asset mirror.
@Suite struct PictureFetcherTests {
  /// Bytes that start as a PNG does (the fetcher only checks the start; decoding is elsewhere).
  static let pngBytes: [UInt8] =
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 300)
  static let tree = url("https://assets.leetcode.com/uploads/2020/10/tree%201.png")

  /// A URL written in a test (a malformed one fails the test that uses it).
  static func url(_ text: String) -> URL {
    URL(string: text) ?? URL(fileURLWithPath: "/malformed")
  }

  static func fetcher(_ fake: FakeLeetCode, root: URL) throws -> PictureFetcher {
    try PictureFetcher(
      location: CacheLocation(root: root, bundled: nil), site: .com,
      environment: ["LEETVIEW_ASSET_MIRROR": fake.baseURL + "/"], transport: CurlTransport())
  }

  @Test func pictureIsFetchedFromTheMirrorIntoTheCache() throws {
    let fake = try FakeLeetCode()
    let root = try BinaryRunner.temporaryDirectory("pictures")
    defer { try? FileManager.default.removeItem(at: root) }
    fake.serveAsset(Self.tree.absoluteString, body: Data(Self.pngBytes))
    let fetcher = try Self.fetcher(fake, root: root)
    #expect(fetcher.cached(Self.tree) == nil)
    let file = try fetcher.fetch(Self.tree)
    #expect(file.path.hasPrefix(root.appendingPathComponent("leetcode.com/images").path))
    #expect(file.pathExtension == "png")
    #expect(try Data(contentsOf: file) == Data(Self.pngBytes))
    #expect(fake.requests.map(\.path) == ["/assets.leetcode.com/uploads/2020/10/tree%201.png"])
    // Cached now: the second fetch asks nobody.
    #expect(try fetcher.fetch(Self.tree) == file)
    #expect(fake.requests.count == 1)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
    #expect(leftovers == [file.lastPathComponent])
  }

  @Test func htmlServedAsAPictureIsNotKept() throws {
    let fake = try FakeLeetCode()
    let root = try BinaryRunner.temporaryDirectory("pictures")
    defer { try? FileManager.default.removeItem(at: root) }
    fake.serveAsset(
      Self.tree.absoluteString, body: Data(FakeLeetCode.challengePage.utf8), contentType: "image/png")
    let fetcher = try Self.fetcher(fake, root: root)
    #expect(throws: PictureFetchFailure("not a PNG, JPEG or GIF picture")) { try fetcher.fetch(Self.tree) }
    #expect(fetcher.cached(Self.tree) == nil)
  }

  @Test func missingAndOversizedPicturesAreNotes() throws {
    let fake = try FakeLeetCode()
    let root = try BinaryRunner.temporaryDirectory("pictures")
    defer { try? FileManager.default.removeItem(at: root) }
    let big = Self.url("https://assets.leetcode.com/big.png")
    fake.serveAsset(big.absoluteString, body: Data(Self.pngBytes + [UInt8](repeating: 0, count: 9 << 20)))
    let fetcher = try Self.fetcher(fake, root: root)
    #expect(throws: PictureFetchFailure("could not be fetched (HTTP 404)")) { try fetcher.fetch(Self.tree) }
    #expect(throws: PictureFetchFailure("larger than 8 MB", refused: true)) { try fetcher.fetch(big) }
    #expect(fetcher.cached(big) == nil)
  }

  @Test func mirrorMustBeHTTPSOrLoopback() throws {
    #expect(try AssetMirror.resolve(environment: [:]) == nil)
    #expect(
      try AssetMirror.resolve(environment: ["LEETVIEW_ASSET_MIRROR": "http://127.0.0.1:8/m/"])?.base
        == "http://127.0.0.1:8/m")
    #expect(throws: LoadError.self) {
      try AssetMirror.resolve(environment: ["LEETVIEW_ASSET_MIRROR": "http://example.com"])
    }
    #expect(throws: LoadError.self) {
      try AssetMirror.resolve(environment: ["LEETVIEW_ASSET_MIRROR": "ftp://127.0.0.1"])
    }
    let mirror = AssetMirror(base: "https://mirror.test/x")
    #expect(
      mirror.location(of: try PictureAddress(Self.tree))?.absoluteString
        == "https://mirror.test/x/assets.leetcode.com/uploads/2020/10/tree%201.png")
  }

  @Test func statementPictureLinks() {
    let html = """
      <p><img alt="" src="https://assets.leetcode.com/uploads/a.jpg" style="width: 300px;" /></p>
      <IMG SRC='/static/b.png'><img src=https://x.test/c.gif?v=1&amp;w=2><img src="https://assets.leetcode.com/uploads/a.jpg">
      <img data-src="no.png"><img src="data:image/png;base64,AAAA">
      """
    #expect(
      PictureLinks.urls(inHTML: html, base: URL(string: "https://leetcode.com")).map(\.absoluteString) == [
        "https://assets.leetcode.com/uploads/a.jpg", "https://leetcode.com/static/b.png",
        "https://x.test/c.gif?v=1&w=2",
      ])
  }

  @Test func syncDetailsFetchesThePicturesOfWhatItFetches() throws {
    let fake = try FakeFixtures.smallSite(count: 2)
    let picture = "https://assets.leetcode.com/uploads/pebbles.png"
    fake.serveQuestion(
      "pebble-count-2",
      body: FakeFixtures.question(
        id: "2", slug: "pebble-count-2", title: "Pebble Count 2",
        content: "<p>Pebbles:</p><img src=\"\(picture)\"><img src=\"https://assets.leetcode.com/gone.png\">"))
    fake.serveAsset(picture, body: Data(Self.pngBytes))
    let fixture = try FetchFixture(fake: fake)
    defer { fixture.cleanUp() }
    let pictures = try Self.fetcher(fake, root: fixture.root)
    let summary = try SyncRunner(
      service: fixture.service(), details: true, pictures: pictures, sleep: { _ in }
    ).run()
    #expect(summary.fetched == 2)
    #expect(summary.pictures == 1 && summary.picturesFailed == 1)
    #expect(summary.line.contains("; pictures: 1 fetched, 1 failed"))
    #expect(pictures.cached(Self.url(picture)) != nil)
  }
}
