import Dispatch
import Testing

@testable import LeetCurses

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct MailboxTests {
  @Test func messagesPostedFromAnotherThreadWakeTheReaderInOrder() throws {
    let pipe = try #require(WakePipe())
    let mailbox = Mailbox<Int>(pipe: pipe)
    DispatchQueue.global().async {
      for value in 1...3 { mailbox.post(value) }
    }
    var fds = [pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0)]
    #expect(poll(&fds, 1, 5_000) == 1, "the pipe wakes a poll")
    var received: [Int] = []
    for _ in 0..<100 where received.count < 3 {
      pipe.drain()
      received += mailbox.takeAll()
      if received.count < 3 { _ = poll(&fds, 1, 100) }
    }
    #expect(received == [1, 2, 3])
    #expect(mailbox.takeAll().isEmpty)
  }

  @Test func drainingLeavesThePipeQuiet() throws {
    let pipe = try #require(WakePipe())
    pipe.wake()
    pipe.wake()
    pipe.drain()
    var fds = [pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0)]
    #expect(poll(&fds, 1, 0) == 0)
  }
}
