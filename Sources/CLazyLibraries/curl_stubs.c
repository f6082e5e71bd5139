/* The libcurl functions the network helper uses, loaded on first use (lazy_libraries.h). Its
   setopt and getinfo are variadic: each reads its one extra argument as the type the option's
   number says (libcurl's own rule: a long, an object, a function, a curl_off_t or a blob) and
   passes it on as that type. */
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include <stdarg.h>

#include "lazy_library.h"

/* libcurl has had the soname libcurl.so.4 since 7.16 (its headers name no soname). */
static struct lazy_library curl = LAZY_LIBRARY("libcurl.so.4", "libcurl4");

LAZY_FUNCTION(curl, CURLcode, curl_global_init, (long flags), (flags))
LAZY_FUNCTION(curl, CURL *, curl_easy_init, (void), ())
LAZY_FUNCTION(curl, CURLcode, curl_easy_perform, (CURL * handle), (handle))
LAZY_VOID_FUNCTION(curl, curl_easy_cleanup, (CURL * handle), (handle))
LAZY_FUNCTION(curl, const char *, curl_easy_strerror, (CURLcode code), (code))
LAZY_FUNCTION(curl, struct curl_slist *, curl_slist_append, (struct curl_slist * list, const char *text),
              (list, text))
LAZY_VOID_FUNCTION(curl, curl_slist_free_all, (struct curl_slist * list), (list))

/// libcurl's setopt, as the library defines it.
typedef CURLcode (*curl_setter)(CURL *handle, CURLoption option, ...);

/// A function pointer as an option's value (CURLOPTTYPE_FUNCTIONPOINT).
typedef void (*curl_callback)(void);

LAZY_HIDDEN CURLcode curl_easy_setopt(CURL *handle, CURLoption option, ...) {
  static void *slot;
  curl_setter real = (curl_setter)lazy_library_cached(&curl, &slot, "curl_easy_setopt");
  va_list arguments;
  va_start(arguments, option);
  CURLcode code;
  if (option < CURLOPTTYPE_OBJECTPOINT) {
    code = real(handle, option, va_arg(arguments, long));
  } else if (option < CURLOPTTYPE_FUNCTIONPOINT) {
    code = real(handle, option, va_arg(arguments, void *));
  } else if (option < CURLOPTTYPE_OFF_T) {
    code = real(handle, option, va_arg(arguments, curl_callback));
  } else if (option < CURLOPTTYPE_BLOB) {
    code = real(handle, option, va_arg(arguments, curl_off_t));
  } else {
    code = real(handle, option, va_arg(arguments, void *));
  }
  va_end(arguments);
  return code;
}

/// libcurl's getinfo, as the library defines it.
typedef CURLcode (*curl_getter)(CURL *handle, CURLINFO info, ...);

/* Every CURLINFO takes a pointer to where the answer goes. */
LAZY_HIDDEN CURLcode curl_easy_getinfo(CURL *handle, CURLINFO info, ...) {
  static void *slot;
  curl_getter real = (curl_getter)lazy_library_cached(&curl, &slot, "curl_easy_getinfo");
  va_list arguments;
  va_start(arguments, info);
  CURLcode code = real(handle, info, va_arg(arguments, void *));
  va_end(arguments);
  return code;
}
