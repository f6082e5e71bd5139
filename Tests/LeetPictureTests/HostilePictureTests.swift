import Foundation
import LeetPicture
import LeetPictureClient
import LeetTestSupport
import Testing

/// Hostile pictures end as a note, never a crash, a hang or a huge allocation.
@Suite struct HostilePictureTests {
  static func failure(_ bytes: [UInt8]) -> PictureFailure? {
    if case .failure(let failure) = PictureDrawer.draw(bytes, maxColumns: 80, maxRows: 24, mode: .trueColor) {
      return failure
    }
    return nil
  }

  @Test func htmlServedAsAPictureIsRefused() {
    let page = Array("<!DOCTYPE html><html><head><title>Just a moment...</title></head></html>".utf8)
    #expect(Self.failure(page)?.kind == .notAPicture)
    #expect(Self.failure([])?.kind == .notAPicture)
  }

  @Test(arguments: ["png", "jpeg", "gif", "png-interlaced", "jpeg-progressive"])
  func truncatedPicturesAreDamaged(format: String) {
    let whole: [UInt8] =
      switch format {
      case "png": PictureSamples.png()
      case "png-interlaced": PictureSamples.png(interlaced: true)
      case "jpeg": PictureSamples.jpeg()
      case "jpeg-progressive": PictureSamples.jpeg(progressive: true)
      default: PictureSamples.gif()
      }
    for cut in [whole.count / 2, whole.count * 9 / 10, 12] {
      let failure = Self.failure(Array(whole.prefix(cut)))
      #expect(failure?.kind == .damaged, "\(format) cut at \(cut): \(String(describing: failure))")
    }
  }

  @Test func pngClaimingSixtyThousandSquaredIsRefusedFromItsHeader() {
    let failure = Self.failure(PictureSamples.pngClaiming(width: 60_000, height: 60_000))
    #expect(failure == PictureFailure(.tooLarge, "too large to draw"))
  }

  @Test func pngOfOneEndlessRowIsRefusedFromItsHeader() {
    // Within the pixel budget, but one row would need 200 MB.
    let failure = Self.failure(PictureSamples.pngClaiming(width: 50_000_000, height: 1))
    #expect(failure == PictureFailure(.tooLarge, "too large to draw"))
  }

  @Test func jpegClaimingGigabytesIsRefusedFromItsHeader() {
    #expect(Self.failure(PictureSamples.jpegClaiming(width: 65_500, height: 65_500))?.kind == .tooLarge)
    // Within the pixel budget but progressive: its coefficients would not fit the buffer budget.
    #expect(
      Self.failure(PictureSamples.jpegClaiming(width: 7_000, height: 7_000, progressive: true))?.kind
        == .tooLarge)
  }

  @Test func fileOverEightMegabytesIsNotRead() throws {
    let directory = try BinaryRunner.temporaryDirectory("pictures")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("big.png")
    try Data(PictureSamples.png() + [UInt8](repeating: 0, count: 8 << 20)).write(to: file)
    let outcome = PictureDrawer.draw(
      PictureRequest(file: file, maxColumns: 80, maxRows: 24, mode: .trueColor))
    #expect(outcome == .failure(PictureFailure(.tooLarge, "larger than 8 MB")))
  }

  @Test func gifOfThousandsOfFramesDrawsItsFirst() throws {
    let bytes = PictureSamples.gif(width: 40, height: 20, frames: 3_000)
    let cells = try PictureDrawer.draw(bytes, maxColumns: 80, maxRows: 24, mode: .trueColor).get()
    #expect(cells.columns == 5 && cells.rows == 1)
  }

  @Test func garbageAfterTheMagicIsDamaged() {
    var generator = SeededGenerator(state: 13)
    for magic in [
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8, 0xFF], Array("GIF89a".utf8),
    ] as [[UInt8]] {
      for _ in 0..<20 {
        let noise = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in
          UInt8.random(in: 0...255, using: &generator)
        }
        let failure = Self.failure(magic + noise)
        #expect(failure != nil, "noise after \(magic) drew a picture")
      }
    }
  }
}
