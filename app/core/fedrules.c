/* fedrules.c - see fedrules.h */
#include "fedrules.h"

#include <string.h>

#include "entrycode.h"
#include "text.h"

bool fed_uid_valid(const char *s)
{
    if (!s || strlen(s) != 32)
        return false;
    for (const char *p = s; *p; p++)
        if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f')))
            return false;
    return true;
}

int fed_member_check(const char *m, sk_err *err)
{
    size_t n = m ? strlen(m) : 0;
    bool ok = n >= 1 && n <= FED_MEMBER_MAX && m[0] != '-' && m[n - 1] != '-';
    for (size_t i = 0; ok && i < n; i++)
        ok = (m[i] >= '0' && m[i] <= '9') || (m[i] >= 'A' && m[i] <= 'Z') ||
             (m[i] >= 'a' && m[i] <= 'z') || m[i] == '-';
    if (ok)
        return SK_OK;
    char shown[64];
    return sk_err_set(err, SK_INVALID,
                      _("member number '%s': 1 to %d letters, digits and inner dashes"),
                      text_quote(m ? m : "", n, shown, sizeof shown), FED_MEMBER_MAX);
}

bool fed_code_from_random(const unsigned char *bytes, size_t n, char *out)
{
    size_t h = n / 2;
    out[0] = '\0';
    if (!entrycode_from_random(bytes, h, out) ||
        !entrycode_from_random(bytes + h, n - h, out + ENTRYCODE_LEN)) {
        out[0] = '\0';
        return false;
    }
    return true;
}

bool fed_code_normalize(const char *typed, char *out)
{
    int k = 0;
    out[0] = '\0';
    for (const char *p = typed; p && *p; p++) {
        char ch = *p;
        if (ch == '-' || ch == ' ')
            continue;
        if (ch >= 'a' && ch <= 'z')
            ch = (char)(ch - 'a' + 'A');
        if (k == FED_CODE_LEN || !strchr(ENTRYCODE_ALPHABET, ch)) {
            out[0] = '\0';
            return false;
        }
        out[k++] = ch;
    }
    out[k] = '\0';
    if (k != FED_CODE_LEN)
        out[0] = '\0';
    return k == FED_CODE_LEN;
}

void fed_code_format(const char *code, char *out)
{
    int k = 0;
    for (int i = 0; i < FED_CODE_LEN; i++) {
        if (i && i % 4 == 0)
            out[k++] = '-';
        out[k++] = code[i];
    }
    out[k] = '\0';
}
