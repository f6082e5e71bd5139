import CNcursesw
import TermCore
import Testing

@testable import LeetCurses

@Suite struct CursesInputTests {
  @Test func controlCharactersBecomeNamedKeys() {
    #expect(CursesInput.key(character: 0x09) == .tab)
    #expect(CursesInput.key(character: 0x0D) == .enter)
    #expect(CursesInput.key(character: 0x0A) == .enter)
    #expect(CursesInput.key(character: 0x1B) == .escape)
    #expect(CursesInput.key(character: 0x7F) == .backspace)
    #expect(CursesInput.key(character: 0x06) == .control("f"))
    #expect(CursesInput.key(character: 0x02) == .control("b"))
    #expect(CursesInput.key(character: 0x04) == .control("d"))
    #expect(CursesInput.key(character: 0x15) == .control("u"))
    #expect(CursesInput.key(character: 0x00) == nil)
  }

  @Test func printableCharactersIncludingWideOnes() {
    #expect(CursesInput.key(character: UInt32(UInt8(ascii: "j"))) == .character("j"))
    #expect(CursesInput.key(character: 0x20) == .character(" "))
    #expect(CursesInput.key(character: 0x4E24) == .character("两"))
  }

  @Test func functionKeys() {
    let table: [(Int32, Key)] = [
      (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
      (KEY_PPAGE, .pageUp),
      (KEY_NPAGE, .pageDown), (KEY_HOME, .home), (KEY_END, .end), (KEY_BTAB, .backTab),
      (KEY_ENTER, .enter),
      (KEY_BACKSPACE, .backspace), (KEY_DC, .delete), (KEY_F0 + 1, .function(1)),
    ]
    for (code, key) in table { #expect(CursesInput.key(function: code) == key) }
    #expect(CursesInput.key(function: KEY_RESIZE) == nil)
  }
}

/// Escape sequences read whole, whatever `TERM` says: known keys mapped, the rest dropped.
@Suite struct InputDecoderTests {
  /// The events `text` gives, fed a character at a time, then flushed as after a pause.
  private func decode(_ text: String) -> [InputEvent] {
    var decoder = InputDecoder()
    var events = text.unicodeScalars.flatMap { decoder.feed($0.value) }
    events += decoder.flush()
    return events
  }

  private func keys(_ text: String) -> [Key] {
    decode(text).compactMap { if case .key(let key) = $0 { key } else { nil } }
  }

  @Test func homeEndAndDeleteInEveryCommonForm() {
    let table: [(String, Key)] = [
      ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[H", .home), ("\u{1B}OH", .home),
      ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}[F", .end), ("\u{1B}OF", .end),
      ("\u{1B}[3~", .delete),
    ]
    for (text, key) in table {
      #expect(decode(text) == [.key(key)], "\(text.debugDescription)")
    }
  }

  @Test func aModifiedKeyIsTheKeyNotItsDigits() {
    // Shift-End, Ctrl-Home, Ctrl-Up, Shift-F1: never Esc, `[`, `4` (a segment), `;`, `2`, `~`.
    #expect(decode("\u{1B}[4;2~") == [.key(.end)])
    #expect(decode("\u{1B}[1;5H") == [.key(.home)])
    #expect(decode("\u{1B}[1;5A") == [.key(.up)])
    #expect(decode("\u{1B}[1;2P") == [.key(.function(1))])
  }

  @Test func unknownSequencesVanishWhole() {
    for text in [
      "\u{1B}[38;5;200x", "\u{1B}[2~", "\u{1B}[99;7~", "\u{1B}[?1;2c", "\u{1B}[>0;95;0c",
      "\u{1B}[200~", "\u{1B}[I", "\u{1B}[O", "\u{1B}[97;5u", "\u{1B}[1;2 q", "\u{1B}OX",
      "\u{1B}[[A", "\u{1B}[2;2;2~",
    ] {
      #expect(decode(text + "j") == [.key(.character("j"))], "\(text.debugDescription)")
    }
  }

  @Test func arrowsPagesTabAndFunctionKeysInBothForms() {
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}[5~\u{1B}[6~\u{1B}[Z") == [.pageUp, .pageDown, .backTab])
    #expect(keys("\u{1B}OP\u{1B}[15~\u{1B}[24~") == [.function(1), .function(5), .function(12)])
  }

  @Test func escapeAloneOrBeforeAKeyAndPlainCharacters() {
    var decoder = InputDecoder()
    #expect(decoder.feed(0x1B).isEmpty)
    #expect(decoder.isWaiting, "an Esc may begin a sequence")
    #expect(decoder.flush() == [.key(.escape)])
    #expect(!decoder.isWaiting)
    #expect(keys("\u{1B}q") == [.escape, .character("q")])
    #expect(keys("\u{1B}\u{1B}[4~") == [.escape, .end])
    #expect(keys("两\r\u{7F}\u{06}") == [.character("两"), .enter, .backspace, .control("f")])
  }

  @Test func aSequenceSplitAcrossReadsOrCutShort() {
    var decoder = InputDecoder()
    #expect("\u{1B}[4".unicodeScalars.flatMap { decoder.feed($0.value) }.isEmpty)
    #expect(decoder.feed(0x7E) == [.key(.end)])
    // A control character ends a broken sequence and counts as itself.
    #expect(keys("\u{1B}[12\r") == [.enter])
    // Half a sequence, then nothing: dropped.
    #expect(decode("\u{1B}[1;") == [])
  }

  @Test func sgrMouseReportsAtAnyColumn() {
    #expect(decode("\u{1B}[<0;301;5M") == [.mouse(MouseEvent(.press, at: Point(x: 300, y: 4)))])
    #expect(decode("\u{1B}[<0;301;5m") == [.mouse(MouseEvent(.release, at: Point(x: 300, y: 4)))])
    #expect(decode("\u{1B}[<64;250;3M") == [.mouse(MouseEvent(.wheelUp, at: Point(x: 249, y: 2)))])
    #expect(decode("\u{1B}[<65;1;1M") == [.mouse(MouseEvent(.wheelDown, at: Point(x: 0, y: 0)))])
    #expect(decode("\u{1B}[<16;3;2M") == [.mouse(MouseEvent(.press, at: Point(x: 2, y: 1)))])
    // Dragging, the right button and a malformed report are ignored, whole.
    #expect(
      decode("\u{1B}[<32;10;10Mj\u{1B}[<2;10;10Mj\u{1B}[<0;10Mj")
        == Array(repeating: .key(.character("j")), count: 3))
  }

  @Test func x10MouseReportsAreStillRead() {
    let report = { (button: Int, x: Int, y: Int) in
      "\u{1B}[M"
        + String(
          String.UnicodeScalarView([32 + button, 33 + x, 33 + y].compactMap { Unicode.Scalar(UInt32($0)) }))
    }
    #expect(decode(report(0, 20, 1)) == [.mouse(MouseEvent(.press, at: Point(x: 20, y: 1)))])
    #expect(decode(report(3, 20, 1)) == [.mouse(MouseEvent(.release, at: Point(x: 20, y: 1)))])
    #expect(
      decode(report(65, 9, 9) + "j") == [
        .mouse(MouseEvent(.wheelDown, at: Point(x: 9, y: 9))), .key(.character("j")),
      ])
  }
}
