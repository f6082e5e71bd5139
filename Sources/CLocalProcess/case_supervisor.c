#define _GNU_SOURCE
#include "local_process.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

// Everything from the first fork on runs in a copy of a threaded process: only system calls
// (async-signal-safe), no malloc, no stdio, no locks.

/// Writes one report (`kind`, `value`) to the status pipe at fd 4.
static void report(int kind, int value) {
  int message[2] = {kind, value};
  ssize_t written;
  do {
    written = write(4, message, sizeof message);
  } while (written < 0 && errno == EINTR);
}

/// Closes every descriptor from `low` up.
static void close_from(int low) {
#ifdef SYS_close_range
  if (syscall(SYS_close_range, (unsigned)low, ~0U, 0) == 0) return;
#endif
  struct rlimit files;
  int high = getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < 65536 ? (int)files.rlim_cur : 65536;
  for (int fd = low; fd < high; fd++) close(fd);
}

/// Sets the soft and hard limit of `resource` to `value` (hard: `hard`).
static void limit(int resource, rlim_t value, rlim_t hard) {
  struct rlimit bounds = {value, hard};
  setrlimit(resource, &bounds);
}

/// The case itself: a group of its own, signals at their defaults, its limits, then the program.
static void run_case(const char *path, char *const argv[], char *const envp[], const char *directory,
                     const local_case_limits *limits) {
  setpgid(0, 0);
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  for (int sig = 1; sig < NSIG; sig++) {
    if (sig != SIGKILL && sig != SIGSTOP) sigaction(sig, &fallback, NULL);
  }
  limit(RLIMIT_CORE, 0, 0);
  if (limits->data_bytes) limit(RLIMIT_DATA, limits->data_bytes, limits->data_bytes);
  if (limits->cpu_seconds) limit(RLIMIT_CPU, limits->cpu_seconds, limits->cpu_seconds + 1);
  if (limits->processes) limit(RLIMIT_NPROC, limits->processes, limits->processes);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  if (chdir(directory) == 0) execve(path, argv, envp);
  report(LOCAL_REPORT_NOT_STARTED, errno);
  _exit(127);
}

/// Writes "/proc/self/task/<pid>/children" into `path` (at least 64 bytes) without stdio.
static void children_path(char *path) {
  const char *head = "/proc/self/task/";
  size_t length = strlen(head);
  memcpy(path, head, length);
  char digits[24];
  int count = 0;
  for (long pid = getpid(); pid > 0 && count < 24; pid /= 10) digits[count++] = (char)('0' + pid % 10);
  while (count > 0) path[length++] = digits[--count];
  memcpy(path + length, "/children", sizeof "/children");
}

/// Kills every process below this one (a subreaper, so every descendant of the case is a child
/// of it or below one) until none is left, reaping them all; reports the case's end if it is
/// among them.
static void kill_tree(pid_t child, int *reported) {
  char path[64];
  children_path(path);
  for (;;) {
    kill(-child, SIGKILL);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
      char buffer[4096];
      long pid = 0;
      ssize_t count;
      while ((count = read(fd, buffer, sizeof buffer)) > 0) {
        for (ssize_t i = 0; i < count; i++) {
          if (buffer[i] >= '0' && buffer[i] <= '9') {
            pid = pid * 10 + (buffer[i] - '0');
          } else if (pid > 0) {
            kill((pid_t)pid, SIGKILL);
            pid = 0;
          }
        }
      }
      if (pid > 0) kill((pid_t)pid, SIGKILL);
      close(fd);
    }
    int status;
    pid_t reaped = waitpid(-1, &status, 0);
    if (reaped < 0 && errno == EINTR) continue;
    if (reaped < 0) return;
    if (reaped == child && !*reported) {
      report(LOCAL_REPORT_ENDED, status);
      *reported = 1;
    }
  }
}

/// The supervisor: a subreaper that starts the case, reports how it ended, then kills and reaps
/// all that is left below it; asked to stop (SIGTERM, also sent when leetview's thread ends),
/// it kills it all at once.
static void supervise(pid_t parent, const char *path, char *const argv[], char *const envp[],
                      const char *directory, const int fds[4], int status_write,
                      const local_case_limits *limits) {
  prctl(PR_SET_PDEATHSIG, SIGTERM);
  if (getppid() != parent) _exit(0);
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigaction(SIGCHLD, &fallback, NULL);
  for (int target = 0; target < 4; target++) dup2(fds[target], target);
  dup2(status_write, 4);
  close_from(5);
  fcntl(4, F_SETFD, FD_CLOEXEC);
  pid_t child = fork();
  if (child == 0) run_case(path, argv, envp, directory, limits);
  for (int fd = 0; fd < 4; fd++) close(fd);
  if (child < 0) {
    report(LOCAL_REPORT_NOT_STARTED, errno);
    _exit(0);
  }
  sigset_t wanted;
  sigemptyset(&wanted);
  sigaddset(&wanted, SIGCHLD);
  sigaddset(&wanted, SIGTERM);
  int reported = 0;
  while (!reported) {
    siginfo_t info;
    int sig = sigwaitinfo(&wanted, &info);
    if (sig == SIGTERM) break;
    int status;
    pid_t reaped;
    while ((reaped = waitpid(-1, &status, WNOHANG)) > 0) {
      if (reaped == child) {
        report(LOCAL_REPORT_ENDED, status);
        reported = 1;
      }
    }
  }
  kill_tree(child, &reported);
  _exit(0);
}

/// The tasks (threads) of processes whose real user is this process's, as `/proc` lists them.
static long user_tasks(void) {
  DIR *proc = opendir("/proc");
  if (!proc) return -1;
  long total = 0;
  uid_t me = getuid();
  struct dirent *entry;
  while ((entry = readdir(proc))) {
    if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
    char path[300];
    snprintf(path, sizeof path, "/proc/%s/status", entry->d_name);
    FILE *file = fopen(path, "re");
    if (!file) continue;
    char line[256];
    long uid = -1, threads = 0;
    while (fgets(line, sizeof line, file)) {
      if (strncmp(line, "Uid:", 4) == 0) uid = strtol(line + 4, NULL, 10);
      if (strncmp(line, "Threads:", 8) == 0) threads = strtol(line + 8, NULL, 10);
    }
    fclose(file);
    if (uid == (long)me) total += threads;
  }
  closedir(proc);
  return total;
}

int local_spawn_case(const char *path, char *const argv[], char *const envp[], const char *directory,
                     const int fds[4], int status_write, local_case_limits limits) {
  if (limits.processes) {
    long tasks = user_tasks();
    limits.processes = tasks < 0 ? 0 : (unsigned long)tasks + limits.processes;
  }
  // Every signal blocked across the fork: none reaches leetview's handlers in the copy, and the
  // supervisor takes SIGCHLD and SIGTERM from the mask with sigwaitinfo.
  sigset_t all, previous;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &previous);
  pid_t parent = getpid();
  pid_t supervisor = fork();
  if (supervisor == 0) supervise(parent, path, argv, envp, directory, fds, status_write, &limits);
  int failure = errno;
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  return supervisor < 0 ? -failure : supervisor;
}
