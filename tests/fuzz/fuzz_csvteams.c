/* fuzz_csvteams.c - libFuzzer harness for the teams CSV parser
 * (csvteams_parse).  Invariants: the status agrees with the error list;
 * every error has a message and a line (0 only for an empty file); every
 * kept row has a team and a player that pass the name rule (valid UTF-8,
 * non-empty, no outer spaces, no control characters), a line >= 2 in file
 * order; no team/player pair twice; the rows written back with
 * csvout_field (the formula guard included) parse back the same. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "csvout.h"
#include "csvteams.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void name_ok(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || !sk_utf8_validn(s, n) || s[0] == ' ' || s[n - 1] == ' ')
        abort();
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        if (*p < 0x20 || *p == 0x7f)
            abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 65536)
        return 0;
    csvteams t = {0};
    csvin_errors errs = {0};
    int rc = csvteams_parse((const char *)data, size, &t, &errs);
    if (rc != SK_OK && rc != SK_INVALID)
        abort();
    if ((rc == SK_OK) != (errs.n == 0))
        abort();
    for (size_t i = 0; i < errs.n; i++)
        if (!errs.v[i].msg || !errs.v[i].msg[0] || errs.v[i].line < 0)
            abort();
    for (size_t i = 0; i < t.n; i++) {
        name_ok(t.v[i].team);
        name_ok(t.v[i].player);
        if (t.v[i].line < 2 || (i > 0 && t.v[i].line <= t.v[i - 1].line))
            abort();
        if (rc == SK_OK && i < 64)
            for (size_t k = 0; k < i; k++)
                if (!strcmp(t.v[k].team, t.v[i].team) && !strcmp(t.v[k].player, t.v[i].player))
                    abort();
    }
    if (rc == SK_OK) {
        sk_buf b = {0};
        sk_buf_add(&b, CSVTEAMS_HEADER "\n");
        for (size_t i = 0; i < t.n; i++) {
            csvout_field(&b, t.v[i].team, strlen(t.v[i].team));
            sk_buf_add(&b, ",");
            csvout_field(&b, t.v[i].player, strlen(t.v[i].player));
            sk_buf_add(&b, "\n");
        }
        csvteams back = {0};
        csvin_errors be = {0};
        if (csvteams_parse(b.s, b.len, &back, &be) != SK_OK || back.n != t.n)
            abort();
        for (size_t i = 0; i < t.n; i++)
            if (strcmp(back.v[i].team, t.v[i].team) || strcmp(back.v[i].player, t.v[i].player))
                abort();
        csvteams_free(&back);
        csvin_errors_free(&be);
        sk_buf_free(&b);
    }
    sk_buf eb = {0};
    csvin_errors_sort(&errs);
    csvin_errors_format(&errs, &eb);
    sk_buf_free(&eb);
    csvteams_free(&t);
    csvin_errors_free(&errs);
    return 0;
}
