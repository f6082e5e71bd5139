/* The libcrypto functions the cookie helper uses for Chromium's values (PBKDF2-HMAC-SHA1,
   AES-128-CBC), loaded on first use (lazy_libraries.h). */
#include <openssl/evp.h>
#include <openssl/opensslv.h>

#include "lazy_library.h"

static struct lazy_library crypto =
    LAZY_LIBRARY("libcrypto.so." LAZY_STRING(OPENSSL_SHLIB_VERSION), "libssl3");

LAZY_FUNCTION(crypto, int, PKCS5_PBKDF2_HMAC_SHA1,
              (const char *password, int password_length, const unsigned char *salt, int salt_length,
               int iterations, int key_length, unsigned char *key),
              (password, password_length, salt, salt_length, iterations, key_length, key))
LAZY_FUNCTION(crypto, const EVP_CIPHER *, EVP_aes_128_cbc, (void), ())
LAZY_FUNCTION(crypto, EVP_CIPHER_CTX *, EVP_CIPHER_CTX_new, (void), ())
LAZY_VOID_FUNCTION(crypto, EVP_CIPHER_CTX_free, (EVP_CIPHER_CTX * context), (context))
LAZY_FUNCTION(crypto, int, EVP_CIPHER_CTX_set_padding, (EVP_CIPHER_CTX * context, int padding),
              (context, padding))
LAZY_FUNCTION(crypto, int, EVP_DecryptInit_ex,
              (EVP_CIPHER_CTX * context, const EVP_CIPHER *cipher, ENGINE *engine, const unsigned char *key,
               const unsigned char *iv),
              (context, cipher, engine, key, iv))
LAZY_FUNCTION(crypto, int, EVP_DecryptUpdate,
              (EVP_CIPHER_CTX * context, unsigned char *out, int *out_length, const unsigned char *in,
               int in_length),
              (context, out, out_length, in, in_length))
LAZY_FUNCTION(crypto, int, EVP_DecryptFinal_ex, (EVP_CIPHER_CTX * context, unsigned char *out, int *out_length),
              (context, out, out_length))
