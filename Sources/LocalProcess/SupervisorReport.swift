import CLocalProcess
import Glibc

/// What a case's supervisor reported on its status pipe: whether the case started, how it ended.
enum SupervisorReport {
  /// The case's ending from the reports on `fd` (read once the supervisor is reaped), given
  /// whether the deadline stopped it.
  static func ending(read fd: Int32, stopped: Bool) -> CaseProcess.Ending {
    _ = fcntl(fd, F_SETFL, O_NONBLOCK)
    var notStarted: Int32?
    var status: Int32?
    var message: [Int32] = [0, 0]
    while message.withUnsafeMutableBytes({ Glibc.read(fd, $0.baseAddress, $0.count) }) == 8 {
      if message[0] == LOCAL_REPORT_NOT_STARTED { notStarted = message[1] }
      if message[0] == LOCAL_REPORT_ENDED { status = message[1] }
    }
    if let notStarted { return .notStarted(notStarted) }
    if stopped { return .timedOut }
    guard let status else { return .signaled(SIGKILL) }
    let signal = status & 0x7f
    if signal == 0 { return .exited((status >> 8) & 0xff) }
    // Past its CPU limit: the backstop of the deadline.
    return signal == SIGXCPU ? .timedOut : .signaled(signal)
  }
}
