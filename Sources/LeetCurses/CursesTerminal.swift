import CNcursesw
import CTerminalGuard
import TermCore
import TerminalGraphics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal through ncursesw: starts curses mode, writes the cells that changed, reads keys,
/// and puts the terminal back as it was.
///
/// Every call stays on the thread that created it.
public final class CursesTerminal: Terminal {
  /// What the terminal can show.
  public let colorProfile: ColorProfile
  /// Whether the locale is UTF-8 (box drawing and wide characters can be shown).
  public let isUTF8: Bool
  /// The pipe that wakes the run loop; signals and other threads write to it.
  public let wakePipe: WakePipe
  /// SIGINT, SIGTERM and SIGHUP, delivered through `wakePipe`.
  public let stopSignals: StopSignals

  private let screen: OpaquePointer
  private let window: UnsafeMutablePointer<WINDOW>
  private var pairs: ColorPairCache
  private var previous: CellGrid?
  private var isOpen = true
  /// A stop signal kept across `resume` (other than the editor's Ctrl-C).
  private var pendingSignal: Int32?
  /// The shell's terminal modes, put back exactly after `endwin`.
  private var shellModes = termios()
  /// Keeps SIGWINCH for the waits, so no resize is lost between reading input and sleeping.
  private let waiter: ResizeSafeWait
  /// Reads escape sequences whole (curses' keypad decoding is off).
  private var decoder = InputDecoder()
  /// The pictures shown in the terminal's graphics, when it speaks a protocol.
  private var pictures: GraphicsLayer?
  /// How many Ctrl-Z's the process has come back from, as last seen.
  private var continued: Int32 = 0
  /// Cells written since start, and frames that wrote any.
  public private(set) var cellsWritten = 0
  public private(set) var framesWritten = 0

  /// Starts curses mode on stdin/stdout, drawing the frames' pictures in `graphics` (wrapped for
  /// tmux when `inTmux`, the pane's corner at `paneOrigin` of the outer terminal); nil when that
  /// is impossible (not a terminal, unknown `TERM`), in which case the terminal is left untouched.
  public init?(
    environment: [String: String], graphics: GraphicsProtocol? = nil, inTmux: Bool = false,
    paneOrigin: Point = Point(x: 0, y: 0)
  ) {
    setlocale(LC_ALL, "")
    if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
    isUTF8 = String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
    guard TerminalProbe.canDrawInterface(environment: environment), let pipe = WakePipe() else {
      return nil
    }
    // The guard saves the shell's modes, so it must run before curses changes them.
    guard terminal_guard_install(STDIN_FILENO) == 0 else { return nil }
    var modes = termios()
    tcgetattr(STDIN_FILENO, &modes)
    shellModes = modes
    // A parent may have started us with these signals blocked; they must reach us.
    var wanted = sigset_t()
    sigemptyset(&wanted)
    for sig in StopSignals.signals + [SIGWINCH, SIGTSTP, SIGCONT] { sigaddset(&wanted, sig) }
    pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
    let signals = StopSignals(pipe: pipe)
    guard let screen = Self.openScreen(environment: environment), let window = lv_stdscr() else {
      signals.uninstall()
      terminal_guard_disarm()
      return nil
    }
    self.screen = screen
    self.window = window
    wakePipe = pipe
    stopSignals = signals
    cbreak()
    noecho()
    nonl()
    // Keys are decoded here (`InputDecoder`), not by curses: its keypad decoding knows only the
    // terminfo entry's sequences and splits every other one into stray keys.
    keypad(window, false)
    nodelay(window, true)
    curs_set(0)
    set_escdelay(25)
    var colors = 0
    if has_colors() {
      start_color()
      use_default_colors()
      colors = Int(lv_colors())
    }
    colorProfile = ColorProfile.detect(colors: colors, environment: environment)
    let capacity = min(Int(lv_color_pairs()), ColorPairCache.maxCapacity + 1) - 1
    // The extended call takes colour numbers past a short: 0xRRGGBB under a `-direct` entry.
    pairs = ColorPairCache(capacity: capacity) { pair, fg, bg in
      _ = init_extended_pair(Int32(pair), fg, bg)
    }
    waiter = ResizeSafeWait()
    // Curses' Ctrl-Z handler leaves and retakes the screen; the mouse reports must follow it.
    _ = terminal_guard_wrap_stop(Self.mouseOff, Self.mouseOn)
    pictures = graphics.map { GraphicsLayer(graphics: $0, inTmux: inTmux, paneOrigin: paneOrigin) }
    if graphics == .kitty {
      // Kitty hides the alternate screen's images itself on Ctrl-Z; leetview deletes its own too.
      let delete = inTmux ? TmuxPassthrough.wrap(KittyGraphics.deleteAllShown) : KittyGraphics.deleteAllShown
      _ = terminal_guard_set_stop_off(Self.mouseOff + String(decoding: delete, as: UTF8.self))
    }
    continued = terminal_guard_continued()
    Self.reportMouse(true)
  }

