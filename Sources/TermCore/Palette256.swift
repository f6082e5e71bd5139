/// The xterm 256-colour palette above the 16 themed colours, and the one way to bring a 24-bit
/// colour down to it.
///
/// Entries 16-231 are the 6x6x6 cube, 232-255 the grey ramp; every 256-colour terminal shows
/// them the same. A channel exactly between two cube levels (115, 155, 195, 235) goes to the
/// upper one, as tmux and xterm's own tables do, and a colour as near the cube as the greys
/// takes the cube entry.
public enum Palette256 {
  /// The cube's levels for each channel.
  public static let levels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The red, green and blue of entry `index` (16-255); nil below 16, which the terminal themes.
  public static func rgb(_ index: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8)? {
    switch index {
    case 16...231:
      let n = Int(index) - 16
      return (UInt8(levels[n / 36]), UInt8(levels[n / 6 % 6]), UInt8(levels[n % 6]))
    case 232...255:
      let grey = UInt8(8 + 10 * (Int(index) - 232))
      return (grey, grey, grey)
    default:
      return nil
    }
  }

  /// The entry (16-255) nearest to `red`, `green`, `blue`: the cube's or the grey ramp's.
  public static func index(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
    let target = (Int(red), Int(green), Int(blue))
    let (r, g, b) = (level(target.0), level(target.1), level(target.2))
    let cube = (levels[r], levels[g], levels[b])
    let mean = (target.0 + target.1 + target.2) / 3
    let step = min(23, max(0, (mean - 3) / 10))
    let grey = 8 + 10 * step
    let cubeIsNearer = distance(cube, target) <= distance((grey, grey, grey), target)
    return UInt8(cubeIsNearer ? 16 + 36 * r + 6 * g + b : 232 + step)
  }

  /// The cube level (0-5) nearest to a channel value; a value midway goes up.
  static func level(_ value: Int) -> Int {
    value < 48 ? 0 : value < 115 ? 1 : min(5, (value - 35) / 40)
  }

  /// The squared distance between two colours.
  static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return dr * dr + dg * dg + db * db
  }
}
