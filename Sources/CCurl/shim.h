#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H
/* libcurl (Debian libcurl4-openssl-dev): the network helper's HTTP client, driven with the easy
   interface (one blocking transfer; while it waits, the thread sleeps in poll). curl_easy_setopt
   and curl_easy_getinfo are variadic, which Swift cannot call: these typed wrappers can. */
#include <curl/curl.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>

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

/* Opens the socket for a connection to `address`, or refuses it (CURL_SOCKET_BAD): libcurl calls
   it with the address it resolved, just before connecting. */
typedef curl_socket_t (*lv_curl_opener)(void *context, curlsocktype purpose,
                                         struct curl_sockaddr *address);

static inline CURLcode lv_curl_set_opener(CURL *handle, lv_curl_opener opener) {
  return curl_easy_setopt(handle, CURLOPT_OPENSOCKETFUNCTION, opener);
}

/* Copies the IP address in `address` into `bytes` (room for 16): returns 4 for IPv4, 16 for IPv6,
   0 for any other family. */
static inline int lv_curl_address_bytes(const struct curl_sockaddr *address, unsigned char *bytes) {
  if (address->family == AF_INET && address->addrlen >= sizeof(struct sockaddr_in)) {
    const struct sockaddr_in *in4 = (const struct sockaddr_in *)(const void *)&address->addr;
    memcpy(bytes, &in4->sin_addr, 4);
    return 4;
  }
  if (address->family == AF_INET6 && address->addrlen >= sizeof(struct sockaddr_in6)) {
    const struct sockaddr_in6 *in6 = (const struct sockaddr_in6 *)(const void *)&address->addr;
    memcpy(bytes, &in6->sin6_addr, 16);
    return 16;
  }
  return 0;
}

/* The socket libcurl would have opened itself for `address`. */
static inline curl_socket_t lv_curl_open_socket(const struct curl_sockaddr *address) {
  return socket(address->family, address->socktype, address->protocol);
}

static inline CURLcode lv_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}
#endif
