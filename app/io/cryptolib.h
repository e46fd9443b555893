/* cryptolib.h - libcrypto (OpenSSL) for the federation's codes and
 * signatures (fedcrypt.c), loaded when a code is first hashed or a push
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

#define IO_CRYPTO_FUNCS(X) X(CRYPTO_memcmp) X(EVP_Digest) X(EVP_sha256) X(HMAC)

SK_DYNLIB_DECLARE(io_crypto, io_crypto_table, IO_CRYPTO_FUNCS)

#ifndef IO_CRYPTO_TABLE_ONLY /* (cryptolib.c, which fills the table) */
#define CRYPTO_memcmp (io_crypto()->CRYPTO_memcmp)
#define EVP_Digest (io_crypto()->EVP_Digest)
#define EVP_sha256 (io_crypto()->EVP_sha256)
#define HMAC (io_crypto()->HMAC)
#endif

#endif
