#define _GNU_SOURCE
#include "terminal_guard.h"

int spawn_close_from(posix_spawn_file_actions_t *actions, int low) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
  return posix_spawn_file_actions_addclosefrom_np(actions, low);
#else
  (void)actions;
  (void)low;
  return 0;
#endif
}
