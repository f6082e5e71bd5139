import TermCore

/// A picture as a sixel sequence: its pixels brought to xterm's 240 fixed colours (the 256-colour
/// palette above the 16 themed ones), six rows a band, runs compressed.
///
/// Only this type's encoder makes one, so what reaches the terminal holds nothing but the sixel
/// alphabet between its introducer and terminator, whatever the picture was.
public struct SixelImage: Hashable, Sendable {
  /// The whole sequence, `ESC P 0;1;0 q` to `ESC \`.
  public let bytes: [UInt8]

  /// The sixel sequence of `width` x `height` pixels in `rgb` (three bytes a pixel, row by row);
  /// nil when `rgb` has not that many bytes or the picture is empty.
  public init?(rgb: [UInt8], width: Int, height: Int) {
    guard width > 0, height > 0, rgb.count == width * height * 3 else { return nil }
    var indexes = [UInt8](repeating: 0, count: width * height)
    var used = [Bool](repeating: false, count: 256)
    for pixel in 0..<(width * height) {
      let index = Palette256.index(red: rgb[3 * pixel], green: rgb[3 * pixel + 1], blue: rgb[3 * pixel + 2])
      indexes[pixel] = index
      used[Int(index)] = true
    }
    var output = Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
    for index in 16...255 where used[index] {
      guard let (red, green, blue) = Palette256.rgb(UInt8(index)) else { continue }
      let percent = { (value: UInt8) in String(Int(value) * 100 / 255) }
      output += Array("#\(index - 16);2;\(percent(red));\(percent(green));\(percent(blue))".utf8)
    }
    for top in stride(from: 0, to: height, by: 6) {
      Self.appendBand(indexes, width: width, height: height, top: top, used: used, to: &output)
    }
    output += [0x1B, UInt8(ascii: "\\")]
    bytes = output
  }

  /// Appends the band of six rows from `top`: each colour of it in turn, over the same band.
  private static func appendBand(
    _ indexes: [UInt8], width: Int, height: Int, top: Int, used: [Bool], to output: inout [UInt8]
  ) {
    var inBand = [Bool](repeating: false, count: 256)
    for row in top..<min(height, top + 6) {
      for column in 0..<width { inBand[Int(indexes[row * width + column])] = true }
    }
    var first = true
    for color in 16...255 where inBand[color] {
      if !first { output.append(UInt8(ascii: "$")) }
      first = false
      output += Array("#\(color - 16)".utf8)
      var run: (symbol: UInt8, count: Int)?
      for column in 0..<width {
        var bits: UInt8 = 0
        for bit in 0..<6 where top + bit < height && Int(indexes[(top + bit) * width + column]) == color {
          bits |= 1 << bit
        }
        let symbol = 0x3F + bits
        if let current = run, current.symbol == symbol {
          run = (symbol, current.count + 1)
        } else {
          if let current = run { appendRun(current, to: &output) }
          run = (symbol, 1)
        }
      }
      if let current = run { appendRun(current, to: &output) }
    }
    output.append(UInt8(ascii: "-"))
  }

  /// Appends `count` times `symbol`, as `!count symbol` when that is shorter.
  private static func appendRun(_ run: (symbol: UInt8, count: Int), to output: inout [UInt8]) {
    if run.count > 3 {
      output += Array("!\(run.count)".utf8) + [run.symbol]
    } else {
      output += [UInt8](repeating: run.symbol, count: run.count)
    }
  }

  /// The sequence `bytes` when it is one this type writes: the introducer, then only the sixel
  /// alphabet (`?`…`~`, digits, `;`, `#`, `!`, `"`, `$`, `-`), then `ESC \`; nil otherwise.
  ///
  /// How leetview takes a sixel sequence back from the picture helper's pipe.
  public init?(checking bytes: [UInt8]) {
    let introducer = Array("\u{1B}P0;1;0q".utf8)
    guard bytes.count > introducer.count + 2, bytes.starts(with: introducer),
      bytes.suffix(2).elementsEqual([0x1B, UInt8(ascii: "\\")])
    else { return nil }
    let body = bytes.dropFirst(introducer.count).dropLast(2)
    let allowed: (UInt8) -> Bool = {
      (0x3F...0x7E).contains($0) || (0x30...0x39).contains($0) || Array(";#!\"$-".utf8).contains($0)
    }
    guard body.allSatisfy(allowed) else { return nil }
    self.bytes = bytes
  }
}
