import Testing

@testable import TermCore

/// The one 256-colour quantiser, shared by the curses edge and the pictures (issue 19, minor 1).
@Suite struct Palette256Tests {
  /// The channel values midway between two cube levels, where the two quantisers disagreed.
  @Test func aChannelMidwayBetweenTwoLevelsGoesUp() {
    #expect(Palette256.index(red: 115, green: 0, blue: 0) == 16 + 36 * 2)
    #expect(Palette256.index(red: 0, green: 155, blue: 0) == 16 + 6 * 3)
    #expect(Palette256.index(red: 0, green: 0, blue: 195) == 16 + 4)
    #expect(Palette256.index(red: 235, green: 0, blue: 0) == 16 + 36 * 5)
    // One below stays with the lower level.
    #expect(Palette256.index(red: 114, green: 0, blue: 0) == 16 + 36 * 1)
    #expect(Palette256.index(red: 234, green: 0, blue: 0) == 16 + 36 * 4)
  }

  @Test func everyEntryComesBackToItself() {
    for index in UInt8(16)...255 {
      let rgb = try! #require(Palette256.rgb(index))
      let back = Palette256.index(red: rgb.red, green: rgb.green, blue: rgb.blue)
      #expect(Palette256.rgb(back).map { [$0.red, $0.green, $0.blue] } == [rgb.red, rgb.green, rgb.blue])
    }
    #expect(Palette256.rgb(15) == nil)
  }

  @Test func greysGoToTheRampAndPureColoursToTheCube() {
    #expect(Palette256.index(red: 128, green: 128, blue: 128) == 244)
    #expect(Palette256.index(red: 255, green: 0, blue: 0) == 196)
    #expect(Palette256.index(red: 0, green: 0, blue: 0) == 16)
    #expect(Palette256.index(red: 255, green: 255, blue: 255) == 231)
  }
}
