import Dispatch
import LeetCurses
import TermCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal for running the event loop in tests, as ratatui's `TestBackend`: scripted input
/// in, every frame drawn out as text.
///
/// Each time the loop would go to sleep with nothing to do, the fake plays the next step of its
/// script. While the program asks for animation frames (a timeout), the fake sleeps that long
/// instead, so a glide finishes before the next step. When the script is used up, the next idle
/// wait reports a hang-up and the loop ends (`ranOutOfScript`), so no test can hang.
public final class FakeTerminal: Terminal {
  /// One thing that happens to the terminal.
  public enum Step {
    /// Keys typed, read together.
    case keys([Key])
    /// The window now has this size (a `.resize` event follows).
    case resize(Size)
    /// A stop signal such as SIGTERM.
    case signal(Int32)
    /// Runs `work` on another thread (a network result posting to the mailbox), then waits for
    /// the loop to be woken.
    case background(@Sendable () -> Void)
    /// Waits, while the loop runs, until the screen drawn satisfies the condition (what a person
    /// waits for before typing); ten seconds without it ends the run as `ranOutOfScript`.
    case awaitScreen((String) -> Bool)
  }

  public private(set) var size: Size
  public let wakePipe: WakePipe
  /// Every frame that changed the screen, as text (rows joined by newlines).
  public private(set) var frames: [String] = []
  /// How many times the screen was invalidated (a full repaint asked for).
  public private(set) var invalidations = 0
  /// Whether the loop ended because the script ran out rather than by quitting.
  public private(set) var ranOutOfScript = false
  private var script: [Step]
  private var input: [InputEvent] = []
  private var signal: Int32?
  private var previous: CellGrid?
  /// When the screen awaited now must have been drawn.
  private var awaitDeadline: DispatchTime?

  /// A terminal of `size` that will play `script`.
  public init(size: Size, script: [Step]) {
    self.size = size
    self.script = script
    guard let pipe = WakePipe() else { preconditionFailure("no file descriptors left") }
    wakePipe = pipe
  }

  /// The last frame drawn, as text.
  public var screen: String { frames.last ?? "" }

  @discardableResult
  public func draw(_ grid: CellGrid) -> Int {
    let changes = grid.diff(from: previous)
    previous = grid
    guard !changes.isEmpty else { return 0 }
    frames.append(grid.rowsText.joined(separator: "\n"))
    return changes.count
  }

  public func invalidate() {
    previous = nil
    invalidations += 1
  }

  /// Each suspend and resume, in order (`suspend`, `resume`), for checking they pair up.
  public private(set) var suspensions: [String] = []
  /// Whether the screen is suspended now (work run meanwhile can check it).
  public private(set) var isSuspended = false

  public func suspend() {
    suspensions.append("suspend")
    isSuspended = true
  }

  public func resume() {
    suspensions.append("resume")
    isSuspended = false
  }

  public func readEvents() -> [InputEvent] {
    defer { input = [] }
    return input
  }

  public func takeStopSignal() -> Int32? {
    defer { signal = nil }
    return signal
  }

  /// The timeouts the loop waited with, in order (-1: until input).
  public private(set) var timeouts: [Int32] = []

  public func waitForInput(timeoutMs: Int32) -> Bool {
    timeouts.append(timeoutMs)
    // Something posted meanwhile (from the loop's own thread too) is handled before the script.
    if sleepOnPipe(milliseconds: 0) { return false }
    if timeoutMs >= 0 {
      _ = sleepOnPipe(milliseconds: timeoutMs)
      return false
    }
    guard !script.isEmpty else {
      ranOutOfScript = true
      return true
    }
    if case .awaitScreen(let condition) = script[0] {
      return awaitScreen(condition)
    }
    switch script.removeFirst() {
    case .keys(let keys):
      input = keys.map { .key($0) }
    case .resize(let newSize):
      size = newSize
      input = [.resize(newSize)]
    case .signal(let number):
      signal = number
    case .background(let work):
      DispatchQueue.global().async(execute: work)
      if !sleepOnPipe(milliseconds: 5_000) { ranOutOfScript = true }
    case .awaitScreen: break
    }
    return false
  }

  /// When the awaited screen has been drawn, goes on with the script; until then sleeps until the
  /// loop is woken, a tenth of a second at most; past the deadline, hangs up.
  private func awaitScreen(_ condition: (String) -> Bool) -> Bool {
    if condition(screen) {
      script.removeFirst()
      awaitDeadline = nil
      return false
    }
    let deadline = awaitDeadline ?? DispatchTime.now() + .seconds(10)
    awaitDeadline = deadline
    guard DispatchTime.now() < deadline else {
      ranOutOfScript = true
      return true
    }
    _ = sleepOnPipe(milliseconds: 100)
    return false
  }

  /// Sleeps until the wake pipe is readable or `milliseconds` pass; returns whether it woke.
  private func sleepOnPipe(milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: wakePipe.readEnd, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }
}
