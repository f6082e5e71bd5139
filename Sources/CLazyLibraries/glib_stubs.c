/* The glib, gobject and gio functions CKeyring uses around libsecret, loaded on first use
   (lazy_libraries.h). They are looked up in libgio's handle, which finds those of gobject and
   glib too (its dependencies); all three are in Debian's libglib2.0-0. Their addresses are also
   handed to glib as callbacks (g_free, g_str_hash, ...), which then call these stand-ins. */
#include <gio/gio.h>
#include <stdarg.h>

#include "lazy_library.h"

/* Names that newer glib headers also define as macros, for inline fast paths. */
#undef g_strdup
#undef g_str_equal

static struct lazy_library gio = LAZY_LIBRARY("libgio-2.0.so.0", "libglib2.0-0");

/* g_new0 calls g_malloc0_n, or g_malloc0 when optimising with a constant size. */
LAZY_FUNCTION(gio, gpointer, g_malloc0, (gsize size), (size))
LAZY_FUNCTION(gio, gpointer, g_malloc0_n, (gsize count, gsize size), (count, size))
LAZY_VOID_FUNCTION(gio, g_free, (gpointer memory), (memory))
LAZY_FUNCTION(gio, gchar *, g_strdup, (const gchar *text), (text))
LAZY_FUNCTION(gio, guint, g_str_hash, (gconstpointer text), (text))
LAZY_FUNCTION(gio, gboolean, g_str_equal, (gconstpointer one, gconstpointer other), (one, other))
LAZY_FUNCTION(gio, GBytes *, g_bytes_new, (gconstpointer data, gsize size), (data, size))
LAZY_FUNCTION(gio, gconstpointer, g_bytes_get_data, (GBytes * bytes, gsize *size), (bytes, size))
LAZY_FUNCTION(gio, gboolean, g_bytes_equal, (gconstpointer one, gconstpointer other), (one, other))
LAZY_VOID_FUNCTION(gio, g_bytes_unref, (GBytes * bytes), (bytes))
LAZY_FUNCTION(gio, GPtrArray *, g_ptr_array_new_with_free_func, (GDestroyNotify free), (free))
LAZY_VOID_FUNCTION(gio, g_ptr_array_add, (GPtrArray * array, gpointer data), (array, data))
LAZY_VOID_FUNCTION(gio, g_ptr_array_foreach, (GPtrArray * array, GFunc each, gpointer context),
                   (array, each, context))
LAZY_VOID_FUNCTION(gio, g_ptr_array_unref, (GPtrArray * array), (array))
LAZY_FUNCTION(gio, GHashTable *, g_hash_table_new, (GHashFunc hash, GEqualFunc equal), (hash, equal))
LAZY_FUNCTION(gio, gboolean, g_hash_table_insert, (GHashTable * table, gpointer key, gpointer value),
              (table, key, value))
LAZY_VOID_FUNCTION(gio, g_hash_table_unref, (GHashTable * table), (table))
LAZY_FUNCTION(gio, GList *, g_list_append, (GList * list, gpointer data), (list, data))
LAZY_VOID_FUNCTION(gio, g_list_free, (GList * list), (list))
LAZY_VOID_FUNCTION(gio, g_list_free_full, (GList * list, GDestroyNotify free), (list, free))
LAZY_FUNCTION(gio, gboolean, g_error_matches, (const GError *error, GQuark domain, gint code),
              (error, domain, code))
LAZY_VOID_FUNCTION(gio, g_error_free, (GError * error), (error))
LAZY_VOID_FUNCTION(gio, g_object_unref, (gpointer object), (object))
LAZY_FUNCTION(gio, GQuark, g_io_error_quark, (void), ())
LAZY_FUNCTION(gio, GCancellable *, g_cancellable_new, (void), ())
LAZY_VOID_FUNCTION(gio, g_cancellable_cancel, (GCancellable * cancellable), (cancellable))

/* Variadic: its arguments are handed on as a va_list, to the library's g_strdup_vprintf. */
LAZY_HIDDEN gchar *g_strdup_printf(const gchar *format, ...) {
  static void *slot;
  gchar *(*real)(const gchar *, va_list) = lazy_library_cached(&gio, &slot, "g_strdup_vprintf");
  va_list arguments;
  va_start(arguments, format);
  gchar *text = real(format, arguments);
  va_end(arguments);
  return text;
}
