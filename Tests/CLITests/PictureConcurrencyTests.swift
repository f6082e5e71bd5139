import Foundation
import LeetFetch
import LeetPictureClient
import LeetTestSupport
import LeetText
import Testing

@testable import LeetApp

/// A page's pictures are fetched a few at a time: one that hangs holds up only its own place
/// (issue 19, minor 1f).
@Suite struct PictureConcurrencyTests {
  static let folder = "https://assets.leetcode.com/uploads/"
  static let helpers = BinaryRunner.executable.deletingLastPathComponent()

  @Test(.enabled(if: PrintedPictureTests.helperBuilt, "skipped: leetview-picture is not built (swift build)"))
  func aGoodPictureArrivesWhileTheHangingOnesBeforeItAreStillOpen() throws {
    let fake = try FakeLeetCode()
    let gate = HeldRequests()
    let root = try BinaryRunner.temporaryDirectory("picture-batch")
    defer {
      gate.release()
      fake.stop()
      try? FileManager.default.removeItem(at: root)
    }
    let picture = TestPicture.png()
    fake.serve(pathPrefix: "/assets.leetcode.com/uploads/") { request in
      guard request.path.hasSuffix("good.png") else { return gate.hold(request.path) }
      gate.arrived(request.path)
      return .response(status: 200, headers: [("Content-Type", "image/png")], body: picture)
    }
    let names = ["hang1", "hang2", "good", "hang3", "hang4", "hang5"]
    let urls = names.map { Self.folder + $0 + ".png" }
    let pictures = try Self.pictures(fake, root: root)
    let result = DrawnSlots()
    Thread {
      result.set(pictures.slots(for: urls, maxColumns: 40, maxRows: 10, mode: .palette256))
    }.start()

    // Nothing held is answered until the end: one at a time, the first hanging picture would
    // keep the good one from ever being asked for.
    #expect(gate.wait { $0.arrived.contains { $0.hasSuffix("good.png") } }, "\(gate.snapshot())")
    // Four at a time: four hanging ones held, the fifth not asked for until one ends.
    #expect(gate.wait { $0.held.count == 4 }, "\(gate.snapshot())")
    #expect(!gate.snapshot().arrived.contains { $0.hasSuffix("hang5.png") })
    gate.release()
    let slots = try #require(result.wait())
    guard case .drawn? = slots[Self.folder + "good.png"] else {
      Issue.record("the good picture is not drawn: \(String(describing: slots[Self.folder + "good.png"]))")
      return
    }
    for name in names where name != "good" {
      guard case .failed? = slots[Self.folder + name + ".png"] else {
        Issue.record("\(name) has no failure to retry")
        continue
      }
    }
  }

  /// The statement pictures of the interface, fetched through the fake as the asset mirror.
  static func pictures(_ fake: FakeLeetCode, root: URL) throws -> StatementPictures {
    let environment = [
      "LEETVIEW_ASSET_MIRROR": fake.baseURL,
      "LEETVIEW_PICTURE_HELPER": helpers.appendingPathComponent("leetview-picture").path,
    ]
    let transport = HelperProcessTransport(helper: helpers.appendingPathComponent("leetview-fetch"))
    let fetcher = PictureFetcher(
      directory: root.appendingPathComponent("images"),
      mirror: try AssetMirror.resolve(environment: environment),
      transport: transport, timeout: 30)
    return StatementPictures(
      fetcher: fetcher, client: PictureClient(environment: environment), offline: false, base: nil)
  }
}

/// Requests the fake holds open until the test releases them, and those it answered.
final class HeldRequests: @unchecked Sendable {
  struct State: Sendable {
    var held: [String] = []
    var arrived: [String] = []
    var released = false
  }

  private let condition = NSCondition()
  private var state = State()

  /// Holds the connection of `path` open until `release`, then answers 503.
  func hold(_ path: String) -> FakeReply {
    condition.lock()
    state.held.append(path)
    state.arrived.append(path)
    condition.broadcast()
    while !state.released { condition.wait() }
    condition.unlock()
    return .response(status: 503, headers: [], body: Data())
  }

  func arrived(_ path: String) {
    condition.lock()
    state.arrived.append(path)
    condition.broadcast()
    condition.unlock()
  }

  func release() {
    condition.lock()
    state.released = true
    condition.broadcast()
    condition.unlock()
  }

  func snapshot() -> State {
    condition.lock()
    defer { condition.unlock() }
    return state
  }

  /// Waits (at most 15 s) until `done` holds of the requests so far; whether it did.
  func wait(_ done: (State) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(15)
    condition.lock()
    defer { condition.unlock() }
    while !done(state) {
      if !condition.wait(until: deadline) { return done(state) }
    }
    return true
  }
}

/// The slots a background thread hands back.
final class DrawnSlots: @unchecked Sendable {
  private let condition = NSCondition()
  private var slots: PictureSlots?

  func set(_ value: PictureSlots) {
    condition.lock()
    slots = value
    condition.broadcast()
    condition.unlock()
  }

  /// The slots, once set (waiting at most 30 s).
  func wait() -> PictureSlots? {
    let deadline = Date().addingTimeInterval(30)
    condition.lock()
    defer { condition.unlock() }
    while slots == nil, condition.wait(until: deadline) {}
    return slots
  }
}
