import Foundation
import LeetPicture
import LeetPictureClient
import LeetTestSupport
import Testing

/// `leetview-picture` run as a real process through `PictureClient`.
@Suite struct PictureHelperTests {
  /// The helper built beside the test bundle, or nil when it was not built.
  static let helper: URL? = {
    var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent("leetview-picture")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    let built = Corpus.repositoryRoot.appendingPathComponent(".build/debug/leetview-picture")
    return FileManager.default.isExecutableFile(atPath: built.path) ? built : nil
  }()

  @Test(.enabled(if: helper != nil, "skipped: leetview-picture is not built (swift build)"))
  func helperDrawsWhatTheLibraryDraws() throws {
    let directory = try BinaryRunner.temporaryDirectory("picture-helper")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = [
      "a tree.png": PictureSamples.png(), "b.jpg": PictureSamples.jpeg(), "c.gif": PictureSamples.gif(),
    ]
    .mapValues { Data($0) }
    for (name, bytes) in files { try bytes.write(to: directory.appendingPathComponent(name)) }
    try Data(FakeLeetCode.challengePage.utf8).write(to: directory.appendingPathComponent("page.png"))
    var requests: [PictureRequest] = []
    for name in files.keys.sorted() + ["page.png", "absent.png"] {
      for mode in PictureColorMode.allCases {
        requests.append(
          PictureRequest(
            file: directory.appendingPathComponent(name), maxColumns: 40, maxRows: 12, mode: mode))
      }
    }
    let client = PictureClient(helper: Self.helper)
    let outcomes = client.draw(requests)
    #expect(outcomes.count == requests.count)
    for (request, outcome) in zip(requests, outcomes) {
      #expect(outcome == PictureDrawer.draw(request), "\(request.file.lastPathComponent) \(request.mode)")
    }
    #expect(try outcomes[0].get().columns == 15)
    #expect(outcomes[6] == .failure(PictureFailure(.notAPicture, "not a PNG, JPEG or GIF picture")))
    #expect(outcomes[8] == .failure(PictureFailure(.unreadable, "the picture file cannot be read")))
  }

  @Test func hangingHelperIsStoppedWithANote() throws {
    let directory = try BinaryRunner.temporaryDirectory("picture-helper")
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("hang")
    try Data("#!/bin/sh\nexec sleep 30\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let client = PictureClient(helper: script, timeout: 1)
    let request = PictureRequest(file: script, maxColumns: 10, maxRows: 5, mode: .trueColor)
    let outcomes = client.draw([request, request])
    #expect(
      outcomes
        == Array(
          repeating: .failure(
            PictureFailure(.unreadable, "the picture helper stopped (took too long or crashed)")),
          count: 2))
  }

  @Test func missingHelperGivesANote() {
    let client = PictureClient(helper: URL(fileURLWithPath: "/nonexistent/leetview-picture"))
    let request = PictureRequest(
      file: URL(fileURLWithPath: "/tmp/x.png"), maxColumns: 10, maxRows: 5, mode: .trueColor)
    guard case .failure(let failure) = client.draw(request) else {
      Issue.record("a missing helper drew a picture")
      return
    }
    #expect(failure.kind == .unreadable)
    #expect(failure.message.hasPrefix("the picture helper could not start"))
  }
}
