import TermCore

/// What the event loop needs of a terminal, as ratatui's `Backend`: its size, drawing a grid as
/// a diff, reading input, stop signals, and sleeping until something happens.
///
/// `CursesTerminal` is the real one; tests drive the loop over a scripted fake (keys in, frames
/// out as text). Every call comes from the loop's thread.
public protocol Terminal: AnyObject {
  /// The terminal's size now.
  var size: Size { get }
  /// The pipe that wakes the loop; the mailbox and signal handlers write to it.
  var wakePipe: WakePipe { get }
  /// Writes the cells of `grid` that differ from the last grid drawn.
  /// - Returns: the number of cells written.
  @discardableResult func draw(_ grid: CellGrid) -> Int
  /// Forgets what is on screen, so the next `draw` repaints everything.
  func invalidate()
  /// Leaves the screen with the terminal in the shell's modes, for another program (an editor).
  func suspend()
  /// Takes the screen back after `suspend`; the next `draw` after `invalidate` repaints it whole.
  func resume()
  /// Every pending input event, without waiting.
  func readEvents() -> [InputEvent]
  /// The stop signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) received since the last call, if any.
  func takeStopSignal() -> Int32?
  /// Sleeps until input, a wake-up of `wakePipe`, or `timeoutMs` (never when negative).
  /// - Returns: whether the terminal has gone away (the loop then stops).
  func waitForInput(timeoutMs: Int32) -> Bool
}
