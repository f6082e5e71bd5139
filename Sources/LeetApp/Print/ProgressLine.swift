import FoundationEssentials
import Glibc
import LeetFetch
import TermCore

/// A progress bar on one stderr line, redrawn in place; silent when stderr is not a terminal.
final class ProgressLine {
  private let enabled: Bool
  private var lastDraw = Date.distantPast
  private var drawn = false

  init(enabled: Bool) {
    self.enabled = enabled
  }

  func show(_ progress: SyncProgress) {
    guard enabled else { return }
    let now = Date()
    let finished = progress.total.map { progress.done >= $0 } ?? false
    guard finished || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
    lastDraw = now
    var size = winsize()
    let width = ioctl(2, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 10 ? Int(size.ws_col) : 80
    StandardStream.error("\r\u{1B}[2K" + progress.line(width: width))
    drawn = true
  }

  func finish() {
    guard enabled, drawn else { return }
    StandardStream.error("\r\u{1B}[2K")
  }
}
