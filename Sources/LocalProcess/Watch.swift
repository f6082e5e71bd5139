import FoundationEssentials
import Glibc

/// Bytes read from a pipe, up to a limit; the rest counted and dropped.
struct Capped {
  var data = Data()
  var limit: Int
  var dropped = 0

  /// Keeps what fits of `bytes`.
  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    let room = max(0, limit - data.count)
    if room > 0 { data.append(contentsOf: bytes.prefix(room)) }
    dropped += max(0, bytes.count - room)
  }
}

/// Feeds a running case its input and reads its pipes until its supervisor ends (having killed
/// everything below it) or its deadline passes; then tells the supervisor to kill it all.
struct Watch {
  let pipes: Pipes
  let input: Data
  var written = 0
  var stdout: Capped
  var stderr: Capped
  var answer: Capped

  /// How long the supervisor has to kill and reap the case after SIGTERM before it is killed.
  static let stopSeconds = 5.0

  init(pipes: Pipes, input: Data, limits: CaseProcess.Limits) {
    self.pipes = pipes
    self.input = input
    stdout = Capped(limit: limits.outputBytes)
    stderr = Capped(limit: limits.outputBytes)
    answer = Capped(limit: CaseProcess.answerBytes)
  }

  /// Follows `supervisor` until it ends (then until the pipes are drained) or `deadline`
  /// (monotonic), when it is stopped and reaped.
  /// - Returns: whether the deadline stopped it.
  mutating func follow(_ supervisor: pid_t, until deadline: Double) -> Bool {
    var inputOpen = true
    _ = fcntl(pipes.input.write, F_SETFL, O_NONBLOCK)
    if input.isEmpty {
      close(pipes.input.write)
      inputOpen = false
    }
    var open: [Int32] = [pipes.output.read, pipes.errors.read, pipes.answer.read]
    var ended = false
    var step: Int32 = 1
    while true {
      if !ended { ended = Self.reap(supervisor, blocking: false) }
      if ended, open.isEmpty { return false }
      let now = CaseProcess.monotonic()
      if now >= deadline {
        if ended { return false }
        Self.stop(supervisor)
        return true
      }
      var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      if inputOpen { fds.append(pollfd(fd: pipes.input.write, events: Int16(POLLOUT), revents: 0)) }
      // The supervisor's end is noticed within a few milliseconds; no pidfd is needed.
      // Once the pipes are closed only the exit is awaited, a millisecond at a time.
      let wait = open.isEmpty ? 1 : ended ? 20 : min(step, Int32(max(1, (deadline - now) * 1000)))
      step = min(step * 2, 16)
      let ready = poll(&fds, nfds_t(fds.count), wait)
      if ready <= 0 {
        // Drained as far as it goes: a process outside the tree may hold a pipe open.
        if ended, ready == 0 { open.removeAll() }
        continue
      }
      for entry in fds where entry.revents != 0 {
        if entry.fd == pipes.input.write {
          if !feed() { inputOpen = false }
          continue
        }
        if !drain(entry.fd) { open.removeAll { $0 == entry.fd } }
        step = 1
      }
    }
  }

  /// Asks `supervisor` to kill the case's tree and reaps it; kills it when it takes too long.
  static func stop(_ supervisor: pid_t) {
    kill(supervisor, SIGTERM)
    let limit = CaseProcess.monotonic() + stopSeconds
    while CaseProcess.monotonic() < limit {
      if reap(supervisor, blocking: false) { return }
      usleep(1000)
    }
    kill(supervisor, SIGKILL)
    _ = reap(supervisor, blocking: true)
  }

  /// Writes more of the input; false when it is all written (or the child closed its end).
  private mutating func feed() -> Bool {
    let count = input.withUnsafeBytes { buffer -> Int in
      guard let base = buffer.baseAddress else { return 0 }
      return Glibc.write(pipes.input.write, base + written, buffer.count - written)
    }
    if count > 0 { written += count }
    if written >= input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
      close(pipes.input.write)
      return false
    }
    return true
  }

  /// Reads what `fd` has; false at its end.
  private mutating func drain(_ fd: Int32) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
    if count < 0 { return errno == EINTR || errno == EAGAIN }
    guard count > 0 else { return false }
    buffer.withUnsafeBytes { bytes in
      let slice = UnsafeRawBufferPointer(rebasing: bytes[0..<count])
      switch fd {
      case pipes.output.read: stdout.append(slice)
      case pipes.errors.read: stderr.append(slice)
      default: answer.append(slice)
      }
    }
    return true
  }

  /// Whether `pid` has ended and is reaped (`blocking` waits for it).
  private static func reap(_ pid: pid_t, blocking: Bool) -> Bool {
    var status: Int32 = 0
    while true {
      let reaped = waitpid(pid, &status, blocking ? 0 : WNOHANG)
      if reaped == -1, errno == EINTR { continue }
      return reaped != 0
    }
  }
}
