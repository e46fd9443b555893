/* house_ref.c - the standings of a house-rule tournament the slow way, for
 * bench/house: every table of every series loaded on its own through
 * ops_house_table_load (the table's list as `sheet show`, the TUI's table
 * screen and the web's table page replay it), the seats' list totals,
 * Lachse, Seeger-Fabian points, won and lost games added up per player (a
 * Bierlachs round is not added up: the one of the latest series counts,
 * B.5), ranked by the list mode (house_rank: then more won, fewer lost
 * games) and printed as `standings --format csv` prints them (equal ranks
 * by name; how far the tournament is from db_progress).
 *   house_ref DB [TOURNAMENT]   (the only or most recent tournament) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "db_evening.h"
#include "db_seating.h"
#include "db_tournaments.h"
#include "tour.h"
#include "csvout.h"
#include "housetable.h"

typedef struct row {
    int64_t id;
    char *name;
    long long list, seeger;
    int lachse, won, lost, rank, last_series;
} row;

static int by_id(const void *a, const void *b)
{
    const row *x = a, *y = b;
    return (x->id > y->id) - (x->id < y->id);
}

static int by_rank(const void *a, const void *b)
{
    const row *x = a, *y = b;
    if (x->rank != y->rank)
        return x->rank < y->rank ? -1 : 1;
    return strcmp(x->name, y->name);
}

int main(int argc, char **argv)
{
    if (argc != 2 && argc != 3) {
        fprintf(stderr, "usage: house_ref DB [TOURNAMENT]\n");
        return 2;
    }
    sk_err err;
    sk_err_clear(&err);
    db *d;
    ops_tour ot; /* the tournament and its rules, parsed once */
    if (db_open(argv[1], &d, &err) != SK_OK ||
        ops_tour_find(d, argc == 3 ? argv[2] : NULL, &ot, &err) != SK_OK ||
        ops_tour_ok(&ot, &err) != SK_OK) {
        fprintf(stderr, "house_ref: %s\n", err.msg);
        return 1;
    }
    const db_tournament *tp = &ot.row;
    house_profile p = ot.rules.house;
    row *rows = NULL;
    size_t n = 0, cap = 0;
    for (int s = 1; s <= tp->series_count; s++) {
        db_series se;
        if (db_series_get(d, tp->id, s, &se, &err) != SK_OK) {
            sk_err_clear(&err); /* not drawn */
            continue;
        }
        for (size_t k = 0; k < se.ntables; k++) {
            ops_house_table ht;
            if (ops_house_table_load(d, &ot, s, se.tables[k].table_no, &ht, &err) != SK_OK) {
                fprintf(stderr, "house_ref: %s\n", err.msg);
                return 1;
            }
            for (int i = 0; i < ht.ts.table.size; i++) {
                const db_seat *st = &ht.ts.table.seats[i];
                row key = {.id = st->player_id};
                row *r = n ? bsearch(&key, rows, n, sizeof *rows, by_id) : NULL;
                if (!r) {
                    if (n == cap) {
                        cap = cap ? 2 * cap : 256;
                        rows = xrealloc(rows, cap * sizeof *rows);
                    }
                    r = &rows[n++];
                    *r = key;
                    r->name = xstrdup(st->name ? st->name : "?");
                    qsort(rows, n, sizeof *rows, by_id);
                    r = bsearch(&key, rows, n, sizeof *rows, by_id);
                }
                if (p.list_mode != HOUSE_LIST_BIERLACHS)
                    r->list += ht.list.total[i];
                else if (s >= r->last_series) /* the round of the latest series */
                    r->list = ht.list.total[i];
                r->last_series = s;
                r->lachse += ht.list.lachse[i];
                r->seeger += ht.list.seeger[i];
                r->won += ht.list.won[i];
                r->lost += ht.list.lost[i];
            }
            ops_house_table_free(&ht);
        }
        db_series_clear(&se);
    }
    house_standing *hs = xcalloc(n ? n : 1, sizeof *hs);
    int *rank = xcalloc(n ? n : 1, sizeof *rank);
    for (size_t i = 0; i < n; i++)
        hs[i] = (house_standing){(int)rows[i].list, rows[i].lachse, rows[i].won, rows[i].lost};
    house_rank(p.list_mode, (int)n, hs, rank);
    for (size_t i = 0; i < n; i++)
        rows[i].rank = rank[i];
    if (n)
        qsort(rows, n, sizeof *rows, by_rank);
    db_progress_t pr;
    if (db_progress(d, tp, 0, &pr, &err) != SK_OK) {
        fprintf(stderr, "house_ref: %s\n", err.msg);
        return 1;
    }
    sk_buf b = {0};
    sk_buf_add(&b, "rank,player,list,lachse,seeger,won,lost,games_recorded,games_expected,"
                   "provisional\n");
    for (size_t i = 0; i < n; i++) {
        sk_buf_printf(&b, "%d,", rows[i].rank);
        csvout_field(&b, rows[i].name, strlen(rows[i].name));
        sk_buf_printf(&b, ",%lld,%d,%lld,%d,%d,%d,%d,%s\n", rows[i].list, rows[i].lachse,
                      rows[i].seeger, rows[i].won, rows[i].lost, pr.recorded, pr.expected,
                      pr.provisional ? "yes" : "no");
        free(rows[i].name);
    }
    fputs(sk_buf_str(&b), stdout);
    sk_buf_free(&b);
    free(rows);
    free(hs);
    free(rank);
    ops_tour_clear(&ot);
    db_close(d);
    return fflush(stdout) == 0 ? 0 : 1;
}
