#ifndef LAZY_LIBRARIES_H
#define LAZY_LIBRARIES_H

/// ncursesw and cmark-gfm, loaded with `dlopen` on their first call rather than by the dynamic
/// loader at start-up: `leetview --print` uses neither, and loading them cost it about a fifth of
/// its instructions. Each function of theirs that leetview calls is defined here under its own
/// name (curses_stubs.c, cmark_stubs.c), so the Swift code calls them as declared by their
/// headers; the first call loads the library, and a library that cannot be loaded ends the
/// program with one line on stderr, as the dynamic loader would have at start.

#endif
