/// The xterm 256-colour palette above the 16 theme colours: the 6x6x6 cube (16-231) and the
/// grey ramp (232-255), which every 256-colour terminal shows the same.
public enum XtermPalette {
  /// The cube's levels for each channel.
  static let levels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The colour of palette entry `index` (16-255; entries below 16 are themed and answer nil).
  public static func color(_ index: UInt8) -> PictureColor? {
    switch index {
    case 16...231:
      let n = Int(index) - 16
      return PictureColor(
        red: UInt8(levels[n / 36]), green: UInt8(levels[n / 6 % 6]), blue: UInt8(levels[n % 6]))
    case 232...255:
      let grey = UInt8(8 + 10 * (Int(index) - 232))
      return PictureColor(red: grey, green: grey, blue: grey)
    default: return nil
    }
  }

  /// The palette entry (16-255) nearest to `color`.
  public static func index(of target: PictureColor) -> UInt8 {
    let channels = [Int(target.red), Int(target.green), Int(target.blue)]
    let cube = channels.map(nearestLevel)
    let cubeIndex = 16 + 36 * cube[0] + 6 * cube[1] + cube[2]
    let mean = channels.reduce(0, +) / 3
    let greyStep = min(23, max(0, (mean - 3) / 10))
    let greyIndex = 232 + greyStep
    guard let cubeColor = color(UInt8(cubeIndex)), let greyColor = color(UInt8(greyIndex)) else { return 16 }
    return distance(target, cubeColor) <= distance(target, greyColor) ? UInt8(cubeIndex) : UInt8(greyIndex)
  }

  /// The cube level (0-5) nearest to a channel value.
  static func nearestLevel(_ value: Int) -> Int {
    var best = 0
    for (i, level) in levels.enumerated() where abs(level - value) < abs(levels[best] - value) { best = i }
    return best
  }

  /// Squared distance between two colours.
  static func distance(_ a: PictureColor, _ b: PictureColor) -> Int {
    let dr = Int(a.red) - Int(b.red)
    let dg = Int(a.green) - Int(b.green)
    let db = Int(a.blue) - Int(b.blue)
    return dr * dr + dg * dg + db * db
  }
}
