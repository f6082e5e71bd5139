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

  @Test func mouseButtonsAndWheel() {
    #expect(
      CursesInput.mouse(buttons: LV_WHEEL_UP, x: 3, y: 4)
        == MouseEvent(.wheelUp, at: Point(x: 3, y: 4)))
    #expect(CursesInput.mouse(buttons: LV_WHEEL_DOWN, x: 0, y: 0)?.kind == .wheelDown)
    #expect(
      CursesInput.mouse(buttons: LV_BUTTON1_PRESSED, x: 20, y: 1)
        == MouseEvent(.press, at: Point(x: 20, y: 1)))
    #expect(CursesInput.mouse(buttons: LV_BUTTON1_CLICKED, x: 20, y: 1)?.kind == .press)
    #expect(CursesInput.mouse(buttons: LV_BUTTON1_RELEASED, x: 20, y: 1)?.kind == .release)
    #expect(CursesInput.mouse(buttons: 0, x: 0, y: 0) == nil)
  }
}
