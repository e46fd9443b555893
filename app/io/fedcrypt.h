/* fedcrypt.h - the cryptography of the federation (issue 27), on
 * OpenSSL's libcrypto: SHA-256 (access codes are stored as their hash; a
 * pushed change carries the hash of its content), Ed25519 (issue 37: a
 * venue device makes its own key pair at the pull, the code enrols the
 * public key once, every push is signed with the private key, which never
 * leaves the venue's database), HMAC-SHA-256 and random bytes from the
 * kernel (codes, uids, keys).
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

/* An Ed25519 key as 64 hex digits (32 bytes) and the NUL; a signature as
 * 128 hex digits (64 bytes) and the NUL. */
#define FC_SIG_HEX 129

/* A new Ed25519 key pair: the private key (its 32-byte seed) and the
 * public key, each as hex.  SK_FAIL with err when no randomness or key
 * can be had. */
int fc_ed25519_new(char priv[FC_HEX], char pub[FC_HEX], sk_err *err);

/* The public key of private key priv (hex) into pub: false when priv is
 * not one. */
bool fc_ed25519_public(const char *priv, char pub[FC_HEX]);

/* The signature of data[0..n) under private key priv (hex) as hex into
 * sig: false when priv is not a key. */
bool fc_ed25519_sign(const char *priv, const void *data, size_t n, char sig[FC_SIG_HEX]);

/* Is sig (hex) the signature of data[0..n) under public key pub (hex)?
 * False for anything that is not a key or not a signature. */
bool fc_ed25519_verify(const char *pub, const void *data, size_t n, const char *sig);

/* Is s exactly 64 lower-case hex digits (a key)? */
bool fc_key_valid(const char *s);

/* n random bytes from the kernel (getrandom).  SK_FAIL with err when
 * none can be had. */
int fc_random(void *buf, size_t n, sk_err *err);

/* A new uid (32 lower-case hex digits) into out[33]. */
int fc_uid(char out[33], sk_err *err);

/* a and b equal, compared in time independent of where they differ. */
bool fc_same(const char *a, const char *b);

#endif
