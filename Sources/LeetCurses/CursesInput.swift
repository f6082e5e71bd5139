import CNcursesw
import TermCore

/// Turns what `wget_wch` returns into keys: one character, or a curses key code.
public enum CursesInput {
  /// The key for a character code (`wget_wch` returned `OK`), or nil for one that means nothing.
  public static func key(character code: UInt32) -> Key? {
    switch code {
    case 0x09: return .tab
    case 0x0A, 0x0D: return .enter
    case 0x1B: return .escape
    case 0x08, 0x7F: return .backspace
    case 0x01...0x1A: return .control(Character(Unicode.Scalar(code + 0x60) ?? "a"))
    case 0x00..<0x20: return nil
    default:
      guard let scalar = Unicode.Scalar(code) else { return nil }
      return .character(Character(scalar))
    }
  }

  /// The key for a function-key code (`wget_wch` returned `KEY_CODE_YES`), or nil.
  public static func key(function code: Int32) -> Key? {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_BTAB: return .backTab
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE: return .backspace
    case KEY_DC: return .delete
    case KEY_F0 + 1...KEY_F0 + 63: return .function(Int(code - KEY_F0))
    default: return nil
    }
  }
}
