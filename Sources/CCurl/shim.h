#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H
/* libcurl (Debian libcurl4-openssl-dev): the network helper's HTTP client, driven with the easy
   interface (one blocking transfer; while it waits, the thread sleeps in poll). curl_easy_setopt
   and curl_easy_getinfo are variadic, which Swift cannot call: these typed wrappers can. */
#include <curl/curl.h>

/* Receives a piece of the body or one header line; returns the bytes taken (fewer aborts). */
typedef size_t (*lv_curl_receiver)(char *data, size_t size, size_t count, void *context);

static inline CURLcode lv_curl_set_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode lv_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode lv_curl_set_pointer(CURL *handle, CURLoption option, const void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode lv_curl_set_receiver(CURL *handle, CURLoption option,
                                            lv_curl_receiver receiver) {
  return curl_easy_setopt(handle, option, receiver);
}

static inline CURLcode lv_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}
#endif
