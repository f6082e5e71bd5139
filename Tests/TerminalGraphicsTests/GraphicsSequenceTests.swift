import FoundationEssentials
import TermCore
import Testing

@testable import TerminalGraphics

/// The kitty, iTerm2, sixel and tmux sequences leetview writes (issue 36).
@Suite struct GraphicsSequenceTests {
  /// The commands of a kitty sequence: each one's keys and payload.
  static func kittyCommands(_ bytes: [UInt8]) -> [(keys: String, payload: String)] {
    String(decoding: bytes, as: UTF8.self).components(separatedBy: "\u{1B}\\").dropLast().map { command in
      #expect(command.hasPrefix("\u{1B}_G"))
      let body = command.dropFirst(3)
      let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
      return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
    }
  }

  @Test func aKittyImageGoesInChunksOfAtMost4096WithTheKeysOnTheFirst() throws {
    let png = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let commands = Self.kittyCommands(KittyGraphics.place(png: png, id: 9, columns: 40, rows: 12))
    #expect(commands.count == 4)
    #expect(commands[0].keys == "a=T,f=100,t=d,i=9,c=40,r=12,C=1,q=2,m=1")
    #expect(commands.dropFirst().map(\.keys) == ["m=1,q=2", "m=1,q=2", "m=0,q=2"])
    #expect(commands.allSatisfy { $0.payload.utf8.count <= 4096 })
    let payload = try #require(Data(base64Encoded: commands.map(\.payload).joined()))
    #expect(Array(payload) == png)
  }

  @Test func aSmallKittyImageIsOneCommandAndDeleteFreesItById() {
    let commands = Self.kittyCommands(KittyGraphics.place(png: [1, 2, 3], id: 2, columns: 0, rows: 0))
    #expect(commands.count == 1 && commands[0].keys.hasSuffix("c=1,r=1,C=1,q=2,m=0"))
    #expect(String(decoding: KittyGraphics.delete(id: 2), as: UTF8.self) == "\u{1B}_Ga=d,d=I,i=2,q=2\u{1B}\\")
  }

  @Test func anITermImageNamesItsSizeInCellsAndCarriesThePNGInBase64() throws {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x1B, 0x07]
    let text = String(decoding: ITermImage.place(png: png, columns: 30, rows: 8), as: UTF8.self)
    #expect(text.hasPrefix("\u{1B}]1337;File=inline=1;size=6;width=30;height=8;preserveAspectRatio=0:"))
    #expect(text.hasSuffix("\u{7}"))
    let encoded = text.dropFirst(
      text.firstIndex(of: ":").map { text.distance(from: text.startIndex, to: $0) + 1 } ?? 0
    )
    .dropLast()
    #expect(Array(try #require(Data(base64Encoded: String(encoded)))) == png)
  }

  @Test func tmuxPassthroughDoublesEveryEscape() {
    let wrapped = TmuxPassthrough.wrap(Array("\u{1B}_Ga=d\u{1B}\\".utf8))
    #expect(String(decoding: wrapped, as: UTF8.self) == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d\u{1B}\u{1B}\\\u{1B}\\")
  }

  @Test func aSixelImageDecodesToItsPixelsInThePalette() throws {
    let width = 13
    let height = 14
    var rgb: [UInt8] = []
    for row in 0..<height {
      for column in 0..<width {
        let color: (UInt8, UInt8, UInt8) =
          (row + column) % 3 == 0 ? (255, 0, 0) : row < 7 ? (0, 0, 255) : (200, 200, 200)
        rgb += [color.0, color.1, color.2]
      }
    }
    let image = try #require(SixelImage(rgb: rgb, width: width, height: height))
    let decoded = try #require(SixelDecoder.decode(image.bytes))
    #expect(decoded.width == width && decoded.height == height)
    for pixel in 0..<(width * height) {
      let index = Palette256.index(red: rgb[3 * pixel], green: rgb[3 * pixel + 1], blue: rgb[3 * pixel + 2])
      #expect(decoded.registers[pixel] == Int(index) - 16, "pixel \(pixel)")
    }
    for (register, color) in decoded.colors {
      let expected = try #require(Palette256.rgb(UInt8(register + 16)))
      #expect(color == [expected.red, expected.green, expected.blue].map { Int($0) * 100 / 255 })
    }
    #expect(SixelImage(checking: image.bytes) == image)
  }

  @Test func aSixelStreamWithAnythingButTheAlphabetIsRefused() throws {
    let image = try #require(SixelImage(rgb: [10, 20, 30], width: 1, height: 1))
    let introducer = Array("\u{1B}P0;1;0q".utf8)
    var injected = image.bytes
    injected.insert(contentsOf: Array("\u{1B}]2;owned\u{7}".utf8), at: introducer.count + 1)
    #expect(SixelImage(checking: injected) == nil)
    #expect(SixelImage(checking: Array(image.bytes.dropLast())) == nil)
    #expect(SixelImage(checking: Array("\u{1B}Pq#0!5~\u{1B}\\".utf8)) == nil)
    #expect(SixelImage(rgb: [1, 2], width: 1, height: 1) == nil)
    #expect(SixelImage(rgb: [], width: 0, height: 0) == nil)
  }
}

