import Foundation
import TerminalGraphics
import Testing

@testable import LeetCurses

// glibc declares these only under _XOPEN_SOURCE, which Swift's Glibc module was not built with.
@_silgen_name("posix_openpt") private func openPseudoTerminal(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantPseudoTerminal(_ fd: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockPseudoTerminal(_ fd: Int32) -> Int32
@_silgen_name("ptsname") private func pseudoTerminalName(_ fd: Int32) -> UnsafeMutablePointer<CChar>?

/// Asking a real pseudo-terminal for its graphics (issue 36): the far end plays the terminal,
/// reading the question and answering as kitty, as xterm, late, or not at all.
@Suite struct GraphicsProbeTests {
  /// A pseudo-terminal pair: the far end (the terminal) and the near end (leetview's tty).
  final class Pair: Sendable {
    let terminal: Int32
    let tty: Int32

    init() throws {
      terminal = openPseudoTerminal(O_RDWR | O_NOCTTY)
      guard terminal >= 0, grantPseudoTerminal(terminal) == 0, unlockPseudoTerminal(terminal) == 0,
        let name = pseudoTerminalName(terminal)
      else { throw POSIXError(.ENODEV) }
      tty = open(String(cString: name), O_RDWR | O_NOCTTY)
      guard tty >= 0 else { throw POSIXError(.ENODEV) }
    }

    /// What the near end wrote, read at the far end until `count` bytes or two seconds.
    func readQuestion(_ count: Int) -> [UInt8] {
      var bytes: [UInt8] = []
      let deadline = Date().addingTimeInterval(2)
      var chunk = [UInt8](repeating: 0, count: 256)
      while bytes.count < count, Date() < deadline {
        var poller = pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 50) > 0 else { continue }
        let read = chunk.withUnsafeMutableBytes { Glibc.read(terminal, $0.baseAddress, $0.count) }
        if read > 0 { bytes += chunk.prefix(read) }
      }
      return bytes
    }

    func answer(_ text: String) {
      _ = Array(text.utf8).withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
    }

    deinit {
      close(tty)
      close(terminal)
    }
  }

  /// Asks on `pair`'s near end while `terminal` plays the far end; the answers and the question.
  static func ask(_ pair: Pair, timeout: Duration = .seconds(2), terminal: @escaping @Sendable (Pair) -> Void)
    -> (answers: GraphicsAnswers?, question: [UInt8])
  {
    let question = Locked<[UInt8]>([])
    let done = DispatchSemaphore(value: 0)
    Thread {
      question.set(pair.readQuestion(GraphicsQuery.bytes.count))
      terminal(pair)
      done.signal()
    }.start()
    let answers = GraphicsProbe.ask(input: pair.tty, output: pair.tty, timeout: timeout)
    done.wait()
    return (answers, question.get())
  }

  @Test func kittyIsFoundAndTheTerminalModesAreGivenBack() throws {
    let pair = try Pair()
    var before = termios()
    tcgetattr(pair.tty, &before)
    let (answers, question) = Self.ask(pair) {
      $0.answer("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[?62;c")
    }
    #expect(question == GraphicsQuery.bytes)
    #expect(answers?.kitty == true && answers?.complete == true && answers?.version == "kitty(0.26.5)")
    var after = termios()
    tcgetattr(pair.tty, &after)
    #expect(after.c_lflag == before.c_lflag)
  }

  @Test func anAnswerInPiecesIsReadWholeAndSixelFound() throws {
    let pair = try Pair()
    let (answers, _) = Self.ask(pair) {
      $0.answer("\u{1B}P>|XTe")
      usleep(30_000)
      $0.answer("rm(379)\u{1B}\\\u{1B}[?63;1;2;4")
      usleep(30_000)
      $0.answer(";6c")
    }
    #expect(answers?.sixel == true && answers?.kitty == false && answers?.version == "XTerm(379)")
  }

  @Test func aTerminalThatNeverAnswersCostsOnlyTheTimeout() throws {
    let pair = try Pair()
    let started = ContinuousClock.now
    let (answers, question) = Self.ask(pair, timeout: .milliseconds(200)) { _ in }
    let took = ContinuousClock.now - started
    #expect(question == GraphicsQuery.bytes)
    #expect(answers?.complete == false && answers?.kitty == false && answers?.sixel == false)
    #expect(took >= .milliseconds(200) && took < .seconds(2), "\(took)")
  }

  @Test func nothingIsAskedOfAPipe() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    #expect(GraphicsProbe.ask(input: ends[0], output: ends[1]) == nil)
    var poller = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
    #expect(poll(&poller, 1, 0) == 0, "something was written to the pipe")
  }
}

/// A value shared between two threads.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func set(_ new: Value) { lock.withLock { value = new } }

  func get() -> Value { lock.withLock { value } }
}
