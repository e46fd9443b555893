/* cryptolib.h - libcrypto (OpenSSL) for the federation's codes and
 * signatures (fedcrypt.c: SHA-256, HMAC, Ed25519), loaded when a code is first hashed or a push
 * signed, not at every start of the program (app/core/dynlib.h).  Include
 * this instead of OpenSSL's headers; the calls read as before.  The first
 * call loads it (io_crypto: exit 1 with the message when libcrypto cannot
 * be loaded; it is a dependency of libpq and libxlsxwriter as well). */
#ifndef SK_IO_CRYPTOLIB_H
#define SK_IO_CRYPTOLIB_H

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include "dynlib.h"

#define IO_CRYPTO_FUNCS(X)                                                                     \
    X(CRYPTO_memcmp) X(EVP_Digest) X(EVP_sha256) X(HMAC) X(EVP_PKEY_new_raw_private_key)       \
    X(EVP_PKEY_new_raw_public_key) X(EVP_PKEY_get_raw_public_key) X(EVP_PKEY_free)            \
    X(EVP_MD_CTX_new) X(EVP_MD_CTX_free) X(EVP_DigestSignInit) X(EVP_DigestSign)              \
    X(EVP_DigestVerifyInit) X(EVP_DigestVerify)

SK_DYNLIB_DECLARE(io_crypto, io_crypto_table, IO_CRYPTO_FUNCS)

#ifndef IO_CRYPTO_TABLE_ONLY /* (cryptolib.c, which fills the table) */
#define CRYPTO_memcmp (io_crypto()->CRYPTO_memcmp)
#define EVP_Digest (io_crypto()->EVP_Digest)
#define EVP_sha256 (io_crypto()->EVP_sha256)
#define HMAC (io_crypto()->HMAC)
#define EVP_PKEY_new_raw_private_key (io_crypto()->EVP_PKEY_new_raw_private_key)
#define EVP_PKEY_new_raw_public_key (io_crypto()->EVP_PKEY_new_raw_public_key)
#define EVP_PKEY_get_raw_public_key (io_crypto()->EVP_PKEY_get_raw_public_key)
#define EVP_PKEY_free (io_crypto()->EVP_PKEY_free)
#define EVP_MD_CTX_new (io_crypto()->EVP_MD_CTX_new)
#define EVP_MD_CTX_free (io_crypto()->EVP_MD_CTX_free)
#define EVP_DigestSignInit (io_crypto()->EVP_DigestSignInit)
#define EVP_DigestSign (io_crypto()->EVP_DigestSign)
#define EVP_DigestVerifyInit (io_crypto()->EVP_DigestVerifyInit)
#define EVP_DigestVerify (io_crypto()->EVP_DigestVerify)
#endif

#endif
