#ifndef LV_KEYRING_H
#define LV_KEYRING_H
/* The Secret Service search for Chromium's "Safe Storage" password, kept in C so that glib's
   lists, hash tables and errors never cross into Swift. A search is shared by the thread that
   runs it and the caller that waits for it (each holds a reference), so that a caller whose
   deadline passes can cancel it and walk away. */
#include <stddef.h>

typedef struct lv_keyring_search lv_keyring_search;

/* How a search ended. */
enum {
  LV_KEYRING_DONE = 0,       /* searched; zero or more secrets */
  LV_KEYRING_NO_SERVICE = 1, /* no Secret Service on the session bus (or no bus) */
  LV_KEYRING_CANCELLED = 2,  /* cancelled before it ended */
  LV_KEYRING_FAILED = 3      /* the service answered with an error */
};

/* A new search holding one reference. */
lv_keyring_search *lv_keyring_search_new(void);
/* One more reference, for the thread that runs it. */
void lv_keyring_search_retain(lv_keyring_search *search);
/* Drops a reference; the last one frees the search and wipes its secrets. */
void lv_keyring_search_release(lv_keyring_search *search);
/* Cancels a running search from any thread. */
void lv_keyring_search_cancel(lv_keyring_search *search);

/* Blocks until done: every item of every collection whose attribute `application` is one of
   `applications` (in that order), then every item labelled `label`; unlocking when needed.
   Returns one of the LV_KEYRING_ values. */
int lv_keyring_search_run(lv_keyring_search *search, const char *const *applications, int count,
                          const char *label);

/* The secrets found, in the order found (duplicates dropped). */
int lv_keyring_search_count(const lv_keyring_search *search);
const unsigned char *lv_keyring_search_secret(const lv_keyring_search *search, int index, size_t *length);
/* Where secret `index` was found: "application=NAME" or "label". */
const char *lv_keyring_search_origin(const lv_keyring_search *search, int index);
/* How many matching items stayed locked. */
int lv_keyring_search_locked(const lv_keyring_search *search);
/* The service's message for LV_KEYRING_NO_SERVICE or LV_KEYRING_FAILED (never a secret), or "". */
const char *lv_keyring_search_message(const lv_keyring_search *search);
#endif
