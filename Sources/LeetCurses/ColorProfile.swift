import TermCore

/// How many colours the terminal can show, and how a `Color` is brought down to that.
public enum ColorProfile: Hashable, Sendable, Comparable {
  /// No colours: attributes only (`NO_COLOR`, or a monochrome terminal).
  case noColor
  /// The 8 basic ANSI colours.
  case ansi8
  /// The 16 ANSI colours.
  case ansi16
  /// The 256 xterm colours (ncurses cannot send 24-bit colour without a `-direct` terminfo).
  case ansi256

  /// The profile for a terminal that reports `colors` colours, in `environment`.
  public static func detect(colors: Int, environment: [String: String]) -> ColorProfile {
    if environment["NO_COLOR"] != nil { return .noColor }
    if environment["TERM"] == "dumb" { return .noColor }
    if colors >= 256 { return .ansi256 }
    if colors >= 16 { return .ansi16 }
    if colors >= 8 { return .ansi8 }
    return .noColor
  }

  /// The curses colour number for `color`, or -1 for the terminal's default (and for no colour).
  public func cursesColor(_ color: Color) -> Int16 {
    switch self {
    case .noColor: return -1
    case .ansi8:
      guard let n = Self.ansi16Index(color) else { return -1 }
      return Int16(n % 8)
    case .ansi16:
      return Self.ansi16Index(color).map(Int16.init) ?? -1
    case .ansi256:
      switch color {
      case .default: return -1
      case .ansi(let n): return Int16(n)
      case .indexed(let n): return Int16(n)
      case .rgb(let r, let g, let b): return Int16(Self.xterm256(r, g, b))
      }
    }
  }

  /// A colour as one of the 16 ANSI colours, nil for the default.
  static func ansi16Index(_ color: Color) -> UInt8? {
    switch color {
    case .default: return nil
    case .ansi(let n): return n & 15
    case .indexed(let n):
      if n < 16 { return n }
      let (r, g, b) = rgb(ofIndexed: n)
      return nearestANSI(r, g, b)
    case .rgb(let r, let g, let b): return nearestANSI(r, g, b)
    }
  }

  /// The nearest xterm-256 colour: the 6x6x6 cube or the 24 greys, whichever is closer.
  static func xterm256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    func level(_ v: UInt8) -> Int { v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40 }
    let steps = [0, 95, 135, 175, 215, 255]
    let (ri, gi, bi) = (level(r), level(g), level(b))
    let cube = 16 + 36 * ri + 6 * gi + bi
    let cubeDistance = distance((steps[ri], steps[gi], steps[bi]), (Int(r), Int(g), Int(b)))
    let average = (Int(r) + Int(g) + Int(b)) / 3
    let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
    let grey = 8 + 10 * greyIndex
    let greyDistance = distance((grey, grey, grey), (Int(r), Int(g), Int(b)))
    return UInt8(greyDistance < cubeDistance ? 232 + greyIndex : cube)
  }

  /// The red, green, blue of an xterm-256 colour (16 and above).
  static func rgb(ofIndexed n: UInt8) -> (Int, Int, Int) {
    if n >= 232 {
      let v = 8 + 10 * Int(n - 232)
      return (v, v, v)
    }
    let steps = [0, 95, 135, 175, 215, 255]
    let i = Int(n) - 16
    return (steps[i / 36], steps[(i / 6) % 6], steps[i % 6])
  }

  /// The nearest of the 16 ANSI colours (xterm's defaults).
  static func nearestANSI(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
    let palette: [(Int, Int, Int)] = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
      (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
      (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    var best = 0
    var bestDistance = Int.max
    for (index, colour) in palette.enumerated() {
      let d = distance(colour, (r, g, b))
      if d < bestDistance {
        best = index
        bestDistance = d
      }
    }
    return UInt8(best)
  }

  static func nearestANSI(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    nearestANSI(Int(r), Int(g), Int(b))
  }

  private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let dr = a.0 - b.0
    let dg = a.1 - b.1
    let db = a.2 - b.2
    return dr * dr + dg * dg + db * db
  }
}
