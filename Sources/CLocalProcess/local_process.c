#define _GNU_SOURCE
#include "local_process.h"

#include <fcntl.h>
#include <unistd.h>

int local_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }
