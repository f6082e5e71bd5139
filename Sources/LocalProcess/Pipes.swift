import CLocalProcess
import Glibc

/// One pipe: its two descriptors, close-on-exec, both above 4 so that placing them at 0–4 in
/// the supervisor never lands on themselves.
struct Pipe {
  var read: Int32
  var write: Int32

  /// A new pipe, or nil when the descriptors ran out.
  init?() {
    var fds: [Int32] = [-1, -1]
    guard local_pipe_cloexec(&fds) == 0 else { return nil }
    read = Self.raised(fds[0])
    write = Self.raised(fds[1])
  }

  /// `fd` moved to 10 or above when it is low.
  private static func raised(_ fd: Int32) -> Int32 {
    guard fd < 5 else { return fd }
    let moved = fcntl(fd, F_DUPFD_CLOEXEC, 10)
    guard moved >= 0 else { return fd }
    close(fd)
    return moved
  }
}

/// The four pipes of a case: the input, stdout, stderr and the answer.
struct Pipes {
  var input: Pipe
  var output: Pipe
  var errors: Pipe
  var answer: Pipe

  /// Four new pipes, or nil when the descriptors ran out.
  init?() {
    guard let input = Pipe(), let output = Pipe(), let errors = Pipe(), let answer = Pipe() else {
      return nil
    }
    self.input = input
    self.output = output
    self.errors = errors
    self.answer = answer
  }

  /// Closes the ends the child uses, once it has them.
  func closeChildEnds() {
    for fd in [input.read, output.write, errors.write, answer.write] { close(fd) }
  }

  /// Closes the ends leetview uses (the input's write end may be closed already: harmless).
  func closeParentEnds() {
    for fd in [output.read, errors.read, answer.read] { close(fd) }
  }
}
