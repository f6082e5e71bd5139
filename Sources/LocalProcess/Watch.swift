import Foundation

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

/// Feeds a running case its input and reads its pipes until it ends or its deadline passes;
/// then kills its whole group.
struct Watch {
  let pipes: Pipes
  let input: Data
  var written = 0
  var stdout: Capped
  var stderr: Capped
  var answer: Capped

  init(pipes: Pipes, input: Data, limits: CaseProcess.Limits) {
    self.pipes = pipes
    self.input = input
    stdout = Capped(limit: limits.outputBytes)
    stderr = Capped(limit: limits.outputBytes)
    answer = Capped(limit: CaseProcess.answerBytes)
  }

  /// Follows `pid` until it ends (then until its pipes are drained) or `deadline` (monotonic).
  mutating func follow(_ pid: pid_t, until deadline: Double) -> CaseProcess.Ending {
    var inputOpen = true
    _ = fcntl(pipes.input.write, F_SETFL, O_NONBLOCK)
    if input.isEmpty {
      close(pipes.input.write)
      inputOpen = false
    }
    var open: [Int32] = [pipes.output.read, pipes.errors.read, pipes.answer.read]
    var ending: CaseProcess.Ending?
    var step: Int32 = 1
    while true {
      if ending == nil, let ended = reap(pid, blocking: false) {
        ending = ended
        // Whatever it started goes with it; then what is left in the pipes is read.
        kill(-pid, SIGKILL)
      }
      if let ending, open.isEmpty { return ending }
      let now = CaseProcess.monotonic()
      if now >= deadline {
        kill(-pid, SIGKILL)
        if let ending { return ending }
        _ = reap(pid, blocking: true)
        return .timedOut
      }
      var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      if inputOpen { fds.append(pollfd(fd: pipes.input.write, events: Int16(POLLOUT), revents: 0)) }
      // The child's end is noticed within a few milliseconds; no pidfd is needed.
      // Once the pipes are closed only the exit is awaited, a millisecond at a time.
      let wait =
        open.isEmpty ? 1 : ending != nil ? 20 : min(step, Int32(max(1, (deadline - now) * 1000)))
      step = min(step * 2, 16)
      let ready = poll(&fds, nfds_t(fds.count), wait)
      if ready <= 0 {
        // Drained as far as it goes: a process outside the group may hold a pipe open.
        if ending != nil, ready == 0 { open.removeAll() }
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

  /// Writes more of the input; false when it is all written (or the child closed its end).
  private mutating func feed() -> Bool {
    let count = input.withUnsafeBytes { buffer -> Int in
      guard let base = buffer.baseAddress else { return 0 }
      return Foundation.write(pipes.input.write, base + written, buffer.count - written)
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
    let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
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

  /// How `pid` ended, or nil while it runs (`blocking` waits for it).
  private func reap(_ pid: pid_t, blocking: Bool) -> CaseProcess.Ending? {
    var status: Int32 = 0
    while true {
      let reaped = waitpid(pid, &status, blocking ? 0 : WNOHANG)
      if reaped == -1, errno == EINTR { continue }
      guard reaped == pid else { return reaped == 0 ? nil : .exited(127) }
      let signal = status & 0x7f
      return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }
  }
}
