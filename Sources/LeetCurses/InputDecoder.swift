import TermCore

/// Turns the characters the terminal sends into keys and mouse events, whatever `TERM` says.
///
/// Curses' own key decoding (keypad) knows only the sequences of the terminfo entry and passes
/// any other one on byte by byte, so End sent as `ESC [ 4 ~` to an `xterm-256color` entry became
/// Esc, `[`, `4`, `~`. Here a CSI (`ESC [`) or SS3 (`ESC O`) sequence is read whole, up to its
/// final byte; the common forms of each key are known, and every other sequence is dropped.
/// Mouse reports come in the SGR form (`ESC [ < b ; x ; y M`) or the old X10 one (`ESC [ M b x y`).
public struct InputDecoder: Sendable {
  /// The characters of an escape sequence read so far.
  private var pending: [UInt32] = []

  /// The longest sequence kept; a longer one is dropped as garbage.
  private static let maxLength = 64

  public init() {}

  /// Whether an escape sequence has begun and not ended: wait a moment for the rest, then `flush`.
  public var isWaiting: Bool { !pending.isEmpty }

  /// The events `code` (a character from `wget_wch`) completes, if any.
  public mutating func feed(_ code: UInt32) -> [InputEvent] {
    guard !pending.isEmpty else {
      if code == 0x1B {
        pending = [code]
        return []
      }
      return CursesInput.key(character: code).map { [.key($0)] } ?? []
    }
    if pending.count == 1 {
      // After a lone ESC: a sequence starts, or the Esc key was followed by another key.
      if code == 0x5B || code == 0x4F {
        pending.append(code)
        return []
      }
      pending = []
      return [.key(.escape)] + feed(code)
    }
    if isX10Mouse {
      pending.append(code)
      guard pending.count == 6 else { return [] }
      defer { pending = [] }
      return Self.x10Mouse(Array(pending[3...])).map { [.mouse($0)] } ?? []
    }
    switch code {
    case 0x20...0x3F:
      // A parameter or intermediate byte.
      pending.append(code)
      if pending.count > Self.maxLength { pending = [] }
      return []
    case 0x40...0x7E:
      pending.append(code)
      if isX10Mouse || isLinuxFunctionKey { return [] }
      defer { pending = [] }
      return Self.sequence(pending).map { [$0] } ?? []
    default:
      // A sequence cut short by a control character: drop it, and read the character afresh.
      pending = []
      return feed(code)
    }
  }

  /// Ends a sequence that stopped coming: a lone ESC is the Esc key, a partial sequence is dropped.
  public mutating func flush() -> [InputEvent] {
    defer { pending = [] }
    return pending == [0x1B] ? [.key(.escape)] : []
  }

  /// `ESC [ M`: three characters (button, column, row) follow.
  private var isX10Mouse: Bool { pending.count >= 3 && pending[1] == 0x5B && pending[2] == 0x4D }

  /// `ESC [ [`: the Linux console's F1-F5, one more letter follows.
  private var isLinuxFunctionKey: Bool {
    pending.count == 3 && pending[1] == 0x5B && pending[2] == 0x5B
  }

  /// What a complete sequence (starting with ESC) means, or nil for one leetview does not know.
  private static func sequence(_ codes: [UInt32]) -> InputEvent? {
    let final = codes[codes.count - 1]
    // The parameter and intermediate bytes between the introducer and the final byte.
    let body = String(String.UnicodeScalarView(codes.dropFirst(2).dropLast().compactMap(Unicode.Scalar.init)))
    if codes[1] == 0x4F { return body.isEmpty ? ss3(final).map { .key($0) } : nil }
    if codes.count == 4 && codes[2] == 0x5B { return nil }
    if body.hasPrefix("<") { return sgrMouse(String(body.dropFirst()), final: final).map { .mouse($0) } }
    // Other private markers (`?`, `>`, `=`) start answers to queries, never keys.
    guard let first = body.unicodeScalars.first.map({ $0.value }), !(0x3C...0x3F).contains(first)
    else { return body.isEmpty ? csi(final, number: nil).map { .key($0) } : nil }
    // Intermediate bytes never occur in a key.
    guard body.unicodeScalars.allSatisfy({ (0x30...0x3F).contains($0.value) }) else { return nil }
    let parameters = body.split(separator: ";", omittingEmptySubsequences: false)
    guard let number = Int(parameters[0]) ?? (parameters[0].isEmpty ? 1 : nil) else { return nil }
    // A second parameter is a modifier (Shift, Alt, Ctrl): Shift-End is still End.
    guard parameters.count <= 2 else { return nil }
    return csi(final, number: number).map { .key($0) }
  }

