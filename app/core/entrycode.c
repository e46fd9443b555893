/* entrycode.c - see entrycode.h */
#include "entrycode.h"

#include <string.h>

#define NALPHA ((int)sizeof ENTRYCODE_ALPHABET - 1)

bool entrycode_from_random(const unsigned char *bytes, size_t n, char *out)
{
    int k = 0;
    int limit = 256 - 256 % NALPHA; /* 248: keeps the choice uniform */
    for (size_t i = 0; i < n && k < ENTRYCODE_LEN; i++)
        if (bytes[i] < limit)
            out[k++] = ENTRYCODE_ALPHABET[bytes[i] % NALPHA];
    out[k < ENTRYCODE_LEN ? 0 : k] = '\0';
    return k == ENTRYCODE_LEN;
}

bool entrycode_valid(const char *code)
{
    if (!code || strlen(code) != ENTRYCODE_LEN)
        return false;
    for (int i = 0; i < ENTRYCODE_LEN; i++)
        if (!strchr(ENTRYCODE_ALPHABET, code[i]))
            return false;
    return true;
}

bool entrycode_normalize_len(const char *typed, char *out, int len)
{
    int k = 0;
    bool ok = true;
    for (const char *p = typed; ok && p && *p; p++) {
        char ch = *p;
        if (ch == '-' || ch == ' ')
            continue;
        if (ch >= 'a' && ch <= 'z')
            ch = (char)(ch - 'a' + 'A');
        ok = k < len && strchr(ENTRYCODE_ALPHABET, ch);
        if (ok)
            out[k++] = ch;
    }
    ok = ok && k == len;
    out[ok ? k : 0] = '\0'; /* a refusal leaves "" */
    return ok;
}

bool entrycode_normalize(const char *typed, char *out)
{
    return entrycode_normalize_len(typed, out, ENTRYCODE_LEN);
}

void entrycode_format(const char *code, char *out)
{
    int h = ENTRYCODE_LEN / 2;
    memcpy(out, code, (size_t)h);
    out[h] = '-';
    memcpy(out + h + 1, code + h, (size_t)(ENTRYCODE_LEN - h));
    out[ENTRYCODE_LEN + 1] = '\0';
}

bool entrycode_equal(const char *a, const char *b)
{
    if (!a || !b || strlen(a) != ENTRYCODE_LEN || strlen(b) != ENTRYCODE_LEN)
        return false;
    unsigned diff = 0;
    for (int i = 0; i < ENTRYCODE_LEN; i++)
        diff |= (unsigned)(unsigned char)a[i] ^ (unsigned)(unsigned char)b[i];
    return diff == 0;
}
