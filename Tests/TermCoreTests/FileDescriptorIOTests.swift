import Foundation
import Testing

@testable import TermCore

@Suite("Whole reads of a descriptor: its end, a limit, a deadline")
struct FileDescriptorIOTests {
  @Test("a pipe read to its end; one past the limit is nil")
  func endAndLimit() throws {
    let ends = try Self.pipe()
    #expect(FileDescriptorIO.write(Data("twelve bytes".utf8), to: ends.write))
    close(ends.write)
    #expect(FileDescriptorIO.readToEnd(ends.read, limit: 11) == nil)
    close(ends.read)
    let again = try Self.pipe()
    FileDescriptorIO.write(Data("twelve bytes".utf8), to: again.write)
    close(again.write)
    #expect(FileDescriptorIO.readToEnd(again.read, limit: 12) == Data("twelve bytes".utf8))
    close(again.read)
  }

  @Test("a pipe another holds open gives what arrived by the deadline, and no later")
  func heldPipeEndsAtTheDeadline() throws {
    let ends = try Self.pipe()
    defer {
      close(ends.read)
      close(ends.write)
    }
    FileDescriptorIO.write(Data("so far".utf8), to: ends.write)
    let started = ContinuousClock.now
    let read = FileDescriptorIO.readToEnd(ends.read, until: started + .milliseconds(300))
    let waited = ContinuousClock.now - started
    #expect(read == Data("so far".utf8))
    // `poll` waits in whole milliseconds, so the read may end within one of the deadline.
    #expect(waited >= .milliseconds(290) && waited < .seconds(10))
  }

  /// A new pipe's ends.
  static func pipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    try #require(Glibc.pipe(&ends) == 0)
    return (ends[0], ends[1])
  }
}
