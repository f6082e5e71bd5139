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
  /// 24-bit colour through a `-direct` terminfo entry: a colour number is `0xRRGGBB`, except
  /// that numbers below 8 are the first 8 ANSI colours (the entry's `setaf` says so).
  case direct

  /// The colours a `-direct` terminfo entry reports (`colors#0x1000000`).
  public static let directColors = 0x100_0000

  /// The profile for a terminal that reports `colors` colours, in `environment`.
  public static func detect(colors: Int, environment: [String: String]) -> ColorProfile {
    if Surroundings(environment: environment).noColor { return .noColor }
    if environment["TERM"] == "dumb" { return .noColor }
    if colors >= directColors { return .direct }
    if colors >= 256 { return .ansi256 }
    if colors >= 16 { return .ansi16 }
    if colors >= 8 { return .ansi8 }
    return .noColor
  }

  /// The curses colour number for `color`, or -1 for the terminal's default (and for no colour).
  public func cursesColor(_ color: Color) -> Int32 {
    switch self {
    case .noColor: return -1
    case .ansi8:
      guard let n = Self.ansi16Index(color) else { return -1 }
      return Int32(n % 8)
    case .ansi16:
      return Self.ansi16Index(color).map(Int32.init) ?? -1
    case .ansi256:
      switch color {
      case .default: return -1
      case .ansi(let n): return Int32(n)
      case .indexed(let n): return Int32(n)
      case .rgb(let r, let g, let b): return Int32(Palette256.index(red: r, green: g, blue: b))
      }
    case .direct:
      return Self.directColor(color)
    }
  }

  /// A colour as a direct-colour number: the 8 ANSI colours as they are (the terminal's theme),
  /// everything else as `0xRRGGBB`, nudged off the numbers below 8 by one step of green.
  static func directColor(_ color: Color) -> Int32 {
    let channels: (Int, Int, Int)
    switch color {
    case .default: return -1
    case .ansi(let n), .indexed(let n):
      if n < 8 { return Int32(n) }
      channels = rgb(ofIndexed: n)
    case .rgb(let r, let g, let b): channels = (Int(r), Int(g), Int(b))
    }
    let packed = Int32(channels.0 << 16 | channels.1 << 8 | channels.2)
    return packed < 8 ? packed | 0x100 : packed
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

  /// The red, green, blue of an xterm-256 colour; below 16, xterm's default ANSI colours.
  static func rgb(ofIndexed n: UInt8) -> (Int, Int, Int) {
    guard let rgb = Palette256.rgb(n) else { return xtermANSI[Int(n & 15)] }
    return (Int(rgb.red), Int(rgb.green), Int(rgb.blue))
  }

  /// The 16 ANSI colours as xterm shows them by default.
  static let xtermANSI: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
    (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The nearest of the 16 ANSI colours (xterm's defaults).
  static func nearestANSI(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
    var best = 0
    var bestDistance = Int.max
    for (index, colour) in xtermANSI.enumerated() {
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
