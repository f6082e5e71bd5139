import Testing

@testable import LeetCurses

/// The choice of a `-direct` terminfo entry under `COLORTERM=truecolor`: environment and terminfo
/// facts in, the entry (and so the profile) out (issue 19, minor 1).
@Suite struct DirectColorTerminfoTests {
  /// A terminfo database holding `names`.
  static func database(_ names: Set<String>) -> @Sendable (String) -> Bool { { names.contains($0) } }

  static let debian: @Sendable (String) -> Bool = database([
    "tmux-256color", "tmux-direct", "xterm-256color", "xterm-direct",
  ])

  @Test func truecolorOpensTheDirectSiblingOfTerm() {
    let tmux = ["TERM": "tmux-256color", "COLORTERM": "truecolor"]
    #expect(DirectColorTerminfo.entry(environment: tmux, exists: Self.debian) == "tmux-direct")
    let xterm = ["TERM": "xterm-256color", "COLORTERM": "24bit"]
    #expect(DirectColorTerminfo.entry(environment: xterm, exists: Self.debian) == "xterm-direct")
    // The entry's colours then give the profile.
    #expect(ColorProfile.detect(colors: 0x100_0000, environment: tmux) == .direct)
  }

  @Test func withoutTruecolorOrASiblingTermStaysAndSoDo256Colours() {
    let plain = ["TERM": "tmux-256color"]
    #expect(DirectColorTerminfo.entry(environment: plain, exists: Self.debian) == nil)
    let noSibling = ["TERM": "screen-256color", "COLORTERM": "truecolor"]
    #expect(DirectColorTerminfo.entry(environment: noSibling, exists: Self.debian) == nil)
    let noTermPackage = ["TERM": "tmux-256color", "COLORTERM": "truecolor"]
    #expect(
      DirectColorTerminfo.entry(environment: noTermPackage, exists: Self.database(["tmux-256color"])) == nil)
    #expect(ColorProfile.detect(colors: 256, environment: noSibling) == .ansi256)
  }

  @Test func noColourADumbTermOrAnAlreadyDirectOneOpensNothingElse() {
    let exists = Self.database(["xterm-direct", "dumb-direct", "xterm-direct-direct"])
    for environment in [
      ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"],
      ["TERM": "dumb", "COLORTERM": "truecolor"],
      ["TERM": "xterm-direct", "COLORTERM": "truecolor"],
      ["COLORTERM": "truecolor"],
      ["TERM": "../../tmp/x", "COLORTERM": "truecolor"],
    ] {
      #expect(DirectColorTerminfo.entry(environment: environment, exists: exists) == nil)
    }
  }

  @Test func theDatabaseIsLookedUpWhereNcursesLooks() {
    // This machine's database (Debian's ncurses-term) has xterm-direct; no entry has slashes.
    #expect(
      DirectColorTerminfo.exists("xterm-direct", environment: [:])
        == DirectColorTerminfo.exists("xterm-direct", environment: ["TERMINFO_DIRS": ""]))
    #expect(!DirectColorTerminfo.exists("no-such-terminal-here", environment: [:]))
    #expect(!DirectColorTerminfo.exists("../x/xterm", environment: [:]))
  }
}
