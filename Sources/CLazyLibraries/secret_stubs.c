/* The libsecret functions CKeyring uses to search the Secret Service, loaded on first use
   (lazy_libraries.h); its glib calls are in glib_stubs.c. libsecret's own calls into glib bind to
   glib itself, since these stand-ins are hidden from the dynamic symbol table. */
#include <libsecret/secret.h>

#include "lazy_library.h"

/* libsecret-1 has the soname libsecret-1.so.0. */
static struct lazy_library secret = LAZY_LIBRARY("libsecret-1.so.0", "libsecret-1-0");

LAZY_FUNCTION(secret, SecretService *, secret_service_get_sync,
              (SecretServiceFlags flags, GCancellable *cancellable, GError **error), (flags, cancellable, error))
LAZY_FUNCTION(secret, GList *, secret_service_search_sync,
              (SecretService * service, const SecretSchema *schema, GHashTable *attributes,
               SecretSearchFlags flags, GCancellable *cancellable, GError **error),
              (service, schema, attributes, flags, cancellable, error))
LAZY_FUNCTION(secret, GList *, secret_service_get_collections, (SecretService * service), (service))
LAZY_FUNCTION(secret, gint, secret_service_unlock_sync,
              (SecretService * service, GList *objects, GCancellable *cancellable, GList **unlocked,
               GError **error),
              (service, objects, cancellable, unlocked, error))
LAZY_FUNCTION(secret, gboolean, secret_collection_load_items_sync,
              (SecretCollection * collection, GCancellable *cancellable, GError **error),
              (collection, cancellable, error))
LAZY_FUNCTION(secret, GList *, secret_collection_get_items, (SecretCollection * collection), (collection))
LAZY_FUNCTION(secret, gchar *, secret_item_get_label, (SecretItem * item), (item))
LAZY_FUNCTION(secret, gboolean, secret_item_get_locked, (SecretItem * item), (item))
LAZY_FUNCTION(secret, SecretValue *, secret_item_get_secret, (SecretItem * item), (item))
LAZY_FUNCTION(secret, gboolean, secret_item_load_secret_sync,
              (SecretItem * item, GCancellable *cancellable, GError **error), (item, cancellable, error))
LAZY_FUNCTION(secret, const gchar *, secret_value_get, (SecretValue * value, gsize *length), (value, length))
LAZY_VOID_FUNCTION(secret, secret_value_unref, (gpointer value), (value))
