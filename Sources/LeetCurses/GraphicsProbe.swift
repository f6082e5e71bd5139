import Glibc
import TerminalGraphics

/// Asks the terminal which graphics it speaks (`GraphicsQuery`), before curses takes it.
///
/// The terminal is put in raw mode without echo for the question and given back as it was; the
/// answers are read until DA1's arrives or `timeout` passes. Nothing is written when either
/// descriptor is not a terminal.
public enum GraphicsProbe {
  /// How long a terminal has to answer: every terminal answers DA1 at once, so this is only for
  /// one that does not answer at all (or over a slow link).
  public static let timeout: Duration = .milliseconds(250)

  /// The answers of the terminal on `input` and `output` to `query`; nil when they are not a
  /// terminal or its modes cannot be set.
  public static func ask(
    input: Int32 = 0, output: Int32 = 1, query: [UInt8] = GraphicsQuery.bytes, timeout: Duration = timeout
  ) -> GraphicsAnswers? {
    guard isatty(input) == 1, isatty(output) == 1 else { return nil }
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else { return nil }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    // Reads return what has arrived, at once (poll does the waiting).
    withUnsafeMutableBytes(of: &raw.c_cc) {
      $0[Int(VMIN)] = 0
      $0[Int(VTIME)] = 0
    }
    guard tcsetattr(input, TCSANOW, &raw) == 0 else { return nil }
    defer { _ = tcsetattr(input, TCSANOW, &saved) }
    let written = query.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
    guard written == query.count else { return GraphicsAnswers() }
    return read(input, until: ContinuousClock.now + timeout)
  }

  /// Reads the answers from `input` until they are complete or `deadline` passes.
  static func read(_ input: Int32, until deadline: ContinuousClock.Instant) -> GraphicsAnswers {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 512)
    while true {
      let answers = GraphicsAnswers(reading: bytes)
      let left = deadline - ContinuousClock.now
      guard !answers.complete, left > .zero, bytes.count < 4096 else { return answers }
      var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(
        max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
      let ready = poll(&poller, 1, milliseconds)
      // A poll that times out a little early (it counts whole milliseconds) goes round again.
      if ready == 0 || (ready < 0 && errno == EINTR) { continue }
      guard ready > 0 else { return answers }
      let count = chunk.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return answers }
      bytes += chunk.prefix(count)
    }
  }
}

extension GraphicsProbe {
  /// The size of one of the terminal's cells in pixels, as it tells the kernel (`TIOCGWINSZ`);
  /// nil when it says nothing (tmux, many terminals over ssh) or `output` is not a terminal.
  public static func cellPixels(output: Int32 = 1) -> (width: Int, height: Int)? {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
      size.ws_xpixel > 0, size.ws_ypixel > 0
    else { return nil }
    return (Int(size.ws_xpixel) / Int(size.ws_col), Int(size.ws_ypixel) / Int(size.ws_row))
  }
}
