/* scan.c - see scan.h */
#include "scan.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "text.h"

bool member_no_normalize(const char *in, char *out)
{
    size_t n = 0;
    out[0] = '\0';
    for (const char *p = in; *p; p++) {
        unsigned char c = (unsigned char)*p;
        if (c == ' ' || c == '-' || c == '.' || c == '/' || c == ':')
            continue;
        if (!isascii(c) || !isalnum(c) || n >= MEMBER_NO_MAX)
            return out[0] = '\0', false;
        out[n++] = (char)toupper(c);
    }
    out[n] = '\0';
    /* a number of digits only: without its leading zeros (a pass prints
     * "000777" for member 777) */
    size_t z = 0;
    while (z + 1 < n && out[z] == '0' && strspn(out, "0123456789") == n)
        z++;
    if (z)
        memmove(out, out + z, n - z + 1);
    return n > 0;
}

int member_no_check(const char *in, char *out, sk_err *err)
{
    if (member_no_normalize(in, out))
        return SK_OK;
    char q[80];
    return sk_err_set(err, SK_INVALID, _("member number '%s': letters and digits, at most %d "
                      "(spaces, -, ., / and : are dropped)"),
                      text_quote(in, strlen(in), q, sizeof q), MEMBER_NO_MAX);
}

bool scan_code_yz(const char *code, char *out)
{
    bool any = false;
    size_t i = 0;
    for (; code[i]; i++) {
        char c = code[i];
        if (c == 'Y' || c == 'Z') {
            c = c == 'Y' ? 'Z' : 'Y';
            any = true;
        }
        out[i] = c;
    }
    out[i] = '\0';
    return any;
}

/* The code of a personal QR code's page: ".../checkin/CODE" (also with
 * '-' for '/', a scanner's layout typing '/' as '-'). */
static bool url_code(const char *s, char *code)
{
    const char *p = strstr(s, "checkin/");
    if (!p)
        p = strstr(s, "checkin-");
    if (!p)
        return false;
    char part[32];
    size_t n = strcspn(p + 8, "/?#&");
    if (n >= sizeof part)
        return false;
    memcpy(part, p + 8, n);
    part[n] = '\0';
    return entrycode_normalize(part, code);
}

int scan_parse(const char *in, scan_result *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    if (!in)
        in = "";
    size_t len = strlen(in);
    if (len > SCAN_MAX)
        return sk_err_set(err, SK_INVALID, _("scan: %zu bytes is too long for a code or a member "
                          "number (at most %d)"), len, SCAN_MAX);
    if (!sk_utf8_valid(in))
        return sk_err_set(err, SK_INVALID, _("scan: not valid UTF-8 (is the scanner set to the "
                          "keyboard's layout?)"));
    while (*in == ' ' || *in == '\t' || *in == '\r' || *in == '\n')
        in++;
    len = strlen(in);
    while (len && (in[len - 1] == ' ' || in[len - 1] == '\t' || in[len - 1] == '\r' ||
                   in[len - 1] == '\n'))
        len--;
    char s[SCAN_MAX + 1];
    memcpy(s, in, len);
    s[len] = '\0';
    if (!*s)
        return sk_err_set(err, SK_INVALID, _("scan: empty: scan the code or type it"));
    int rc = text_plain_check("scan", s, err);
    if (rc != SK_OK)
        return rc;
    if (url_code(s, out->code) || entrycode_normalize(s, out->code))
        out->has_code = true;
    if (member_no_normalize(s, out->member))
        out->has_member = true;
    /* a pass's QR text: its last run of digits */
    size_t end = len;
    while (end && !isdigit((unsigned char)s[end - 1]))
        end--;
    size_t start = end;
    while (start && isdigit((unsigned char)s[start - 1]))
        start--;
    if (end - start >= 3 && end - start <= MEMBER_NO_MAX) {
        char run[MEMBER_NO_MAX + 1];
        memcpy(run, s + start, end - start);
        run[end - start] = '\0';
        member_no_normalize(run, out->digits);
        out->has_digits = !out->has_member || strcmp(out->digits, out->member) != 0;
    }
    if (!out->has_code && !out->has_member && !out->has_digits) {
        char q[80];
        return sk_err_set(err, SK_INVALID, _("scan '%s' is neither a personal code (like "
                          "K7QM-3XPA) nor a member number"), text_quote(s, len, q, sizeof q));
    }
    return SK_OK;
}
