#define _GNU_SOURCE
#include "terminal_guard.h"

#include <signal.h>

int spawn_close_from(posix_spawn_file_actions_t *actions, int low) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
  return posix_spawn_file_actions_addclosefrom_np(actions, low);
#else
  (void)actions;
  (void)low;
  return 0;
#endif
}

int spawn_clean_signals(posix_spawnattr_t *attributes, int own_group) {
  sigset_t none, all;
  sigemptyset(&none);
  sigfillset(&all);
  int failed = posix_spawnattr_setsigmask(attributes, &none);
  failed = failed ? failed : posix_spawnattr_setsigdefault(attributes, &all);
  short flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
  if (own_group) {
    flags |= POSIX_SPAWN_SETPGROUP;
    failed = failed ? failed : posix_spawnattr_setpgroup(attributes, 0);
  }
  return failed ? failed : posix_spawnattr_setflags(attributes, flags);
}
