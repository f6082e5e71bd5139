import TermCore

extension ProgressScreen {
  /// The last first row: the page's bottom on the screen's last row above the key line.
  func maxScroll(size: Size) -> Int {
    guard let page else { return 0 }
    return max(0, ProgressSheet.height(of: page) - (size.height - 1))
  }

  /// Scrolls as `command` says (a line, a page, the top or the bottom); any other command
  /// leaves the page where it is.
  mutating func moveView(_ command: KeyCommand, size: Size) {
    let page = max(1, size.height - 2)
    switch command {
    case .lineDown: scroll += 1
    case .lineUp: scroll -= 1
    case .pageDown: scroll += page
    case .pageUp: scroll -= page
    case .top: scroll = 0
    case .bottom: scroll = .max
    default: return
    }
    scroll = min(max(0, scroll), maxScroll(size: size))
  }

  /// The mouse: the wheel scrolls three rows; clicks do nothing.
  mutating func moveView(by event: MouseEvent, size: Size) {
    switch event.kind {
    case .wheelDown: scroll += 3
    case .wheelUp: scroll -= 3
    case .press, .release: return
    }
    scroll = min(max(0, scroll), maxScroll(size: size))
  }
}
