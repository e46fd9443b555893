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
