/* iban.c - see iban.h */
#include "iban.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* The IBAN length of each country of the SEPA schemes' geographical scope
 * (EPC409-09, the EPC list of SEPA scheme countries: the EU and EEA,
 * Switzerland, the United Kingdom, Gibraltar, Monaco, San Marino, the
 * Vatican, Andorra, Albania, Moldova, Montenegro and North Macedonia;
 * territories such as the Åland Islands, Guernsey or Réunion use the IBAN
 * of FI, GB or FR) with its length in the SWIFT IBAN registry. */
static const struct {
    char cc[3];
    int len;
} lengths[] = {
    {"AD", 24}, {"AT", 20}, {"BE", 16}, {"BG", 22}, {"CH", 21}, {"CY", 28}, {"CZ", 24},
    {"DE", 22}, {"DK", 18}, {"EE", 20}, {"ES", 24}, {"FI", 18}, {"FR", 27}, {"GB", 22},
    {"GI", 23}, {"GR", 27}, {"HR", 21}, {"HU", 28}, {"IE", 22}, {"IS", 26}, {"IT", 27},
    {"LI", 21}, {"LT", 20}, {"LU", 20}, {"LV", 21}, {"MC", 27}, {"MT", 31}, {"NL", 18},
    {"NO", 15}, {"PL", 28}, {"PT", 25}, {"RO", 24}, {"SE", 24}, {"SI", 19}, {"SK", 24},
    {"SM", 27}, {"VA", 22}, {"AL", 28}, {"MD", 24}, {"ME", 22}, {"MK", 19},
};

bool iban_sepa(const char *iban)
{
    for (size_t i = 0; iban && iban[0] && i < sizeof lengths / sizeof lengths[0]; i++)
        if (toupper((unsigned char)iban[0]) == lengths[i].cc[0] &&
            toupper((unsigned char)iban[1]) == lengths[i].cc[1])
            return true;
    return false;
}

int iban_check_sepa(const char *typed, sk_err *err)
{
    int rc = iban_check(typed, err);
    if (rc != SK_OK)
        return rc;
    char v[IBAN_MAX + 1];
    iban_normalize(typed, v);
    if (!iban_sepa(v))
        return sk_err_set(err, SK_INVALID, _("iban: '%s' is an account in %.2s, not in a country "
                          "of the SEPA schemes: a GiroCode (a SEPA credit transfer) cannot pay "
                          "into it"), v, v);
    return SK_OK;
}

bool iban_normalize(const char *s, char *out)
{
    size_t n = 0;
    out[0] = '\0';
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == ' ')
            continue;
        if (!isascii(c) || !isalnum(c) || n >= IBAN_MAX)
            return out[0] = '\0', false;
        out[n++] = (char)toupper(c);
    }
    out[n] = '\0';
    return true;
}

/* The number of the IBAN (the first four characters moved to the end,
 * A = 10 ... Z = 35) mod 97, digit by digit. */
static int mod97(const char *iban)
{
    size_t n = strlen(iban);
    int r = 0;
    for (size_t k = 0; k < n; k++) {
        char c = iban[(k + 4) % n];
        if (isdigit((unsigned char)c))
            r = (r * 10 + (c - '0')) % 97;
        else
            r = (r * 100 + (c - 'A' + 10)) % 97;
    }
    return r;
}

int iban_check(const char *typed, sk_err *err)
{
    char v[IBAN_MAX + 1];
    if (!typed || !*typed)
        return sk_err_set(err, SK_INVALID, _("iban: empty"));
    if (!sk_utf8_valid(typed) || !iban_normalize(typed, v))
        return sk_err_set(err, SK_INVALID, _("iban: '%.60s' is not an IBAN: letters and digits "
                          "only (spaces allowed), at most %d"), sk_utf8_valid(typed) ? typed : "?",
                          IBAN_MAX);
    size_t n = strlen(v);
    if (n < 15)
        return sk_err_set(err, SK_INVALID, _("iban: '%s' has %zu characters: an IBAN has 15 to "
                          "34"), v, n);
    if (!isalpha((unsigned char)v[0]) || !isalpha((unsigned char)v[1]) ||
        !isdigit((unsigned char)v[2]) || !isdigit((unsigned char)v[3]))
        return sk_err_set(err, SK_INVALID, _("iban: '%s' must start with the country (two "
                          "letters) and two check digits"), v);
    for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++)
        if (v[0] == lengths[i].cc[0] && v[1] == lengths[i].cc[1] && (int)n != lengths[i].len)
            return sk_err_set(err, SK_INVALID, _("iban: '%s' has %zu characters: an IBAN of "
                              "%.2s has %d"), v, n, v, lengths[i].len);
    int r = mod97(v);
    if (r != 1)
        return sk_err_set(err, SK_INVALID, _("iban: '%s': the check digits do not match (the "
                          "number mod 97 is %d, not 1): a digit is mistyped"), v, r);
    return SK_OK;
}

