#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H
/* Wide-character curses API (get_wch, cchar_t, setcchar, mvwadd_wch).
   Defined here because SwiftPM drops -D flags that come from pkg-config. */
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>

extern int wcwidth(wchar_t c);

/* Macros Swift cannot import, exposed as constants. */
static const attr_t LV_A_NORMAL    = A_NORMAL;
static const attr_t LV_A_BOLD      = A_BOLD;
static const attr_t LV_A_DIM       = A_DIM;
static const attr_t LV_A_UNDERLINE = A_UNDERLINE;
static const attr_t LV_A_REVERSE   = A_REVERSE;
#ifdef A_ITALIC
static const attr_t LV_A_ITALIC    = A_ITALIC;
#else
static const attr_t LV_A_ITALIC    = A_NORMAL;
#endif

/* Mutable C globals are rejected by Swift 6 strict concurrency; read them through functions.
   These five read ncursesw's own variables and are defined with the functions in
   Sources/CLazyLibraries (the library is loaded on first use, not linked). */
WINDOW *lv_stdscr(void);
int lv_lines(void);
int lv_cols(void);
int lv_colors(void);
int lv_color_pairs(void);
static inline FILE *lv_stdin(void) { return stdin; }
static inline FILE *lv_stdout(void) { return stdout; }
#endif
