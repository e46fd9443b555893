/* bankline.c - see bankline.h */
#include "bankline.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define BANK_MAX_CT 100000000000LL

bool bank_amount_parse(const char *s, bool decimal_comma, long long *ct)
{
    if (!s)
        return false;
    while (*s == ' ' || *s == '\t')
        s++;
    bool neg = false;
    if (*s == '-' || *s == '+')
        neg = *s++ == '-';
    char dec = decimal_comma ? ',' : '.', grp = decimal_comma ? '.' : 0;
    long long euros = 0, cents = 0;
    int digits = 0, since_grp = -1, ndec = -1;
    for (; *s && *s != ' '; s++) {
        if (*s >= '0' && *s <= '9') {
            if (ndec >= 0) {
                if (++ndec > 2)
                    return false;
                cents = cents * 10 + (*s - '0');
            } else {
                euros = euros * 10 + (*s - '0');
                if (euros > BANK_MAX_CT / 100)
                    return false;
                if (since_grp >= 0)
                    since_grp++;
            }
            digits++;
        } else if (*s == dec && ndec < 0 && digits) {
            if (since_grp >= 0 && since_grp != 3)
                return false;
            ndec = 0;
        } else if (grp && *s == grp && ndec < 0 && digits && (since_grp < 0 || since_grp == 3)) {
            if (since_grp < 0 && digits > 3)
                return false;
            since_grp = 0;
        } else {
            return false;
        }
    }
    while (*s == ' ')
        s++;
    if (*s || !digits || ndec == 0 || (ndec < 0 && since_grp >= 0 && since_grp != 3))
        return false;
    if (ndec == 1)
        cents *= 10;
    *ct = (euros * 100 + cents) * (neg ? -1 : 1);
    return true;
}

void bank_squash(const char *s, char *out, size_t n)
{
    size_t k = 0;
    for (; s && *s && k + 1 < n; s++) {
        char c = *s;
        if (c >= 'a' && c <= 'z')
            c = (char)(c - 'a' + 'A');
        if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
            out[k++] = c;
    }
    if (n)
        out[k] = '\0';
}

bool bank_purpose_has(const char *purpose, const char *code)
{
    char sq[1024];
    bank_squash(purpose, sq, sizeof sq);
    return code && *code && strstr(sq, code) != NULL;
}

void bank_line_hash(const char *date, long long ct, const char *purpose, char out[BANK_HASH_LEN])
{
    char amount[32];
    snprintf(amount, sizeof amount, "%lld", ct);
    const char *parts[3] = {date ? date : "", amount, purpose ? purpose : ""};
    uint64_t h = 14695981039346656037ULL;
    for (int i = 0; i < 3; i++) {
        for (const unsigned char *p = (const unsigned char *)parts[i]; *p; p++) {
            h ^= *p;
            h *= 1099511628211ULL;
        }
        h ^= 0x1f; /* a separator no text holds */
        h *= 1099511628211ULL;
    }
    snprintf(out, BANK_HASH_LEN, "h:%016llx", (unsigned long long)h);
}