/// A small sixel decoder of what `SixelImage` writes, independent of it: colour registers and
/// the register of each pixel.
enum SixelDecoder {
  struct Decoded {
    var width: Int
    var height: Int
    var registers: [Int]
    var colors: [Int: [Int]]
  }

  static func decode(_ bytes: [UInt8]) -> Decoded? {
    let text = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    guard let q = text.firstIndex(of: "q") else { return nil }
    var index = q + 1
    func number() -> Int {
      var value = 0
      while index < text.count, let digit = Int(String(text[index])) {
        value = value * 10 + digit
        index += 1
      }
      return value
    }
    var width = 0
    var height = 0
    var registers: [Int] = []
    var colors: [Int: [Int]] = [:]
    var register = 0
    var x = 0
    var band = 0
    while index < text.count {
      let c = text[index]
      index += 1
      switch c {
      case "\"":
        _ = number(); index += 1; _ = number(); index += 1
        width = number(); index += 1
        height = number()
        registers = [Int](repeating: -1, count: width * height)
      case "#":
        register = number()
        if index < text.count, text[index] == ";" {
          index += 1; _ = number(); index += 1
          let r = number(); index += 1
          let g = number(); index += 1
          let b = number()
          colors[register] = [r, g, b]
        }
      case "$": x = 0
      case "-":
        x = 0
        band += 1
      case "!":
        let count = number()
        let symbol = text[index]
        index += 1
        for _ in 0..<count { paint(symbol) }
      case "\u{1B}": index = text.count
      default: paint(c)
      }
    }
    func paint(_ symbol: Unicode.Scalar) {
      let bits = Int(symbol.value) - 0x3F
      for bit in 0..<6 where bits & (1 << bit) != 0 {
        let y = band * 6 + bit
        if y < height, x < width { registers[y * width + x] = register }
      }
      x += 1
    }
    return Decoded(width: width, height: height, registers: registers, colors: colors)
  }
}

/// A picture in printed text: back up over its blank lines, drawn with the cursor saved, then
/// down to the line after.
@Suite struct PrintedPictureSequenceTests {
  static func picture(_ encoding: TerminalPicture.Encoding) -> TerminalPicture? {
    TerminalPicture(id: 3, columns: 4, rows: 2, pixelWidth: 40, pixelHeight: 40, encoding: encoding)
  }

  @Test func kittyAndITermGoUpOverTheLinesAndSixelDrawsAStripARow() throws {
    let png = try #require(Self.picture(.png([0x89, 0x50])))
    let kitty = String(decoding: PrintedPicture.sequence(png, column: 2, graphics: .kitty), as: UTF8.self)
    #expect(
      kitty.hasPrefix("\u{1B}[2A\r\u{1B}[2C\u{1B}7\u{1B}_Ga=T,f=100,t=d,c=4,r=2,C=1,q=2,m=0;iVA=\u{1B}\\"))
    #expect(kitty.hasSuffix("\u{1B}8\u{1B}[2B\r"))
    let iterm = String(decoding: PrintedPicture.sequence(png, column: 0, graphics: .iterm), as: UTF8.self)
    #expect(iterm.hasPrefix("\u{1B}[2A\r\u{1B}7\u{1B}]1337;File=inline=1;"))
    let strips = try #require(Self.picture(.sixel(rows: [Array("S1".utf8), Array("S2".utf8)])))
    let sixel = String(decoding: PrintedPicture.sequence(strips, column: 0, graphics: .sixel), as: UTF8.self)
    #expect(sixel == "\u{1B}[2A\r\u{1B}7S1\u{1B}8\u{1B}[1B\u{1B}7S2\u{1B}8\u{1B}[1B\r")
    // An encoding the protocol does not take: no image, the cursor back below the lines.
    #expect(
      PrintedPicture.sequence(strips, column: 0, graphics: .kitty) == Array("\u{1B}[2A\r\u{1B}[2B\r".utf8))
  }
}
