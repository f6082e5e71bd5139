#ifndef LAZY_LIBRARIES_H
#define LAZY_LIBRARIES_H

/// Every C library leetview and its helpers call, loaded with `dlopen` on its first call rather
/// than by the dynamic loader at start-up, so that no program's ELF header names any of them:
/// ncursesw and cmark-gfm (`leetview --print` uses neither, and loading them cost it about a fifth
/// of its instructions), libcurl (the network helper), libpng, libjpeg, giflib and chafa (the
/// picture helper), SQLite, libcrypto, libsecret and glib (the cookie helper). Each function of
/// theirs that is called is defined here under its own name, hidden from the dynamic symbol table
/// (one file a library: curses_stubs.c, cmark_stubs.c, curl_stubs.c, ...), so the Swift and C code
/// calls them as declared by their headers; the first call loads the library, and a library that
/// cannot be loaded ends the program with one line on stderr naming the Debian package to install,
/// as the dynamic loader would have at start. A function called but not defined here is an
/// undefined symbol when the programs are linked, since the libraries are not linked.

#endif
