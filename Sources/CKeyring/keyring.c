#include "keyring.h"

#include <libsecret/secret.h>
#include <string.h>

struct lv_keyring_search {
  gint refs;
  GCancellable *cancellable;
  GPtrArray *secrets; /* GBytes */
  GPtrArray *origins; /* gchar* */
  int locked;
  gchar *message;
};

lv_keyring_search *lv_keyring_search_new(void) {
  lv_keyring_search *search = g_new0(lv_keyring_search, 1);
  search->refs = 1;
  search->cancellable = g_cancellable_new();
  search->secrets = g_ptr_array_new_with_free_func((GDestroyNotify)g_bytes_unref);
  search->origins = g_ptr_array_new_with_free_func(g_free);
  search->message = g_strdup("");
  return search;
}

void lv_keyring_search_retain(lv_keyring_search *search) { g_atomic_int_inc(&search->refs); }

static void wipe(gpointer data, gpointer unused) {
  (void)unused;
  gsize length = 0;
  gconstpointer bytes = g_bytes_get_data((GBytes *)data, &length);
  if (bytes != NULL) memset((void *)bytes, 0, length);
}

void lv_keyring_search_release(lv_keyring_search *search) {
  if (!g_atomic_int_dec_and_test(&search->refs)) return;
  g_ptr_array_foreach(search->secrets, wipe, NULL);
  g_ptr_array_unref(search->secrets);
  g_ptr_array_unref(search->origins);
  g_object_unref(search->cancellable);
  g_free(search->message);
  g_free(search);
}

void lv_keyring_search_cancel(lv_keyring_search *search) { g_cancellable_cancel(search->cancellable); }

/* Keeps the secret of `item` when it has one and it is new; counts it locked otherwise. */
static void keep(lv_keyring_search *search, SecretItem *item, const char *origin) {
  SecretValue *value = secret_item_get_secret(item);
  if (value == NULL) {
    search->locked += 1;
    return;
  }
  gsize length = 0;
  const gchar *bytes = secret_value_get(value, &length);
  GBytes *secret = g_bytes_new(bytes, length);
  secret_value_unref(value);
  for (guint i = 0; i < search->secrets->len; i++) {
    if (g_bytes_equal(g_ptr_array_index(search->secrets, i), secret)) {
      wipe(secret, NULL);
      g_bytes_unref(secret);
      return;
    }
  }
  g_ptr_array_add(search->secrets, secret);
  g_ptr_array_add(search->origins, g_strdup(origin));
}

/* The outcome for `error`, keeping its message. */
static int failure(lv_keyring_search *search, GError *error, int otherwise) {
  int status = g_error_matches(error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ? LV_KEYRING_CANCELLED : otherwise;
  g_free(search->message);
  search->message = g_strdup(error->message);
  g_error_free(error);
  return status;
}

/* Every item whose `application` attribute is `application`, in every collection. */
static int by_application(lv_keyring_search *search, SecretService *service, const char *application) {
  GError *error = NULL;
  GHashTable *attributes = g_hash_table_new(g_str_hash, g_str_equal);
  g_hash_table_insert(attributes, (gpointer) "application", (gpointer)application);
  GList *items = secret_service_search_sync(
      service, NULL, attributes, SECRET_SEARCH_ALL | SECRET_SEARCH_UNLOCK | SECRET_SEARCH_LOAD_SECRETS,
      search->cancellable, &error);
  g_hash_table_unref(attributes);
  if (error != NULL) return failure(search, error, LV_KEYRING_FAILED);
  gchar *origin = g_strdup_printf("application=%s", application);
  for (GList *node = items; node != NULL; node = node->next) keep(search, node->data, origin);
  g_free(origin);
  g_list_free_full(items, g_object_unref);
  return LV_KEYRING_DONE;
}

/* Every item labelled `label`, in every collection, unlocked and loaded when needed. */
static int by_label(lv_keyring_search *search, SecretService *service, const char *label) {
  GList *collections = secret_service_get_collections(service);
  int status = LV_KEYRING_DONE;
  for (GList *node = collections; node != NULL && status == LV_KEYRING_DONE; node = node->next) {
    SecretCollection *collection = node->data;
    GError *error = NULL;
    if (!secret_collection_load_items_sync(collection, search->cancellable, &error)) {
      status = failure(search, error, LV_KEYRING_FAILED);
      break;
    }
    GList *items = secret_collection_get_items(collection);
    for (GList *entry = items; entry != NULL; entry = entry->next) {
      SecretItem *item = entry->data;
      gchar *name = secret_item_get_label(item);
      int matches = name != NULL && strcmp(name, label) == 0;
      g_free(name);
      if (!matches) continue;
      if (secret_item_get_locked(item)) {
        GList *one = g_list_append(NULL, item);
        secret_service_unlock_sync(service, one, search->cancellable, NULL, NULL);
        g_list_free(one);
      }
      if (secret_item_get_secret(item) == NULL && !secret_item_get_locked(item)) {
        secret_item_load_secret_sync(item, search->cancellable, NULL);
      }
      keep(search, item, "label");
    }
    g_list_free_full(items, g_object_unref);
  }
  g_list_free_full(collections, g_object_unref);
  return status;
}

int lv_keyring_search_run(lv_keyring_search *search, const char *const *applications, int count,
                          const char *label) {
  GError *error = NULL;
  SecretService *service =
      secret_service_get_sync(SECRET_SERVICE_LOAD_COLLECTIONS, search->cancellable, &error);
  if (service == NULL) {
    return error != NULL ? failure(search, error, LV_KEYRING_NO_SERVICE) : LV_KEYRING_NO_SERVICE;
  }
  int status = LV_KEYRING_DONE;
  for (int i = 0; i < count && status == LV_KEYRING_DONE; i++) {
    status = by_application(search, service, applications[i]);
  }
  if (status == LV_KEYRING_DONE && label != NULL) status = by_label(search, service, label);
  g_object_unref(service);
  return status;
}

int lv_keyring_search_count(const lv_keyring_search *search) { return (int)search->secrets->len; }

const unsigned char *lv_keyring_search_secret(const lv_keyring_search *search, int index, size_t *length) {
  gsize size = 0;
  const unsigned char *bytes = g_bytes_get_data(g_ptr_array_index(search->secrets, index), &size);
  *length = size;
  return bytes;
}

const char *lv_keyring_search_origin(const lv_keyring_search *search, int index) {
  return g_ptr_array_index(search->origins, index);
}

int lv_keyring_search_locked(const lv_keyring_search *search) { return search->locked; }

const char *lv_keyring_search_message(const lv_keyring_search *search) { return search->message; }
