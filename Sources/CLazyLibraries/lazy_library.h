#ifndef LAZY_LIBRARY_H
#define LAZY_LIBRARY_H

/// One shared library loaded on first use: its soname, the Debian package that has it, and,
/// once loaded, its handle.
struct lazy_library {
  const char *soname;
  const char *package;
  int tried;
  void *handle;
};

#define LAZY_LIBRARY(soname, package) {soname, package, 0, 0}

/// Spells a number macro (a header's version) as a string literal, for a soname.
#define LAZY_STRING(x) LAZY_STRING_OF(x)
#define LAZY_STRING_OF(x) #x

/// Keeps a definition out of the program's dynamic symbol table. Swift executables export their
/// symbols, and a library opened here would otherwise bind its own calls (libsecret's to glib, say,
/// made while lazy_library_handle holds its lock) to these stand-ins instead of the real functions.
#define LAZY_HIDDEN __attribute__((visibility("hidden")))

/// The library's handle, loading it on the first call; NULL when it cannot be loaded.
LAZY_HIDDEN void *lazy_library_handle(struct lazy_library *library);

/// The address of `name` in the library; ends the program with one line on stderr when the
/// library or the symbol is missing.
LAZY_HIDDEN void *lazy_library_symbol(struct lazy_library *library, const char *name);

/// `slot`'s cached address of `name`, looked up on first use (benign races: every thread finds the
/// same address).
static inline void *lazy_library_cached(struct lazy_library *library, void **slot, const char *name) {
  void *found = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
  if (!found) {
    found = lazy_library_symbol(library, name);
    __atomic_store_n(slot, found, __ATOMIC_RELEASE);
  }
  return found;
}

/// Defines `ret name params` to call the library's own `name` with `args`.
#define LAZY_FUNCTION(library, ret, name, params, args)                                  \
  LAZY_HIDDEN ret name params {                                                          \
    static void *slot;                                                                   \
    return ((ret(*) params)lazy_library_cached(&library, &slot, #name)) args;            \
  }

/// The same for a function that returns nothing.
#define LAZY_VOID_FUNCTION(library, name, params, args)                                  \
  LAZY_HIDDEN void name params {                                                         \
    static void *slot;                                                                   \
    ((void(*) params)lazy_library_cached(&library, &slot, #name)) args;                  \
  }

/// The same for a function that never returns (it ends in a longjmp or exits).
#define LAZY_NORETURN_FUNCTION(library, name, params, args)                              \
  LAZY_HIDDEN void name params {                                                         \
    static void *slot;                                                                   \
    ((void(*) params)lazy_library_cached(&library, &slot, #name)) args;                  \
    __builtin_unreachable();                                                             \
  }

#endif
