#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal leetview runs in the foreground of, and handing that foreground to a process
/// group and back (`tcsetpgrp`, as a job-control shell does).
struct TerminalForeground {
  /// The terminal's descriptor.
  let fd: Int32

  /// The first of stdin, stdout and stderr that is a terminal, when leetview's group is its
  /// foreground; nil when there is none or leetview runs in the background.
  static func current() -> TerminalForeground? {
    for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where isatty(fd) == 1 {
      return tcgetpgrp(fd) == getpgrp() ? TerminalForeground(fd: fd) : nil
    }
    return nil
  }

  /// Whether leetview's group has the terminal's foreground now.
  var isOurs: Bool { tcgetpgrp(fd) == getpgrp() }

  /// Makes `group` the terminal's foreground; SIGTTOU is held off, since leetview may be in the
  /// background when it calls this.
  func give(to group: pid_t) {
    var ttou = sigset_t()
    sigemptyset(&ttou)
    sigaddset(&ttou, SIGTTOU)
    var saved = sigset_t()
    pthread_sigmask(SIG_BLOCK, &ttou, &saved)
    _ = tcsetpgrp(fd, group)
    pthread_sigmask(SIG_SETMASK, &saved, nil)
  }

  /// Takes the foreground back for leetview's group.
  func takeBack() { give(to: getpgrp()) }
}