void iban_format(const char *iban, char *out, size_t n)
{
    size_t k = 0;
    if (!n)
        return;
    for (size_t i = 0; iban[i] && k + 1 < n; i++) {
        if (i && i % 4 == 0 && k + 2 < n)
            out[k++] = ' ';
        out[k++] = iban[i];
    }
    out[k] = '\0';
}

int bic_check(const char *typed, sk_err *err)
{
    size_t n = typed ? strlen(typed) : 0;
    bool ok = n == 8 || n == 11;
    for (size_t i = 0; ok && i < n; i++) {
        unsigned char c = (unsigned char)typed[i];
        ok = i < 6 ? isascii(c) && isupper(c) : isascii(c) && (isupper(c) || isdigit(c));
    }
    if (!ok)
        return sk_err_set(err, SK_INVALID, _("bic: '%.40s' is not a BIC: 8 or 11 capital "
                          "letters and digits (bank, country, place, branch), e.g. "
                          "COBADEFFXXX"), typed && sk_utf8_valid(typed) ? typed : "?");
    return SK_OK;
}

/* Characters (code points) of the valid UTF-8 string s. */
static size_t chars(const char *s)
{
    size_t k = 0;
    for (; *s; s++)
        k += ((unsigned char)*s & 0xC0) != 0x80;
    return k;
}

int epc_payload(const epc_transfer *x, sk_buf *out, sk_err *err)
{
    char iban[IBAN_MAX + 1];
    int rc = iban_check_sepa(x->iban, err);
    if (rc != SK_OK)
        return rc;
    iban_normalize(x->iban, iban);
    if (x->bic && *x->bic && (rc = bic_check(x->bic, err)) != SK_OK)
        return rc;
    const char *name = x->name ? x->name : "";
    if (!*name || !sk_utf8_valid(name) || chars(name) > EPC_NAME_MAX || strpbrk(name, "\r\n"))
        return sk_err_set(err, SK_INVALID, _("payee: the name of the account holder must be 1 "
                          "to %d characters on one line"), EPC_NAME_MAX);
    if (x->amount_ct < 1 || x->amount_ct > EPC_AMOUNT_MAX_CT)
        return sk_err_set(err, SK_INVALID, _("amount: %lld ct is outside the GiroCode's range "
                          "(0.01 to 999999999.99 euros)"), x->amount_ct);
    const char *text = x->text ? x->text : "";
    if (!sk_utf8_valid(text) || chars(text) > EPC_TEXT_MAX || strpbrk(text, "\r\n"))
        return sk_err_set(err, SK_INVALID, _("reference: at most %d characters on one line"),
                          EPC_TEXT_MAX);
    sk_buf b = {0};
    sk_buf_printf(&b, "BCD\n002\n1\nSCT\n%s\n%s\n%s\nEUR%lld.%02lld", x->bic ? x->bic : "",
                  name, iban, x->amount_ct / 100, x->amount_ct % 100);
    if (*text)
        sk_buf_printf(&b, "\n\n\n%s", text);
    if (b.len > EPC_PAYLOAD_MAX) {
        sk_buf_free(&b);
        return sk_err_set(err, SK_INVALID, _("the GiroCode would hold more than %d bytes: "
                          "shorten the payee or the reference"), EPC_PAYLOAD_MAX);
    }
    sk_buf_add(out, b.s);
    sk_buf_free(&b);
    return SK_OK;
}
