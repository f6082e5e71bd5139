import Foundation
import LeetPictureClient
import LeetTestSupport
import LeetText
import LeetUI
import Testing

@testable import LeetApp

/// The statement's pictures (`.drawPictures`) in-process: fetched from a fake asset mirror on
/// loopback into the real cache in a temporary folder and drawn by the real picture helper, or a
/// note on the picture's label saying why not.
@Suite(.timeLimit(.minutes(1))) struct PictureRunnerTests {
  /// The picture's address as a statement writes it.
  static let url = "https://assets.leetcode.com/uploads/runner/stripes.png"
  /// The box the pictures are drawn for.
  static let box = PictureBox(columns: 20, rows: 6)
  /// The picture helper built beside the test bundle, or nil when it was not built.
  static let helper: URL? = {
    let built = BinaryRunner.executable.deletingLastPathComponent().appendingPathComponent("leetview-picture")
    return FileManager.default.isExecutableFile(atPath: built.path) ? built : nil
  }()
  /// An 8 x 4 PNG, red on the left and green on the right, written for these tests.
  static let stripes =
    Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAAFUlEQVR4nGM4IScHRyILbOCIgXoSACreH0E/YFAdAAAAAElFTkSuQmCC"
    ) ?? Data()

  /// A scene whose fake is also the asset mirror, serving `body` at `url`.
  static func scene(body: Data = stripes, type: String = "image/png") throws -> RunnerScene {
    let fake = try FakeLeetCode()
    fake.serveAsset(url, body: body, contentType: type)
    return try RunnerScene(fake: fake)
  }

  /// The pictures runner of a context over `scene`, its mirror the fake, drawing with the helper.
  static func runner(_ scene: RunnerScene, offline: Bool = false) throws -> PictureRunner {
    let context = try scene.context(
      offline: offline,
      extra: [
        "LEETVIEW_ASSET_MIRROR": scene.fake.baseURL, "LEETVIEW_PICTURE_HELPER": helper?.path ?? "/absent",
      ])
    return PictureRunner(pictures: context.statementPictures(), mode: .palette256)
  }

  @Test func withoutPicturesNoneIsDrawnAndTheAnswerSaysForWhichBox() throws {
    let drawn = try #require(
      PictureRunner(pictures: nil, mode: .trueColor).drawn(slug: "p", urls: [Self.url], box: Self.box)
        .picturesDrawn)
    #expect(drawn.slug == "p" && drawn.box == Self.box && drawn.slots.isEmpty)
  }

  @Test(.enabled(if: helper != nil, "skipped: leetview-picture is not built (swift build)"))
  func aPictureFetchedThroughTheMirrorIsDrawnWithinTheBox() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let drawn = try #require(
      try Self.runner(scene).drawn(slug: "p", urls: [Self.url], box: Self.box).picturesDrawn)
    let art = try #require(drawn.slots[Self.url]?.art, "not drawn: \(drawn.slots)")
    #expect(art.columns <= Self.box.columns && art.rows.count <= Self.box.rows && !art.rows.isEmpty)
    let cells = art.rows.flatMap { $0 }
    #expect(Set(cells.flatMap { [$0.foreground, $0.background] }).count > 1, "both stripes are in it")
  }

  @Test(.enabled(if: helper != nil, "skipped: leetview-picture is not built (swift build)"))
  func aPageThatIsNotAPictureFailsWithANoteToRetry() throws {
    let scene = try Self.scene(body: Data(FakeLeetCode.challengePage.utf8))
    defer { scene.close() }
    let drawn = try #require(
      try Self.runner(scene).drawn(slug: "p", urls: [Self.url], box: Self.box).picturesDrawn)
    let note = try #require(drawn.slots[Self.url]?.retryNote, "not a failure: \(drawn.slots)")
    #expect(note.hasPrefix("not drawn"), "\(note)")
  }

  @Test func anAddressOffTheSitesIsRefusedAndNeverAsked() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let address = "http://127.0.0.1:9/private.png"
    let drawn = try #require(
      try Self.runner(scene).drawn(slug: "p", urls: [address], box: Self.box).picturesDrawn)
    let slot = try #require(drawn.slots[address], "\(drawn.slots)")
    #expect(!slot.isRetryable && slot.art == nil, "refused: \(slot)")
    #expect(scene.fake.requests.isEmpty)
  }

  @Test func offlineAPictureNotCachedKeepsItsLabelAndNothingIsAsked() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let drawn = try #require(
      try Self.runner(scene, offline: true).drawn(slug: "p", urls: [Self.url], box: Self.box).picturesDrawn)
    #expect(drawn.slots.isEmpty, "\(drawn.slots)")
    #expect(scene.fake.requests.isEmpty)
  }

  @Test func startedItAnswersOffTheCallersThread() throws {
    let scene = try Self.scene()
    defer { scene.close() }
    let posted = PostedActions()
    try Self.runner(scene).start(slug: "q", urls: [], box: Self.box, post: posted.post)
    let drawn = posted.first(\.picturesDrawn)
    #expect(drawn?.slug == "q" && drawn?.slots.isEmpty == true, "\(posted.all)")
  }
}
