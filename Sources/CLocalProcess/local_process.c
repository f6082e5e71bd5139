#define _GNU_SOURCE
#include "local_process.h"

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

int local_spawn_chdir(posix_spawn_file_actions_t *actions, const char *directory) {
  return posix_spawn_file_actions_addchdir_np(actions, directory);
}

int local_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int local_limit_memory(int pid, unsigned long bytes) {
  struct rlimit memory = {bytes, bytes};
  struct rlimit core = {0, 0};
  int failed = prlimit(pid, RLIMIT_AS, &memory, NULL);
  return prlimit(pid, RLIMIT_CORE, &core, NULL) | failed;
}
