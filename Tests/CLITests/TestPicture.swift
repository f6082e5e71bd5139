import CPictureFixtures
import Foundation

/// A statement picture for the command-line tests, encoded by libpng at test time.
enum TestPicture {
  /// A `width` x `height` PNG: a white field, a green square in the middle, a black frame.
  static func png(width: Int = 160, height: Int = 96) -> Data {
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let frame = x < 4 || y < 4 || x >= width - 4 || y >= height - 4
        let square = abs(x - width / 2) < height / 4 && abs(y - height / 2) < height / 4
        let color: (UInt8, UInt8, UInt8) = frame ? (0, 0, 0) : square ? (20, 160, 60) : (255, 255, 255)
        let i = 4 * (y * width + x)
        (rgba[i], rgba[i + 1], rgba[i + 2]) = color
      }
    }
    var size = 0
    guard let pointer = lv_fixture_png(rgba, Int32(width), Int32(height), 6, 8, 0, &size) else {
      return Data()
    }
    defer { free(pointer) }
    return Data(bytes: pointer, count: size)
  }
}
