import LeetTestSupport
import TermCore
import Testing

@testable import LeetCurses

#if canImport(Glibc)
  import Glibc
#endif

/// The event loop over a scripted terminal: what it draws at the start, after a key, when a
/// message arrives from another thread, after a resize, and how it ends.
@Suite struct EventLoopTests {
  /// A small program: counts keys, shows the last message, the size, and quits on `q`.
  final class Counter {
    var keys = 0
    var note = "-"
    var size: Size
    var frameTags: [Int] = []

    init(size: Size) { self.size = size }

    func program() -> EventLoop<String>.Program {
      EventLoop<String>.Program(
        handleEvent: { [self] event in
          switch event {
          case .key(.character("q")): return [.quit]
          case .key(.character("a")):
            frameTags.append(0)
            keys += 1
            return [.frame(tag: 7)]
          case .key(.character("s")):
            keys += 1
            return [.frameAfter(tag: 3, delay: .milliseconds(100))]
          case .key: keys += 1
          case .resize(let newSize): size = newSize
          case .mouse: break
          }
          return []
        },
        handleMessage: { [self] message in
          note = message
          return []
        },
        handleFrame: { [self] _, tag in
          frameTags.append(tag)
          return []
        },
        render: { [self] in
          var grid = CellGrid(size: size)
          grid.put("keys=\(keys) note=\(note)", at: Point(x: 0, y: 0))
          grid.put("\(size.width)x\(size.height)", at: Point(x: 0, y: size.height - 1))
          return grid
        })
    }
  }

  static let size = Size(width: 20, height: 3)

  @Test func theFirstFrameIsDrawnBeforeAnyInput() {
    let terminal = FakeTerminal(size: Self.size, script: [.keys([.character("q")])])
    let counter = Counter(size: Self.size)
    EventLoop<String>(terminal: terminal).run(counter.program())
    #expect(terminal.frames.first == "keys=0 note=-\n\n20x3")
    #expect(terminal.frames.count == 1, "quitting draws nothing more")
    #expect(!terminal.ranOutOfScript)
  }

  @Test func aKeyRedrawsWithItsEffect() {
    let terminal = FakeTerminal(
      size: Self.size, script: [.keys([.character("x"), .character("y")]), .keys([.character("q")])])
    let counter = Counter(size: Self.size)
    EventLoop<String>(terminal: terminal).run(counter.program())
    #expect(terminal.frames == ["keys=0 note=-\n\n20x3", "keys=2 note=-\n\n20x3"])
    #expect(!terminal.ranOutOfScript)
  }

  @Test func aMessageFromAnotherThreadArrivesThroughTheMailbox() {
    let counter = Counter(size: Self.size)
    let terminal = Self.loopPosting("loaded", counter: counter)
    #expect(terminal.frames.last == "keys=0 note=loaded\n\n20x3")
    #expect(!terminal.ranOutOfScript, "the post woke the loop")
  }

  /// Runs a loop whose script posts `message` from another thread, then quits.
  static func loopPosting(_ message: String, counter: Counter) -> FakeTerminal {
    let box = MailboxBox()
    let terminal = FakeTerminal(
      size: size,
      script: [.background { box.mailbox?.post(message) }, .keys([.character("q")])])
    let loop = EventLoop<String>(terminal: terminal)
    box.mailbox = loop.mailbox
    loop.run(counter.program())
    return terminal
  }

  /// Lets a script step reach a mailbox made after the script.
  final class MailboxBox: @unchecked Sendable {
    var mailbox: Mailbox<String>?
  }

  @Test func aResizeRedrawsAtTheNewSize() {
    let wide = Size(width: 30, height: 4)
    let terminal = FakeTerminal(
      size: Self.size, script: [.resize(wide), .keys([.character("q")])])
    let counter = Counter(size: Self.size)
    EventLoop<String>(terminal: terminal).run(counter.program())
    #expect(terminal.frames.last == "keys=0 note=-\n\n\n30x4")
    #expect(terminal.size == wide)
  }

  @Test func framesAskedForAreDeliveredWithTheirTag() {
    let terminal = FakeTerminal(
      size: Self.size, script: [.keys([.character("a")]), .keys([.character("q")])])
    let counter = Counter(size: Self.size)
    let loop = EventLoop<String>(terminal: terminal)
    loop.run(counter.program())
    #expect(counter.frameTags == [0, 7], "the key, then one frame with its tag")
    #expect(loop.statistics.frames == 1)
  }

  @Test func aFrameAskedForLaterWaitsItsDelay() {
    let terminal = FakeTerminal(
      size: Self.size, script: [.keys([.character("s")]), .keys([.character("q")])])
    let counter = Counter(size: Self.size)
    let loop = EventLoop<String>(terminal: terminal)
    loop.run(counter.program())
    #expect(counter.frameTags == [3])
    let waited = terminal.timeouts.filter { $0 >= 0 }
    #expect(waited.count == 1 && waited[0] > 80 && waited[0] <= 100, "\(terminal.timeouts)")
  }

  @Test func aGlideAskedForWhileALaterFrameWaitsStartsAtOnce() {
    let terminal = FakeTerminal(
      size: Self.size,
      script: [.keys([.character("s"), .character("a")]), .keys([.character("q")])])
    let counter = Counter(size: Self.size)
    let loop = EventLoop<String>(terminal: terminal)
    loop.run(counter.program())
    #expect(counter.frameTags == [0, 7], "one frame, the glide's")
    let waited = terminal.timeouts.filter { $0 >= 0 }
    #expect(waited.count == 1 && waited[0] <= 17, "\(terminal.timeouts)")
  }

  @Test func aStopSignalEndsTheLoop() {
    let terminal = FakeTerminal(size: Self.size, script: [.signal(SIGTERM), .keys([.character("x")])])
    let counter = Counter(size: Self.size)
    let loop = EventLoop<String>(terminal: terminal)
    loop.run(counter.program())
    #expect(loop.stopSignal == SIGTERM)
    #expect(counter.keys == 0, "nothing after the signal is read")
    #expect(!terminal.ranOutOfScript)
  }

  @Test func quittingEndsTheLoopAndTheRestOfTheScriptIsNotPlayed() {
    let terminal = FakeTerminal(
      size: Self.size, script: [.keys([.character("q")]), .keys([.character("x")])])
    let counter = Counter(size: Self.size)
    EventLoop<String>(terminal: terminal).run(counter.program())
    #expect(counter.keys == 0)
    #expect(!terminal.ranOutOfScript)
  }
}
