/// What leetview asks a terminal at start to learn which graphics it speaks, and the answers.
///
/// The kitty query (a 1x1 image that is only checked, `a=q`), then XTVERSION, then DA1 last:
/// every terminal answers DA1, and in order, so its answer marks the end of the others.
public enum GraphicsQuery {
  /// The image id of the kitty query.
  public static let kittyQueryID = 31

  /// The questions, in order: kitty's, XTVERSION, DA1.
  static let questions = [
    "\u{1B}_Gi=\(kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\", "\u{1B}[>0q", "\u{1B}[c",
  ].map { Array($0.utf8) }

  /// The bytes to write to the terminal.
  public static let bytes: [UInt8] = questions.flatMap { $0 }

  /// The bytes to write inside tmux: each question wrapped for its passthrough, none to tmux
  /// itself, so every answer is the outer terminal's (tmux 3.3 hands them to the pane), and none
  /// comes when the passthrough is off.
  public static let throughTmux: [UInt8] = questions.flatMap(TmuxPassthrough.wrap)
}

/// What a terminal answered to `GraphicsQuery`, read from the bytes it sent back.
public struct GraphicsAnswers: Hashable, Sendable {
  /// Whether it answered the kitty query with OK.
  public var kitty = false
  /// Whether its DA1 answer lists 4 (sixel graphics).
  public var sixel = false
  /// Its XTVERSION answer (`kitty(0.26.5)`, `XTerm(379)`), printable ASCII only, at most 64
  /// characters.
  public var version: String?
  /// Whether the DA1 answer has arrived: nothing more is coming.
  public var complete = false

  /// Answers of nothing yet.
  public init() {}

  /// The answers found in `bytes`, which may hold other input (keys typed meanwhile) and be cut
  /// short: only whole sequences count.
  public init(reading bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x1B, index + 1 < bytes.count else {
        index += 1
        continue
      }
      switch bytes[index + 1] {
      case UInt8(ascii: "_"): index = readKitty(bytes, from: index + 2)
      case UInt8(ascii: "P"): index = readVersion(bytes, from: index + 2)
      case UInt8(ascii: "["): index = readDeviceAttributes(bytes, from: index + 2)
      default: index += 1
      }
    }
  }

  /// The index after the string terminator (ESC \ or BEL) from `start`, and the body before it;
  /// nil when it has not arrived.
  private static func terminated(_ bytes: [UInt8], from start: Int) -> (body: ArraySlice<UInt8>, next: Int)? {
    var index = start
    while index < bytes.count {
      if bytes[index] == 0x07 { return (bytes[start..<index], index + 1) }
      if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") {
        return (bytes[start..<index], index + 2)
      }
      index += 1
    }
    return nil
  }

  /// Reads `G i=31;OK` (an APC body) from `start`.
  private mutating func readKitty(_ bytes: [UInt8], from start: Int) -> Int {
    guard let (body, next) = Self.terminated(bytes, from: start) else { return bytes.count }
    let text = String(decoding: body, as: UTF8.self)
    if text.hasPrefix("Gi=\(GraphicsQuery.kittyQueryID);")
      || text.hasPrefix("Gi=\(GraphicsQuery.kittyQueryID),")
    {
      kitty = kitty || text.hasSuffix(";OK")
    }
    return next
  }

  /// Reads `>|name(version)` (a DCS body) from `start`.
  private mutating func readVersion(_ bytes: [UInt8], from start: Int) -> Int {
    guard let (body, next) = Self.terminated(bytes, from: start) else { return bytes.count }
    if body.starts(with: Array(">|".utf8)) {
      let printable = body.dropFirst(2).prefix(64).filter { (0x20...0x7E).contains($0) }
      version = String(decoding: printable, as: UTF8.self)
    }
    return next
  }

  /// Reads `?62;4;22c` (a CSI answer) from `start`; other CSI sequences are passed over.
  private mutating func readDeviceAttributes(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count, (0x30...0x3F).contains(bytes[index]) || bytes[index] == 0x20 { index += 1 }
    guard index < bytes.count else { return bytes.count }
    let parameters = bytes[start..<index]
    if bytes[index] == UInt8(ascii: "c"), parameters.first == UInt8(ascii: "?") {
      complete = true
      sixel =
        sixel || parameters.dropFirst().split(separator: UInt8(ascii: ";")).contains { Array($0) == [0x34] }
    }
    return index + 1
  }
}
