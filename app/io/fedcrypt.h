/* fedcrypt.h - the cryptography of the federation (issue 27), on
 * OpenSSL's libcrypto: SHA-256 (access codes are stored as their hash; a
 * pushed change carries the hash of its content), HMAC-SHA-256 (a push is
 * signed with the venue's code, so a body changed on the way is refused)
 * and random bytes from the kernel (codes, uids).
 */
#ifndef SK_FEDCRYPT_H
#define SK_FEDCRYPT_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

/* 64 lower-case hex digits and the NUL. */
#define FC_HEX 65

/* SHA-256 of data[0..n) as hex into out. */
void fc_sha256_hex(const void *data, size_t n, char out[FC_HEX]);

/* HMAC-SHA-256 of data[0..n) under key (a NUL-terminated text) as hex. */
void fc_hmac_hex(const char *key, const void *data, size_t n, char out[FC_HEX]);

/* n random bytes from the kernel (getrandom).  SK_FAIL with err when
 * none can be had. */
int fc_random(void *buf, size_t n, sk_err *err);

/* A new uid (32 lower-case hex digits) into out[33]. */
int fc_uid(char out[33], sk_err *err);

/* a and b equal, compared in time independent of where they differ. */
bool fc_same(const char *a, const char *b);

#endif
