/* sheet.c - see sheet.h */
#include "sheet.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "seeger.h"

void sheet_free(sheet *s)
{
    if (!s)
        return;
    free(s->rows);
    memset(s, 0, sizeof *s);
}

int sheet_next_missing(const sheet *s)
{
    for (int i = 0; i < s->series_games; i++)
        if (s->rows[i].marks & SHEET_MISSING)
            return i + 1;
    return 0;
}

static int by_game_no(const void *a, const void *b)
{
    const sheet_game *x = *(const sheet_game *const *)a, *y = *(const sheet_game *const *)b;
    if (x->game_no != y->game_no)
        return x->game_no < y->game_no ? -1 : 1;
    /* stable on input order: compare addresses (same array) */
    return x < y ? -1 : x > y;
}

int sheet_compute(const game_table_rules *t, const sheet_game *games, size_t ngames,
                  sheet *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    int size = t->table_size;
    if (size != 3 && size != 4)
        return sk_err_set(err, SK_INVALID, _("table size %d is impossible: a table has 3 or 4 players"),
                          size);
    if (t->series_games < size || t->series_games % size != 0 || t->series_games > 10000)
        return sk_err_set(err, SK_INVALID,
                          _("series length %d is impossible at a %d-table: it must be a "
                          "positive multiple of the table size"), t->series_games, size);
    for (size_t i = 0; i < ngames; i++) {
        const sheet_game *g = &games[i];
        if (g->passed) {
            if (g->declarer != 0)
                return sk_err_set(err, SK_INVALID, _("game %d: declarer %d given for a passed game: "
                                  "nobody declares a passed game"), g->game_no, g->declarer);
            continue;
        }
        if (g->declarer < 1 || g->declarer > size)
            return sk_err_set(err, SK_INVALID,
                              _("game %d: declarer seat %d is not a seat of this table (seats 1 to %d)"),
                              g->game_no, g->declarer, size);
        if (g->won && g->overbid)
            return sk_err_set(err, SK_INVALID,
                              _("game %d: won and overbid at once: an overbid game is lost"),
                              g->game_no);
    }

    out->table_size = size;
    out->series_games = t->series_games;
    out->first_dealer = t->first_dealer >= 1 && t->first_dealer <= size ? t->first_dealer : 1;
    out->rows = xcalloc((size_t)t->series_games, sizeof *out->rows);
    for (int i = 0; i < t->series_games; i++) {
        out->rows[i].game_no = i + 1;
        out->rows[i].dealer = game_dealer_seat(t, i + 1);
        out->rows[i].marks = SHEET_MISSING;
    }

    /* Book in game number order so running totals follow the sheet. */
    const sheet_game **order = xmalloc((ngames ? ngames : 1) * sizeof *order);
    for (size_t i = 0; i < ngames; i++)
        order[i] = &games[i];
    qsort(order, ngames, sizeof *order, by_game_no);

    int running[SHEET_MAX_SEATS + 1] = {0};
    for (size_t k = 0; k < ngames; k++) {
        const sheet_game *g = order[k];
        if (g->game_no < 1 || g->game_no > t->series_games) {
            out->beyond++;
            continue;
        }
        sheet_row *r = &out->rows[g->game_no - 1];
        if (!(r->marks & SHEET_MISSING)) {
            out->duplicates++;
            continue;
        }
        r->marks &= ~(unsigned)SHEET_MISSING;
        if (g->passed) {
            r->marks |= SHEET_PASSED;
            out->passed++;
            continue;
        }
        int d = g->declarer;
        r->marks |= SHEET_PLAYED;
        r->declarer = d;
        r->value = g->value;
        r->score = g->score;
        running[d] += g->score;
        r->running = running[d];
        out->played++;
        sheet_seat *s = &out->seat[d];
        s->game_points += g->score;
        if (d == r->dealer && size == 4)
            r->marks |= SHEET_DEALER_DECLARER;
        if (g->won) {
            s->won++;
        } else {
            s->lost++;
            r->marks |= SHEET_LOST;
            if (g->overbid)
                r->marks |= SHEET_OVERBID;
        }
    }
    free(order);
    out->missing = t->series_games - out->played - out->passed;
    sheet_seats_total(size, out->seat);
    return SK_OK;
}

void sheet_seats_total(int table_size, sheet_seat seat[SHEET_MAX_SEATS + 1])
{
    int size = table_size >= 1 && table_size <= SHEET_MAX_SEATS ? table_size : 0;
    int lost_all = 0;
    for (int k = 1; k <= size; k++)
        lost_all += seat[k].lost;
    int bonus = seeger_bonus_per_lost(size);
    for (int k = 1; k <= size; k++) {
        sheet_seat *s = &seat[k];
        /* every game lost by another seat counts, also while this seat dealt
         * (4-table); a seat's own lost game never does */
        s->others_lost = lost_all - s->lost;
        s->won_lost_bonus = seeger_won_lost(s->won, s->lost);
        s->opponents_bonus = bonus * s->others_lost;
        s->total = seeger_total(s->game_points, s->won, s->lost, s->others_lost, size);
    }
}

void sheet_others_text(const sheet_seat *st, int table_size, char *buf, size_t n)
{
    if (n)
        snprintf(buf, n, "%d \u00d7 %d = %d", st->others_lost, seeger_bonus_per_lost(table_size),
                 st->opponents_bonus);
}
