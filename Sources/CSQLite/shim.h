#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H
/* The system SQLite (Debian libsqlite3-dev): reads the browsers' cookie databases. */
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast of -1 that Swift does not import. */
static inline sqlite3_destructor_type lv_sqlite_transient(void) { return SQLITE_TRANSIENT; }
#endif
