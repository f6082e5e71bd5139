#ifndef LOCAL_PROCESS_H
#define LOCAL_PROCESS_H


/// A pipe whose two ends are close-on-exec, in `fds`.
int local_pipe_cloexec(int fds[2]);

/// The limits a case starts under; 0 for none.
typedef struct {
  /// RLIMIT_DATA: bytes of heap and private writable mappings.
  unsigned long data_bytes;
  /// RLIMIT_CPU: seconds of CPU before SIGXCPU (SIGKILL a second later).
  unsigned long cpu_seconds;
  /// RLIMIT_NPROC: how many more tasks than this user runs now the case may start.
  unsigned long processes;
} local_case_limits;

/// A report on the status pipe: the case could not start; its value is the errno.
#define LOCAL_REPORT_NOT_STARTED 1
/// A report on the status pipe: the case ended; its value is the status `waitpid` gave.
#define LOCAL_REPORT_ENDED 2

/// Starts `path` (`argv`, `envp`) in `directory` under a supervisor: a child of this thread, a
/// subreaper, that forks the case in a process group of its own with `fds` at 0-3, its signals
/// at their defaults and `limits` set, writes two-int reports (kind, value) to `status_write`,
/// and, when the case ends or the supervisor gets SIGTERM (also when the calling thread ends),
/// kills and reaps every descendant before it exits. Returns the supervisor's pid, or -errno.
int local_spawn_case(const char *path, char *const argv[], char *const envp[], const char *directory,
                     const int fds[4], int status_write, local_case_limits limits);

#endif
