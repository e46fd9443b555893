/* fuzz_csvplayers.c - libFuzzer harness for the players CSV parser
 * (csvin_players_parse).  Invariants: the status agrees with the error
 * list; every error has a message; every kept player has a valid UTF-8,
 * non-empty name without outer spaces, a number 0..999999 and a valid
 * UTF-8 club; no name or number twice; csvout's rows parse back the same. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "csvin.h"
#include "csvout.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 65536)
        return 0;
    csvin_players ps = {0};
    csvin_errors errs = {0};
    int rc = csvin_players_parse((const char *)data, size, &ps, &errs);
    if (rc != SK_OK && rc != SK_INVALID)
        abort();
    if ((rc == SK_OK) != (errs.n == 0))
        abort();
    for (size_t i = 0; i < errs.n; i++)
        if (!errs.v[i].msg || !errs.v[i].msg[0])
            abort();
    for (size_t i = 0; i < ps.n; i++) {
        const csvin_player *p = &ps.v[i];
        size_t nl = strlen(p->name);
        if (nl == 0 || !sk_utf8_validn(p->name, nl) || p->name[0] == ' ' ||
            p->name[nl - 1] == ' ' || p->number < 0 || p->number > 999999 ||
            !sk_utf8_valid(p->club) || p->line < 2)
            abort();
        if (rc == SK_OK)
            for (size_t k = 0; k < i; k++)
                if (strcmp(ps.v[k].name, p->name) == 0 ||
                    (p->number && ps.v[k].number == p->number))
                    abort();
    }
    if (rc == SK_OK) {
        sk_buf b = {0};
        csvout_players_header(&b);
        for (size_t i = 0; i < ps.n; i++)
            csvout_player(&b, ps.v[i].name, ps.v[i].number, ps.v[i].club);
        csvin_players back = {0};
        csvin_errors be = {0};
        if (csvin_players_parse(b.s, b.len, &back, &be) != SK_OK || back.n != ps.n)
            abort();
        for (size_t i = 0; i < ps.n; i++)
            if (strcmp(back.v[i].name, ps.v[i].name) || back.v[i].number != ps.v[i].number ||
                strcmp(back.v[i].club, ps.v[i].club))
                abort();
        csvin_players_free(&back);
        csvin_errors_free(&be);
        sk_buf_free(&b);
    }
    sk_buf eb = {0};
    csvin_errors_sort(&errs);
    csvin_errors_format(&errs, &eb);
    sk_buf_free(&eb);
    csvin_players_free(&ps);
    csvin_errors_free(&errs);
    return 0;
}
