/* The ncursesw functions and variables leetview uses, loaded on first use (lazy_libraries.h).
   The wide-character API is switched on in Package.swift, as Sources/CNcursesw/shim.h does. */
#include <ncursesw/curses.h>
/* A macro in the header, a function in the library (the one Swift calls). */
#undef mvwadd_wch

#include "lazy_library.h"

static struct lazy_library curses =
    LAZY_LIBRARY("libncursesw.so." LAZY_STRING(NCURSES_VERSION_MAJOR), "libncursesw6");

LAZY_FUNCTION(curses, SCREEN *, newterm, (const char *type, FILE *out, FILE *in), (type, out, in))
LAZY_VOID_FUNCTION(curses, delscreen, (SCREEN *screen), (screen))
LAZY_FUNCTION(curses, int, endwin, (void), ())
LAZY_FUNCTION(curses, int, reset_prog_mode, (void), ())
LAZY_FUNCTION(curses, int, cbreak, (void), ())
LAZY_FUNCTION(curses, int, noecho, (void), ())
LAZY_FUNCTION(curses, int, nonl, (void), ())
LAZY_FUNCTION(curses, int, curs_set, (int visibility), (visibility))
LAZY_FUNCTION(curses, int, set_escdelay, (int milliseconds), (milliseconds))
LAZY_FUNCTION(curses, int, keypad, (WINDOW * window, bool on), (window, on))
LAZY_FUNCTION(curses, int, nodelay, (WINDOW * window, bool on), (window, on))
LAZY_FUNCTION(curses, int, clearok, (WINDOW * window, bool on), (window, on))
LAZY_FUNCTION(curses, bool, has_colors, (void), ())
LAZY_FUNCTION(curses, int, start_color, (void), ())
LAZY_FUNCTION(curses, int, use_default_colors, (void), ())
LAZY_FUNCTION(curses, int, init_pair, (NCURSES_PAIRS_T pair, NCURSES_COLOR_T fg, NCURSES_COLOR_T bg),
              (pair, fg, bg))
LAZY_FUNCTION(curses, int, init_extended_pair, (int pair, int fg, int bg), (pair, fg, bg))
LAZY_FUNCTION(curses, int, setcchar,
              (cchar_t * cell, const wchar_t *text, const attr_t attributes, NCURSES_PAIRS_T pair,
               const void *options),
              (cell, text, attributes, pair, options))
LAZY_FUNCTION(curses, int, mvwadd_wch, (WINDOW * window, int y, int x, const cchar_t *cell),
              (window, y, x, cell))
LAZY_FUNCTION(curses, int, wget_wch, (WINDOW * window, wint_t *key), (window, key))
LAZY_FUNCTION(curses, int, wnoutrefresh, (WINDOW * window), (window))
LAZY_FUNCTION(curses, int, wrefresh, (WINDOW * window), (window))
LAZY_FUNCTION(curses, int, doupdate, (void), ())
LAZY_FUNCTION(curses, int, wredrawln, (WINDOW * window, int first, int count), (window, first, count))

/// Defines `getter` to read the library's variable `name` of type `type`.
#define LAZY_VARIABLE(type, getter, name)                                                \
  LAZY_HIDDEN type getter(void) {                                                        \
    static void *slot;                                                                   \
    return *(type *)lazy_library_cached(&curses, &slot, #name);                          \
  }

LAZY_VARIABLE(WINDOW *, lv_stdscr, stdscr)
LAZY_VARIABLE(int, lv_lines, LINES)
LAZY_VARIABLE(int, lv_cols, COLS)
LAZY_VARIABLE(int, lv_colors, COLORS)
LAZY_VARIABLE(int, lv_color_pairs, COLOR_PAIRS)
