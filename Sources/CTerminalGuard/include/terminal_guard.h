#ifndef TERMINAL_GUARD_H
#define TERMINAL_GUARD_H

#include <spawn.h>

/// Saves the terminal modes of `fd` and installs handlers for fatal signals (ILL, TRAP, ABRT,
/// SEGV, BUS, FPE) that restore them, leave the alternate screen, and then hand the signal on
/// to the previous handler. Returns 0 on success, -1 when `fd` is not a terminal.
int terminal_guard_install(int fd);

/// Restores the saved modes and writes the reset sequence. Async-signal-safe.
void terminal_guard_restore(void);

/// Forgets the saved state (after a normal shutdown) so later signals do nothing.
void terminal_guard_disarm(void);

/// Wraps curses' SIGTSTP handler (installed by `newterm`) so that, while the modes are active,
/// `off` is written to the terminal before the process stops and `on` after it continues: for
/// modes curses does not know of. Returns 0 on success, -1 when there is no handler to wrap.
int terminal_guard_wrap_stop(const char *off, const char *on);

/// Whether the modes of `terminal_guard_wrap_stop` are on now (1) or off (0).
void terminal_guard_set_modes_active(int active);

/// Replaces what is written before the process stops (the mouse off, and the pictures in the
/// terminal's graphics taken off the screen). Returns 0, or -1 when `off` is too long.
int terminal_guard_set_stop_off(const char *off);

/// How many times the process has been continued after a Ctrl-Z (curses then repainted the
/// screen as text, without the pictures).
int terminal_guard_continued(void);

/// Adds to `actions` the closing of every descriptor from `low` up, so that a program given the
/// terminal (an editor) holds none of leetview's pipes: glibc's
/// `posix_spawn_file_actions_addclosefrom_np` (2.34), which Swift's Glibc module does not show.
/// Returns 0 on success, else an errno value (0 where the C library has no such action).
int spawn_close_from(posix_spawn_file_actions_t *actions, int low);
/// Sets `attributes` so that the program starts with every signal unblocked and at its default
/// (a parent's blocked or ignored signals would survive exec), in a process group of its own
/// when `own_group` is non-zero. Returns posix_spawnattr's first error, else 0.
int spawn_clean_signals(posix_spawnattr_t *attributes, int own_group);

#endif