  /// Curses on stdin/stdout, through `TERM`'s `-direct` sibling when the terminal shows 24-bit
  /// colour (`DirectColorTerminfo`), else through `TERM`; nil when neither opens.
  ///
  /// `newterm` writes nothing to the terminal until the first refresh, so a sibling that fails to
  /// open leaves it as it was for `TERM`.
  private static func openScreen(environment: [String: String]) -> OpaquePointer? {
    let direct = DirectColorTerminfo.entry(environment: environment) {
      DirectColorTerminfo.exists($0, environment: environment)
    }
    if let direct, let screen = newterm(direct, lv_stdout(), lv_stdin()) { return screen }
    return newterm(nil, lv_stdout(), lv_stdin())
  }

  /// Mouse reports for button events only (1002: no motion without a button held), in the SGR
  /// form (1006), which has no column limit; `InputDecoder` reads them.
  private static let mouseOn = "\u{1B}[?1002h\u{1B}[?1006h"
  private static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l"

  /// Turns the mouse reports on or off; curses does not know of them, so Ctrl-Z's handler is told.
  private static func reportMouse(_ on: Bool) {
    terminal_guard_set_modes_active(on ? 1 : 0)
    // Written at once: `putp` went through stdio's buffer, which was flushed only at exit.
    let text = on ? mouseOn : mouseOff
    _ = text.utf8CString.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count - 1) }
  }

  /// The terminal's size now.
  public var size: Size { Size(width: Int(lv_cols()), height: Int(lv_lines())) }

  /// Forgets what is on screen, so the next `draw` repaints everything (after a resize).
  public func invalidate() {
    previous = nil
    clearok(window, true)
    pictures?.screenCleared()
  }

  /// Writes `bytes` to the terminal at once, past curses (its own output is flushed by then).
  private static func writeRaw(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// Takes every picture off the screen, before leaving it.
  private func takePicturesOff() {
    guard let bytes = pictures?.leave(), !bytes.isEmpty else { return }
    Self.writeRaw(bytes)
  }

  /// Leaves curses mode with the shell's modes back, as `close` does, but keeps the screen to
  /// come back to with `resume`.
  public func suspend() {
    guard isOpen else { return }
    takePicturesOff()
    Self.reportMouse(false)
    endwin()
    tcsetattr(STDIN_FILENO, TCSADRAIN, &shellModes)
  }

  /// Back into curses mode after `suspend`: its modes, the mouse, and a screen to repaint whole.
  public func resume() {
    guard isOpen else { return }
    reset_prog_mode()
    Self.reportMouse(true)
    curs_set(0)
    invalidate()
    wrefresh(window)
    // A Ctrl-C typed in the editor reached this process too; it was meant for the editor.
    if let signal = stopSignals.take(), signal != SIGINT { pendingSignal = signal }
  }

  /// Writes the cells of `grid` that differ from the last grid drawn, then updates the screen.
  /// - Returns: the number of cells written.
  @discardableResult
  public func draw(_ grid: CellGrid) -> Int {
    guard isOpen else { return 0 }
    let changes = grid.diff(from: previous)
    previous = grid
    let graphics = pictures?.frame(PictureSpot.spots(of: grid)) ?? GraphicsLayer.Output()
    guard !changes.isEmpty || !graphics.isEmpty else { return 0 }
    Self.writeRaw(graphics.before)
    var cchar = cchar_t()
    for change in changes {
      let style = change.cell.style
      let pair = pairs.pair(
        foreground: colorProfile.cursesColor(style.foreground),
        background: colorProfile.cursesColor(style.background))
      var chars = change.cell.symbol.unicodeScalars.prefix(5).map { wchar_t(bitPattern: $0.value) }
      chars.append(0)
      setcchar(&cchar, chars, attributes(style.attributes), pair, nil)
      // Writing the bottom-right cell returns ERR although the cell is drawn; ignore results.
      _ = mvwadd_wch(window, Int32(change.point.y), Int32(change.point.x), &cchar)
    }
    // Sixel pixels go where text is written over them: the rows a picture left are written whole.
    for y in graphics.repaintRows where (0..<grid.size.height).contains(y) { wredrawln(window, Int32(y), 1) }
    wnoutrefresh(window)
    doupdate()
    Self.writeRaw(graphics.after)
    cellsWritten += changes.count
    framesWritten += 1
    return changes.count
  }

  /// Reads every pending input event; an escape sequence still coming is waited for a moment.
  public func readEvents() -> [InputEvent] {
    var events: [InputEvent] = []
    let count = terminal_guard_continued()
    if count != continued {
      // Back from Ctrl-Z: curses repainted the text alone, and the size may have changed meanwhile.
      continued = count
      invalidate()
      events.append(.resize(size))
    }
    while true {
      drainInput(into: &events)
      guard decoder.isWaiting else { break }
      // The rest of a sequence comes at once; an Esc key press is alone after 25 ms.
      var probe = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      if poll(&probe, 1, 25) <= 0 || probe.revents & Int16(POLLIN) == 0 {
        events += decoder.flush()
        break
      }
    }
    return events
  }

  /// Reads what `wget_wch` has without waiting: characters go through the decoder.
  private func drainInput(into events: inout [InputEvent]) {
    var value: wint_t = 0
    while true {
      let status = wget_wch(window, &value)
      if status == ERR { break }
      if status == KEY_CODE_YES {
        let code = Int32(value)
        if code == KEY_RESIZE {
          invalidate()
          events.append(.resize(size))
        } else if let key = CursesInput.key(function: code) {
          events.append(.key(key))
        }
      } else {
        events += decoder.feed(UInt32(value))
      }
    }
  }

  /// The stop signal received since the last call, if any.
  public func takeStopSignal() -> Int32? {
    defer { pendingSignal = nil }
    return pendingSignal ?? stopSignals.take()
  }

  /// Sleeps in `pselect` on stdin and the wake pipe, letting SIGWINCH in only meanwhile.
  public func waitForInput(timeoutMs: Int32) -> Bool {
    waiter.wait([STDIN_FILENO, wakePipe.readEnd], timeoutMs: timeoutMs)
  }

  /// Leaves curses mode and restores the terminal as it was.
  ///
  /// Safe to call twice.
  public func close() {
    guard isOpen else { return }
    takePicturesOff()
    isOpen = false
    waiter.restore()
    Self.reportMouse(false)
    endwin()
    delscreen(screen)
    tcsetattr(STDIN_FILENO, TCSADRAIN, &shellModes)
    stopSignals.uninstall()
    terminal_guard_disarm()
  }

  deinit { close() }

  private func attributes(_ attributes: Style.Attributes) -> attr_t {
    var result = LV_A_NORMAL
    if attributes.contains(.bold) { result |= LV_A_BOLD }
    if attributes.contains(.dim) { result |= LV_A_DIM }
    if attributes.contains(.italic) { result |= LV_A_ITALIC }
    if attributes.contains(.underline) { result |= LV_A_UNDERLINE }
    if attributes.contains(.reverse) { result |= LV_A_REVERSE }
    return result
  }
}
