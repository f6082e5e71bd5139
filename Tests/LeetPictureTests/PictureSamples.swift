import CPictureFixtures
import Foundation

/// Test pictures, drawn here and encoded with the libraries' own encoders (no files committed).
enum PictureSamples {
  /// A diagram-like RGBA picture: white, a red left half-disc, a blue right band, a black line
  /// across, and (with `clearCorner`) a transparent top-left corner.
  static func pixels(width: Int, height: Int, clearCorner: Bool = false) -> [UInt8] {
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let i = 4 * (y * width + x)
        let dx = Double(x - width / 4)
        let dy = Double(y - height / 2)
        var color: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
        if dx * dx + dy * dy < Double(min(width, height) * min(width, height)) / 9 {
          color = (220, 30, 30, 255)
        }
        if x > width * 3 / 4 { color = (30, 60, 220, 255) }
        if abs(y - height / 2) <= max(1, height / 60) { color = (0, 0, 0, 255) }
        if clearCorner, x < width / 4, y < height / 4 { color = (0, 0, 0, 0) }
        rgba[i] = color.0
        rgba[i + 1] = color.1
        rgba[i + 2] = color.2
        rgba[i + 3] = color.3
      }
    }
    return rgba
  }

  /// Copies and frees a buffer from the fixture encoders.
  static func take(_ pointer: UnsafeMutablePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let pointer else { return [] }
    defer { free(pointer) }
    return Array(UnsafeBufferPointer(start: pointer, count: size))
  }

  static func png(
    width: Int = 120, height: Int = 80, colorType: Int32 = 6, bitDepth: Int32 = 8, interlaced: Bool = false,
    clearCorner: Bool = false
  ) -> [UInt8] {
    var size = 0
    let rgba = pixels(width: width, height: height, clearCorner: clearCorner)
    return take(
      lv_fixture_png(rgba, Int32(width), Int32(height), colorType, bitDepth, interlaced ? 1 : 0, &size), size)
  }

  static func jpeg(
    width: Int = 120, height: Int = 80, progressive: Bool = false, grey: Bool = false, cmyk: Bool = false
  ) -> [UInt8] {
    var size = 0
    let rgba = pixels(width: width, height: height)
    let space: Int32 = cmyk ? 2 : grey ? 1 : 0
    return take(lv_fixture_jpeg(rgba, Int32(width), Int32(height), progressive ? 1 : 0, space, &size), size)
  }

  static func gif(
    width: Int = 120, height: Int = 80, frames: Int = 1, interlaced: Bool = false, transparent: Bool = false
  ) -> [UInt8] {
    var size = 0
    let rgba = pixels(width: width, height: height)
    return take(
      lv_fixture_gif(
        rgba, Int32(width), Int32(height), Int32(frames), interlaced ? 1 : 0, transparent ? 1 : 0, &size),
      size)
  }

  /// `png` with its header claiming `width` x `height` (the chunk's CRC patched to match).
  static func pngClaiming(width: UInt32, height: UInt32) -> [UInt8] {
    var bytes = png(width: 16, height: 16)
    for (offset, value) in [(16, width), (20, height)] {
      for k in 0..<4 { bytes[offset + k] = UInt8((value >> (8 * UInt32(3 - k))) & 0xff) }
    }
    let crc = bytes[12..<29].withContiguousStorageIfAvailable { lv_fixture_crc32($0.baseAddress, 17) } ?? 0
    for k in 0..<4 { bytes[29 + k] = UInt8((crc >> (8 * UInt32(3 - k))) & 0xff) }
    return bytes
  }

  /// `jpeg` with its frame header claiming `width` x `height`.
  static func jpegClaiming(width: UInt16, height: UInt16, progressive: Bool = false) -> [UInt8] {
    var bytes = jpeg(width: 64, height: 64, progressive: progressive)
    let marker: UInt8 = progressive ? 0xC2 : 0xC0
    guard let start = (0..<bytes.count - 9).first(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == marker })
    else { return bytes }
    bytes[start + 5] = UInt8(height >> 8)
    bytes[start + 6] = UInt8(height & 0xff)
    bytes[start + 7] = UInt8(width >> 8)
    bytes[start + 8] = UInt8(width & 0xff)
    return bytes
  }
}
