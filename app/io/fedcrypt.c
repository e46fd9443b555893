/* fedcrypt.c - see fedcrypt.h */
#include "fedcrypt.h"

#include <errno.h>
#include "cryptolib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

static void hex(const unsigned char *d, unsigned n, char *out)
{
    static const char digits[] = "0123456789abcdef";
    for (unsigned i = 0; i < n; i++) {
        out[2 * i] = digits[d[i] >> 4];
        out[2 * i + 1] = digits[d[i] & 15];
    }
    out[2 * n] = '\0';
}

void fc_sha256_hex(const void *data, size_t n, char out[FC_HEX])
{
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned len = 0;
    if (!EVP_Digest(data, n, md, &len, EVP_sha256(), NULL) || len != 32) {
        fputs("skatsheet: SHA-256 failed (libcrypto)\n", stderr);
        abort();
    }
    hex(md, len, out);
}

void fc_hmac_hex(const char *key, const void *data, size_t n, char out[FC_HEX])
{
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned len = 0;
    if (!HMAC(EVP_sha256(), key, (int)strlen(key), data, n, md, &len) || len != 32) {
        fputs("skatsheet: HMAC-SHA-256 failed (libcrypto)\n", stderr);
        abort();
    }
    hex(md, len, out);
}

int fc_random(void *buf, size_t n, sk_err *err)
{
    size_t got = 0;
    while (got < n) {
        ssize_t r = getrandom((char *)buf + got, n - got, 0);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return sk_err_set(err, SK_FAIL, _("cannot read random bytes: %s"), strerror(errno));
        got += (size_t)r;
    }
    return SK_OK;
}

int fc_uid(char out[33], sk_err *err)
{
    unsigned char b[16];
    int rc = fc_random(b, sizeof b, err);
    if (rc == SK_OK)
        hex(b, sizeof b, out);
    return rc;
}

bool fc_same(const char *a, const char *b)
{
    size_t n = strlen(a);
    return n == strlen(b) && CRYPTO_memcmp(a, b, n) == 0;
}

/* s (2n lower-case hex digits, nothing after) into n bytes: false if not. */
static bool unhex(const char *s, unsigned char *out, size_t n)
{
    for (size_t i = 0; i < 2 * n; i++) {
        char c = s[i];
        int v = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (v < 0)
            return false;
        out[i / 2] = (unsigned char)(i % 2 ? (out[i / 2] << 4) | v : v);
    }
    return s[2 * n] == '\0';
}

bool fc_key_valid(const char *s)
{
    unsigned char b[32];
    return s && unhex(s, b, sizeof b);
}

/* The key of private key priv (hex): NULL when it is none. */
static EVP_PKEY *private_key(const char *priv)
{
    unsigned char raw[32];
    if (!priv || !unhex(priv, raw, sizeof raw))
        return NULL;
    EVP_PKEY *k = EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, NULL, raw, sizeof raw);
    memset(raw, 0, sizeof raw);
    return k;
}

bool fc_ed25519_public(const char *priv, char pub[FC_HEX])
{
    EVP_PKEY *k = private_key(priv);
    unsigned char raw[32];
    size_t len = sizeof raw;
    bool ok = k && EVP_PKEY_get_raw_public_key(k, raw, &len) == 1 && len == sizeof raw;
    if (ok)
        hex(raw, sizeof raw, pub);
    EVP_PKEY_free(k);
    return ok;
}

int fc_ed25519_new(char priv[FC_HEX], char pub[FC_HEX], sk_err *err)
{
    unsigned char seed[32];
    int rc = fc_random(seed, sizeof seed, err);
    if (rc != SK_OK)
        return rc;
    hex(seed, sizeof seed, priv);
    memset(seed, 0, sizeof seed);
    if (!fc_ed25519_public(priv, pub))
        return sk_err_set(err, SK_FAIL, _("cannot make a key pair (libcrypto, Ed25519)"));
    return SK_OK;
}

bool fc_ed25519_sign(const char *priv, const void *data, size_t n, char sig[FC_SIG_HEX])
{
    EVP_PKEY *k = private_key(priv);
    EVP_MD_CTX *ctx = k ? EVP_MD_CTX_new() : NULL;
    unsigned char raw[64];
    size_t len = sizeof raw;
    /* Ed25519 hashes itself: no digest */
    bool ok = ctx && EVP_DigestSignInit(ctx, NULL, NULL, NULL, k) == 1 &&
              EVP_DigestSign(ctx, raw, &len, data, n) == 1 && len == sizeof raw;
    if (ok)
        hex(raw, sizeof raw, sig);
    EVP_MD_CTX_free(ctx);
    EVP_PKEY_free(k);
    return ok;
}

bool fc_ed25519_verify(const char *pub, const void *data, size_t n, const char *sig)
{
    unsigned char rawpub[32], rawsig[64];
    if (!pub || !sig || !unhex(pub, rawpub, sizeof rawpub) || !unhex(sig, rawsig, sizeof rawsig))
        return false;
    EVP_PKEY *k = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, NULL, rawpub, sizeof rawpub);
    EVP_MD_CTX *ctx = k ? EVP_MD_CTX_new() : NULL;
    bool ok = ctx && EVP_DigestVerifyInit(ctx, NULL, NULL, NULL, k) == 1 &&
              EVP_DigestVerify(ctx, rawsig, sizeof rawsig, data, n) == 1;
    EVP_MD_CTX_free(ctx);
    EVP_PKEY_free(k);
    return ok;
}
