#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decides whether the process can draw a full-screen interface.
public enum TerminalProbe {
  /// True when stdin and stdout are terminals and `TERM` names a terminal that can be drawn on.
  public static func canDrawInterface(environment: [String: String]) -> Bool {
    guard isatty(0) == 1, isatty(1) == 1 else { return false }
    guard let term = environment["TERM"], !term.isEmpty, term != "dumb", term != "unknown" else {
      return false
    }
    return true
  }

  /// The width of the terminal on stdout, if it is one.
  public static func columns() -> Int? {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// The height of the terminal on stdout, if it is one.
  public static func rows() -> Int? {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
    return Int(size.ws_row)
  }

  /// Whether stdout is a terminal.
  public static var stdoutIsTerminal: Bool { isatty(1) == 1 }
}