  /// The key for `ESC O` and `final`.
  private static func ss3(_ final: UInt32) -> Key? {
    switch final {
    case 0x41: .up
    case 0x42: .down
    case 0x43: .right
    case 0x44: .left
    case 0x48: .home
    case 0x46: .end
    case 0x4D: .enter
    case 0x50...0x53: .function(Int(final) - 0x50 + 1)
    default: nil
    }
  }

  /// The key for `ESC [`, a number (the first parameter, nil when there is none), and `final`.
  private static func csi(_ final: UInt32, number: Int?) -> Key? {
    switch (final, number) {
    case (0x41, nil), (0x41, 1): .up
    case (0x42, nil), (0x42, 1): .down
    case (0x43, nil), (0x43, 1): .right
    case (0x44, nil), (0x44, 1): .left
    case (0x48, nil), (0x48, 1): .home
    case (0x46, nil), (0x46, 1): .end
    case (0x5A, nil), (0x5A, 1): .backTab
    // xterm's F1-F4 with a modifier: `ESC [ 1 ; 2 P`.
    case (0x50...0x53, 1): .function(Int(final) - 0x50 + 1)
    case (0x7E, let number?): tilde(number)
    default: nil
    }
  }

  /// The key for `ESC [ number ~` (vt220 and rxvt forms).
  private static func tilde(_ number: Int) -> Key? {
    switch number {
    case 1, 7: .home
    case 4, 8: .end
    case 3: .delete
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23, 24: .function(number - 12)
    default: nil
    }
  }

  /// An SGR report's parameters (`b;x;y`, without the `<`), pressed (`M`) or released (`m`).
  private static func sgrMouse(_ body: String, final: UInt32) -> MouseEvent? {
    let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    guard numbers.count == 3, let button = numbers[0], let x = numbers[1], let y = numbers[2],
      final == 0x4D || final == 0x6D
    else { return nil }
    return mouse(button: button, released: final == 0x6D, x: x - 1, y: y - 1)
  }

  /// An X10 report's three characters: button, column and row, each offset by 32 (and 1-based).
  private static func x10Mouse(_ codes: [UInt32]) -> MouseEvent? {
    let values = codes.map { Int($0) - 32 }
    guard values.allSatisfy({ $0 >= 0 }) else { return nil }
    let released = values[0] & 0b11 == 3 && values[0] & 64 == 0
    return mouse(button: released ? 0 : values[0], released: released, x: values[1] - 1, y: values[2] - 1)
  }

  /// The event for a button code (low bits the button, 32 motion, 64 the wheel, 4/8/16 modifier
  /// keys) at 0-based `x`, `y`; nil for what leetview ignores (motion, other buttons).
  private static func mouse(button: Int, released: Bool, x: Int, y: Int) -> MouseEvent? {
    guard x >= 0, y >= 0, button & 32 == 0, button < 128 else { return nil }
    let point = Point(x: x, y: y)
    if button & 64 != 0 {
      switch button & 0b11 {
      case 0: return released ? nil : MouseEvent(.wheelUp, at: point)
      case 1: return released ? nil : MouseEvent(.wheelDown, at: point)
      default: return nil
      }
    }
    guard button & 0b11 == 0 else { return nil }
    return MouseEvent(released ? .release : .press, at: point)
  }
}
