/* The SQLite functions the cookie helper uses to read the browsers' cookie stores, loaded on
   first use (lazy_libraries.h). */
#include <sqlite3.h>

#include "lazy_library.h"

/* SQLite 3 has the soname libsqlite3.so.0 (the header names only the release). */
static struct lazy_library sqlite = LAZY_LIBRARY("libsqlite3.so.0", "libsqlite3-0");

LAZY_FUNCTION(sqlite, int, sqlite3_open_v2, (const char *name, sqlite3 **db, int flags, const char *vfs),
              (name, db, flags, vfs))
LAZY_FUNCTION(sqlite, int, sqlite3_close_v2, (sqlite3 * db), (db))
LAZY_FUNCTION(sqlite, int, sqlite3_extended_result_codes, (sqlite3 * db, int on), (db, on))
LAZY_VOID_FUNCTION(sqlite, sqlite3_progress_handler, (sqlite3 * db, int steps, int (*handler)(void *), void *context),
                   (db, steps, handler, context))
LAZY_FUNCTION(sqlite, const char *, sqlite3_errmsg, (sqlite3 * db), (db))
LAZY_FUNCTION(sqlite, const char *, sqlite3_errstr, (int code), (code))
LAZY_FUNCTION(sqlite, int, sqlite3_extended_errcode, (sqlite3 * db), (db))
LAZY_FUNCTION(sqlite, int, sqlite3_prepare_v2,
              (sqlite3 * db, const char *sql, int length, sqlite3_stmt **statement, const char **tail),
              (db, sql, length, statement, tail))
LAZY_FUNCTION(sqlite, int, sqlite3_bind_text,
              (sqlite3_stmt * statement, int index, const char *text, int length, void (*destructor)(void *)),
              (statement, index, text, length, destructor))
LAZY_FUNCTION(sqlite, int, sqlite3_step, (sqlite3_stmt * statement), (statement))
LAZY_FUNCTION(sqlite, int, sqlite3_finalize, (sqlite3_stmt * statement), (statement))
LAZY_FUNCTION(sqlite, int, sqlite3_column_count, (sqlite3_stmt * statement), (statement))
LAZY_FUNCTION(sqlite, int, sqlite3_column_type, (sqlite3_stmt * statement, int column), (statement, column))
LAZY_FUNCTION(sqlite, const void *, sqlite3_column_blob, (sqlite3_stmt * statement, int column),
              (statement, column))
LAZY_FUNCTION(sqlite, const unsigned char *, sqlite3_column_text, (sqlite3_stmt * statement, int column),
              (statement, column))
LAZY_FUNCTION(sqlite, int, sqlite3_column_bytes, (sqlite3_stmt * statement, int column), (statement, column))
LAZY_FUNCTION(sqlite, sqlite3_int64, sqlite3_column_int64, (sqlite3_stmt * statement, int column),
              (statement, column))
LAZY_FUNCTION(sqlite, double, sqlite3_column_double, (sqlite3_stmt * statement, int column), (statement, column))
LAZY_FUNCTION(sqlite, int, sqlite3_blob_open,
              (sqlite3 * db, const char *schema, const char *table, const char *column, sqlite3_int64 row,
               int flags, sqlite3_blob **blob),
              (db, schema, table, column, row, flags, blob))
LAZY_FUNCTION(sqlite, int, sqlite3_blob_bytes, (sqlite3_blob * blob), (blob))
LAZY_FUNCTION(sqlite, int, sqlite3_blob_read, (sqlite3_blob * blob, void *into, int length, int offset),
              (blob, into, length, offset))
LAZY_FUNCTION(sqlite, int, sqlite3_blob_close, (sqlite3_blob * blob), (blob))
