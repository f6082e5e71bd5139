/// A sequence for the terminal outside tmux, wrapped so that tmux passes it on (with
/// `allow-passthrough on`): `ESC P tmux;` then the sequence with each ESC doubled, then `ESC \`.
public enum TmuxPassthrough {
  /// `sequence` wrapped for tmux.
  public static func wrap(_ sequence: [UInt8]) -> [UInt8] {
    var output = Array("\u{1B}Ptmux;".utf8)
    output.reserveCapacity(sequence.count + sequence.count / 64 + 9)
    for byte in sequence {
      if byte == 0x1B { output.append(0x1B) }
      output.append(byte)
    }
    return output + [0x1B, UInt8(ascii: "\\")]
  }
}
