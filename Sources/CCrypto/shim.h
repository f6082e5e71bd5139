#ifndef CCRYPTO_SHIM_H
#define CCRYPTO_SHIM_H
/* OpenSSL's libcrypto (Debian libssl-dev): PBKDF2-HMAC-SHA1, AES-128-CBC and SHA-256 for
   Chromium's cookie values. */
#include <openssl/evp.h>
#include <openssl/sha.h>
#endif
