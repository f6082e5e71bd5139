#ifndef LOCAL_PROCESS_H
#define LOCAL_PROCESS_H

#include <spawn.h>

/// Adds "change to `directory`" to `actions`.
int local_spawn_chdir(posix_spawn_file_actions_t *actions, const char *directory);
/// A pipe whose two ends are close-on-exec, in `fds`.
int local_pipe_cloexec(int fds[2]);
/// Limits the address space of the running process `pid` to `bytes`, and its core dumps to none.
int local_limit_memory(int pid, unsigned long bytes);

#endif
