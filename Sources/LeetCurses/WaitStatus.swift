/// The parts of a `waitpid` status (the C macros do not import into Swift).
enum WaitStatus {
  /// Whether the process stopped (and may continue).
  static func isStopped(_ status: Int32) -> Bool { status & 0xff == 0x7f }
  /// The signal that ended the process, nil when it exited.
  static func signal(_ status: Int32) -> Int32? {
    let signal = status & 0x7f
    return signal == 0 || signal == 0x7f ? nil : signal
  }
  /// The status the process exited with.
  static func exitStatus(_ status: Int32) -> Int32 { (status >> 8) & 0xff }
}
