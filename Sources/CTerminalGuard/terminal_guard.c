#include "terminal_guard.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved;
static volatile sig_atomic_t have_saved = 0;
static int tty_fd = -1;
static struct sigaction previous[NSIG];
static const int fatal_signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
/* Reset attributes, show the cursor, stop mouse reporting, leave the alternate screen. */
static const char reset_seq[] =
    "\033[0m\033[?25h\033[?1000l\033[?1002l\033[?1003l\033[?1006l\033[?1049l\r\n";

void terminal_guard_restore(void) {
  if (!have_saved) return;
  tcsetattr(tty_fd, TCSANOW, &saved);
  ssize_t ignored = write(tty_fd, reset_seq, sizeof reset_seq - 1);
  (void)ignored;
}

void terminal_guard_disarm(void) { have_saved = 0; }

static void on_fatal_signal(int sig) {
  terminal_guard_restore();
  have_saved = 0;
  sigaction(sig, &previous[sig], NULL);
  raise(sig);
}

int terminal_guard_install(int fd) {
  if (tcgetattr(fd, &saved) != 0) return -1;
  tty_fd = fd;
  have_saved = 1;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_fatal_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_NODEFER | SA_RESETHAND;
  for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
    int sig = fatal_signals[i];
    sigaction(sig, &action, &previous[sig]);
  }
  return 0;
}

/* Modes curses does not know of (the mouse reports leetview turns on itself): switched off
   before curses' SIGTSTP handler leaves the screen, and on again when it has come back. */
static struct sigaction curses_stop;
static char modes_off[256], modes_on[64];
static volatile sig_atomic_t continued = 0;
static volatile sig_atomic_t modes_active = 0;

static void on_stop(int sig) {
  int active = modes_active;
  ssize_t ignored;
  if (active) ignored = write(STDOUT_FILENO, modes_off, strlen(modes_off));
  curses_stop.sa_handler(sig); /* returns once the process is continued */
  if (active && modes_active) ignored = write(STDOUT_FILENO, modes_on, strlen(modes_on));
  continued = continued + 1;
  (void)ignored;
}

int terminal_guard_wrap_stop(const char *off, const char *on) {
  if (strlen(off) >= sizeof modes_off || strlen(on) >= sizeof modes_on) return -1;
  struct sigaction current;
  if (sigaction(SIGTSTP, NULL, &current) != 0) return -1;
  if (current.sa_flags & SA_SIGINFO || current.sa_handler == SIG_DFL ||
      current.sa_handler == SIG_IGN || current.sa_handler == on_stop)
    return -1;
  strcpy(modes_off, off);
  strcpy(modes_on, on);
  curses_stop = current;
  struct sigaction action = current;
  action.sa_handler = on_stop;
  return sigaction(SIGTSTP, &action, NULL);
}

void terminal_guard_set_modes_active(int active) { modes_active = active; }

int terminal_guard_set_stop_off(const char *off) {
  if (strlen(off) >= sizeof modes_off) return -1;
  int active = modes_active;
  modes_active = 0; /* a Ctrl-Z meanwhile writes nothing rather than half a sequence */
  strcpy(modes_off, off);
  modes_active = active;
  return 0;
}

int terminal_guard_continued(void) { return continued; }
