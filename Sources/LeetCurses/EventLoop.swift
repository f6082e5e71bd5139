import Synchronization
import TermCore

/// What a program asks of the run loop after handling something.
public enum LoopRequest: Hashable, Sendable {
  /// Call `frame` with this tag at the next frame time (1/60 s).
  case frame(tag: Int)
  /// Call `frame` with this tag after `delay`, for what moves slower than a glide (a spinner
  /// turning ten times a second); a frame due sooner comes first and stands for it.
  case frameAfter(tag: Int, delay: Duration)
  /// Repaint every cell on the next draw.
  case redraw
  /// Leave the screen (the terminal restored), run the work, then come back with a full redraw.
  case suspend(SuspendedWork)
  /// Leave the loop.
  case quit
}

/// Messages from other threads (network results), handed to the loop through the wake pipe.
public final class Mailbox<Message: Sendable>: Sendable {
  private let queue = Mutex<[Message]>([])
  private let pipe: WakePipe

  init(pipe: WakePipe) { self.pipe = pipe }

  /// Delivers `message` to the loop.
  ///
  /// Safe from any thread.
  public func post(_ message: Message) {
    queue.withLock { $0.append(message) }
    pipe.wake()
  }

  /// Takes every waiting message.
  func takeAll() -> [Message] {
    queue.withLock { queue in
      defer { queue = [] }
      return queue
    }
  }
}

/// The loop: sleeps on the terminal and the wake pipe (forever when idle, until the
/// next frame while something moves), hands events to the program, and draws what changed.
public final class EventLoop<Message: Sendable> {
  /// The program the loop runs; every closure is called on the loop's thread.
  public struct Program {
    /// The program starts: what it asks of the loop before the first frame is drawn.
    public var handleStart: () -> [LoopRequest]
    public var handleEvent: (InputEvent) -> [LoopRequest]
    public var handleMessage: (Message) -> [LoopRequest]
    /// A frame is due: monotonic time since the loop started, and the tag asked for.
    public var handleFrame: (Duration, Int) -> [LoopRequest]
    /// A stop signal (SIGINT, SIGTERM, SIGHUP) arrived.
    public var handleSignal: (Int32) -> [LoopRequest]
    public var render: () -> CellGrid

    public init(
      handleStart: @escaping () -> [LoopRequest] = { [] },
      handleEvent: @escaping (InputEvent) -> [LoopRequest],
      handleMessage: @escaping (Message) -> [LoopRequest] = { _ in [] },
      handleFrame: @escaping (Duration, Int) -> [LoopRequest],
      handleSignal: @escaping (Int32) -> [LoopRequest] = { _ in [.quit] },
      render: @escaping () -> CellGrid
    ) {
      self.handleStart = handleStart
      self.handleEvent = handleEvent
      self.handleMessage = handleMessage
      self.handleFrame = handleFrame
      self.handleSignal = handleSignal
      self.render = render
    }
  }

  /// Counts for measuring: loop wake-ups, frames delivered, and draws that wrote cells.
  public struct Statistics: Sendable {
    public var wakeUps = 0
    public var frames = 0
    public var draws = 0
    public var cellsWritten = 0
  }

  public let terminal: any Terminal
  public let mailbox: Mailbox<Message>
  public private(set) var statistics = Statistics()
  /// The signal that ended the loop, if one did.
  public private(set) var stopSignal: Int32?

  /// A loop over `terminal`; other threads reach it through `mailbox`.
  public init(terminal: any Terminal) {
    self.terminal = terminal
    mailbox = Mailbox(pipe: terminal.wakePipe)
  }

  /// Runs `program` until it asks to quit or a stop signal arrives.
  public func run(_ program: Program) {
    let clock = ContinuousClock()
    let start = clock.now
    let interval = Duration.nanoseconds(16_666_667)
    var pending: (tag: Int, deadline: ContinuousClock.Instant)?
    // The deadline of the frame just delivered, to keep a steady 60 per second.
    var lastFrame: ContinuousClock.Instant?
    var startRequests = program.handleStart()
    draw(program.render())
    while true {
      var requests = startRequests
      startRequests = []
      var changed = false
      terminal.wakePipe.drain()
      if let signal = terminal.takeStopSignal() {
        stopSignal = signal
        requests += program.handleSignal(signal)
        changed = true
      }
      for message in mailbox.takeAll() {
        requests += program.handleMessage(message)
        changed = true
      }
      for event in terminal.readEvents() {
        requests += program.handleEvent(event)
        changed = true
      }
      lastFrame = nil
      if let frame = pending, clock.now >= frame.deadline {
        pending = nil
        lastFrame = frame.deadline
        statistics.frames += 1
        requests += program.handleFrame(clock.now - start, frame.tag)
        changed = true
      }
      var quit = false
      for request in requests {
        switch request {
        case .quit: quit = true
        case .redraw: terminal.invalidate()
        case .suspend(let work):
          terminal.suspend()
          work.run()
          terminal.resume()
          terminal.invalidate()
          changed = true
        case .frame(let tag):
          // Keep the cadence of a running glide; a new glide starts one interval from now.
          let now = clock.now
          var deadline = now.advanced(by: interval)
          if let frame = pending, frame.deadline < deadline {
            deadline = frame.deadline
          } else if let lastFrame, lastFrame.advanced(by: interval) > now {
            deadline = lastFrame.advanced(by: interval)
          }
          pending = (tag, deadline)
        case .frameAfter(let tag, let delay):
          let deadline = clock.now.advanced(by: delay)
          if let frame = pending, frame.deadline <= deadline { break }
          pending = (tag, deadline)
        }
      }
      if quit { return }
      if changed { draw(program.render()) }
      var timeout: Int32 = -1
      if let frame = pending {
        let left = clock.now.duration(to: frame.deadline)
        let ms = Double(left.components.seconds) * 1000 + Double(left.components.attoseconds) / 1e15
        timeout = Int32(max(0, ms.rounded(.up)))
      }
      let hungUp = terminal.waitForInput(timeoutMs: timeout)
      statistics.wakeUps += 1
      // The terminal went away (hang-up without a signal): stop rather than spin.
      if hungUp { return }
    }
  }

  private func draw(_ grid: CellGrid) {
    let cells = terminal.draw(grid)
    if cells > 0 {
      statistics.draws += 1
      statistics.cellsWritten += cells
    }
  }
}
