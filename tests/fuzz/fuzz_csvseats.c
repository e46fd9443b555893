/* fuzz_csvseats.c - libFuzzer harness for the seats CSV parser
 * (csvin_seats_parse).  Invariants: the status agrees with the error list;
 * every error has a message; kept rows have series/table >= 1, seat 1..4, a
 * non-empty player and number > 0 exactly when the player is all digits;
 * on success every table has seats 1..3 or 1..4 and no seat twice; csvout's
 * rows parse back the same. */
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
    csvin_seats ss = {0};
    csvin_errors errs = {0};
    int rc = csvin_seats_parse((const char *)data, size, &ss, &errs);
    if (rc != SK_OK && rc != SK_INVALID)
        abort();
    if ((rc == SK_OK) != (errs.n == 0))
        abort();
    for (size_t i = 0; i < errs.n; i++)
        if (!errs.v[i].msg || !errs.v[i].msg[0])
            abort();
    for (size_t i = 0; i < ss.n; i++) {
        const csvin_seat *s = &ss.v[i];
        if (s->series < 1 || s->table_no < 1 || s->seat < 1 || s->seat > 4 || !s->player ||
            !s->player[0] || s->number < 0 || s->line < 2)
            abort();
        if (rc == SK_OK)
            for (size_t k = 0; k < i; k++)
                if (ss.v[k].series == s->series && ss.v[k].table_no == s->table_no &&
                    ss.v[k].seat == s->seat)
                    abort();
    }
    if (rc == SK_OK) {
        /* each table's seats are 1..max with max 3 or 4 */
        for (size_t i = 0; i < ss.n; i++) {
            int count = 0, max = 0;
            for (size_t k = 0; k < ss.n; k++)
                if (ss.v[k].series == ss.v[i].series && ss.v[k].table_no == ss.v[i].table_no) {
                    count++;
                    if (ss.v[k].seat > max)
                        max = ss.v[k].seat;
                }
            if (count != max || (max != 3 && max != 4))
                abort();
        }
        sk_buf b = {0};
        csvout_seats_header(&b);
        for (size_t i = 0; i < ss.n; i++)
            csvout_seat(&b, ss.v[i].series, ss.v[i].table_no, ss.v[i].seat, ss.v[i].player);
        csvin_seats back = {0};
        csvin_errors be = {0};
        if (csvin_seats_parse(b.s, b.len, &back, &be) != SK_OK || back.n != ss.n)
            abort();
        for (size_t i = 0; i < ss.n; i++)
            if (back.v[i].series != ss.v[i].series || back.v[i].seat != ss.v[i].seat ||
                back.v[i].table_no != ss.v[i].table_no || back.v[i].number != ss.v[i].number ||
                strcmp(back.v[i].player, ss.v[i].player))
                abort();
        csvin_seats_free(&back);
        csvin_errors_free(&be);
        sk_buf_free(&b);
    }
    sk_buf eb = {0};
    csvin_errors_sort(&errs);
    csvin_errors_format(&errs, &eb);
    sk_buf_free(&eb);
    csvin_seats_free(&ss);
    csvin_errors_free(&errs);
    return 0;
}
