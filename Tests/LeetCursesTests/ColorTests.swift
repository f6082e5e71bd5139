import TermCore
import Testing

@testable import LeetCurses

@Suite struct ColorProfileTests {
  @Test func detectionFollowsColoursAndNoColor() {
    #expect(ColorProfile.detect(colors: 256, environment: ["TERM": "xterm-256color"]) == .ansi256)
    #expect(ColorProfile.detect(colors: 8, environment: ["TERM": "xterm"]) == .ansi8)
    #expect(ColorProfile.detect(colors: 16, environment: [:]) == .ansi16)
    #expect(ColorProfile.detect(colors: 0, environment: [:]) == .noColor)
    #expect(ColorProfile.detect(colors: 256, environment: ["NO_COLOR": ""]) == .noColor)
    #expect(
      ColorProfile.detect(colors: 256, environment: ["NO_COLOR": "1", "TERM": "xterm-256color"])
        == .noColor)
  }

  @Test func directColoursAreRGBAboveTheFirstEightANSIColours() {
    let direct = ColorProfile.direct
    #expect(ColorProfile.detect(colors: 0x100_0000, environment: ["TERM": "tmux-direct"]) == .direct)
    #expect(direct.cursesColor(.rgb(0xc8, 0xe6, 0xc9)) == 0xc8e6c9)
    #expect(direct.cursesColor(.cyan) == 6)
    // Bright ANSI and palette entries as the RGB xterm shows them.
    #expect(direct.cursesColor(.brightBlack) == 0x7f7f7f)
    #expect(direct.cursesColor(.indexed(244)) == 0x808080)
    // Numbers below 8 are ANSI colours under a `-direct` entry: near-black blue is nudged off them.
    #expect(direct.cursesColor(.rgb(0, 0, 5)) == 0x105)
  }

  @Test func defaultStaysDefaultEverywhere() {
    for profile in [ColorProfile.noColor, .ansi8, .ansi16, .ansi256, .direct] {
      #expect(profile.cursesColor(.default) == -1)
    }
  }

  @Test func noColorDropsEveryColour() {
    #expect(ColorProfile.noColor.cursesColor(.cyan) == -1)
    #expect(ColorProfile.noColor.cursesColor(.rgb(255, 0, 0)) == -1)
  }

  @Test func eightColoursFoldBrightOnesAndApproximateRGB() {
    #expect(ColorProfile.ansi8.cursesColor(.cyan) == 6)
    #expect(ColorProfile.ansi8.cursesColor(.brightBlack) == 0)
    #expect(ColorProfile.ansi8.cursesColor(.rgb(250, 10, 10)) == 1)
    #expect(ColorProfile.ansi8.cursesColor(.indexed(46)) == 2)
  }

  @Test func sixteenKeepsBrightColours() {
    #expect(ColorProfile.ansi16.cursesColor(.brightBlack) == 8)
    #expect(ColorProfile.ansi16.cursesColor(.indexed(12)) == 12)
  }

  @Test func rgbGoesToTheCubeOrTheGreys() {
    #expect(ColorProfile.ansi256.cursesColor(.rgb(255, 0, 0)) == 196)
    #expect(ColorProfile.ansi256.cursesColor(.rgb(0, 0, 0)) == 16)
    #expect(ColorProfile.ansi256.cursesColor(.rgb(128, 128, 128)) == 244)
    #expect(ColorProfile.ansi256.cursesColor(.indexed(200)) == 200)
    #expect(ColorProfile.ansi256.cursesColor(.yellow) == 3)
  }
}

@Suite struct ColorPairCacheTests {
  final class Recorder { var defined: [(Int16, Int32, Int32)] = [] }

  @Test func pairsAreDefinedOnceAndReused() {
    let recorder = Recorder()
    var cache = ColorPairCache(capacity: 10) { recorder.defined.append(($0, $1, $2)) }
    #expect(cache.pair(foreground: -1, background: -1) == 0)
    let cyan = cache.pair(foreground: 6, background: -1)
    let yellowOnBlack = cache.pair(foreground: 3, background: 0)
    #expect(cyan == 1 && yellowOnBlack == 2)
    #expect(cache.pair(foreground: 6, background: -1) == 1)
    #expect(recorder.defined.count == 2)
    #expect(recorder.defined[1] == (2, 3, 0))
  }

  @Test func whenFullTheLeastRecentlyUsedPairIsReplaced() {
    let recorder = Recorder()
    var cache = ColorPairCache(capacity: 2) { recorder.defined.append(($0, $1, $2)) }
    let a = cache.pair(foreground: 1, background: -1)
    let b = cache.pair(foreground: 2, background: -1)
    _ = cache.pair(foreground: 1, background: -1)
    let c = cache.pair(foreground: 3, background: -1)
    #expect(c == b)
    #expect(cache.pair(foreground: 1, background: -1) == a)
    #expect(cache.count == 2)
    #expect(recorder.defined.last! == (b, 3, -1))
  }

  @Test func capacityIsAtMostWhatAShortHolds() {
    let cache = ColorPairCache(capacity: 65535) { _, _, _ in }
    #expect(cache.capacity == 32767)
  }
}
