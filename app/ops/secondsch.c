/* secondsch.c - the second entry of a Schafkopf list (see second.h): each
 * game stored as its row of the Schafkopf games CSV (csvsch.h), scored
 * under the tournament's rules when it is entered and when it is read
 * back, its throw-in double derived from the second entry's own games
 * before it, as the first entry derives it from the stored list. */
#include "second.h"
#include "second_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csvsch.h"
#include "day.h"
#include "db_schafkopf.h"
#include "db_seating.h"
#include "schops.h"

/* One game of the second entry, read back and scored. */
typedef struct sch_second {
    int table_no, game_no;
    sch_game g;
    bool won;
    long line;         /* an import: its line */
    sch_result_row rr; /* its scoring (score) */
} sch_second;

/* "Rufspiel mit der Eichel-Sau, seats 1 + 3, 70 Augen, 2 Laufende: won"
 * (the game as players say it, the seats of the declaring party; a Ramsch
 * its losers) (malloc'd). */
static char *words_of(const sch_game *g, bool won)
{
    char text[160];
    sch_game_text(g, text, sizeof text);
    sk_buf b = {0};
    sk_buf_add(&b, text);
    bool bav = g->family == SCH_FAM_BAYERISCH;
    const sch_bav_game *x = &g->b;
    if (bav && (x->kind == SCH_BAV_RAMSCH || x->kind == SCH_BAV_THROWN_IN)) {
        if (x->durchmarsch)
            sk_buf_printf(&b, _(", Durchmarsch seat %d"), x->durchmarsch);
        for (int s = 1; s <= 4; s++)
            if (x->ramsch_losers & (1u << (s - 1)))
                sk_buf_printf(&b, _(", loser seat %d"), s);
        return sk_buf_take(&b);
    }
    int p0 = bav ? x->declarer : g->w.party[0], p1 = bav ? x->partner : g->w.party[1];
    if (p1)
        sk_buf_printf(&b, _(", seats %d + %d"), p0, p1);
    else
        sk_buf_printf(&b, _(", seat %d"), p0);
    int au = bav ? x->declarer_party_augen : g->w.party_augen;
    if (au != SCH_AUGEN_NONE)
        sk_buf_printf(&b, ", %d Augen", au);
    if (bav && x->laufende)
        sk_buf_printf(&b, ", %d Laufende", x->laufende);
    if (bav && x->klopfer)
        sk_buf_printf(&b, _(", %d knocked"), x->klopfer);
    static const char *const kn[] = {"", "Kontra", "Re", "Sub", "Hirsch"};
    if (bav && x->kontra_level > 0 && x->kontra_level <= 4)
        sk_buf_printf(&b, ", %s", kn[x->kontra_level]);
    if (bav && x->doubled)
        sk_buf_add(&b, _(", doubled"));
    if (!bav && g->w.doublings)
        sk_buf_printf(&b, _(", %d doublings"), g->w.doublings);
    sk_buf_printf(&b, ": %s", won ? _("won") : _("lost"));
    return sk_buf_take(&b);
}

/* The game's row of the Schafkopf games CSV without series,table,game. */
static char *row_of(const sch_game *g)
{
    sk_buf b = {0};
    csvsch_write(&b, 0, 0, 0, g);
    char *r = sec_row_tail(sk_buf_str(&b));
    sk_buf_free(&b);
    return r;
}

static bool derives(const sch_settings *s)
{
    return s->family == SCH_FAM_BAYERISCH && s->b.doubled_after_throw_in;
}

/* The throw-in doubles of one table's games v[0..n) (in game order), as
 * the first entry derives them (A.5.4 point 3). */
static void derive_table(const sch_settings *s, sch_second *v, size_t n)
{
    if (!derives(s) || !n)
        return;
    sch_bav_game *bg = xcalloc(n, sizeof *bg);
    for (size_t i = 0; i < n; i++)
        bg[i] = v[i].g.b;
    sch_bav_derive_doubled(&s->b, bg, n);
    for (size_t i = 0; i < n; i++)
        v[i].g.b.doubled = bg[i].doubled;
    free(bg);
}

/* Score v (normalized in place): SK_INVALID with the rule's message. */
static int score(const sch_settings *s, sch_second *v, sk_err *err)
{
    if (v->g.family == SCH_FAM_WENDISCH)
        v->g.w.game_no = v->game_no;
    else
        v->g.b.game_no = v->game_no;
    int rc = sch_game_score(s, &v->g, &v->rr, err);
    v->won = rc == SK_OK && v->rr.won;
    return rc;
}

/* The second entry of a table (table_no 0: the series), read back, by
 * table and game: derived and scored.  *out malloc'd. */
static int read_second(db *d, const db_tournament *t, const sch_settings *s, int series,
                       int table_no, sch_second **out, size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_second *v;
    size_t nv;
    int rc = db_second_list(d, t->id, series, table_no, &v, &nv, err);
    if (rc != SK_OK)
        return rc;
    sk_buf b = {0};
    csvsch_header(&b);
    for (size_t i = 0; i < nv; i++)
        sk_buf_printf(&b, "%d,%d,%d,%s\n", series, v[i].table_no, v[i].game_no, v[i].entry);
    csvsch_rows rows = {0};
    csvin_errors errs = {0};
    if (nv && (csvsch_parse(b.s, b.len, s->family, &rows, &errs) != SK_OK || rows.n != nv)) {
        sk_buf e = {0};
        csvin_errors_format(&errs, &e);
        rc = sk_err_set(err, SK_FAIL, _("database value out of range: table second_games "
                        "holds a row the import format refuses (%s)"), sk_buf_str(&e));
        sk_buf_free(&e);
    }
    sch_second *r = xcalloc(nv + 1, sizeof *r);
    for (size_t i = 0; rc == SK_OK && i < rows.n; i++)
        r[i] = (sch_second){.table_no = rows.v[i].table, .game_no = rows.v[i].game,
                            .g = rows.v[i].g, .line = rows.v[i].line};
    /* each table's games in order (db_second_list's order) */
    for (size_t i = 0, j; rc == SK_OK && i < rows.n; i = j) {
        for (j = i; j < rows.n && r[j].table_no == r[i].table_no; j++)
            ;
        derive_table(s, &r[i], j - i);
    }
    for (size_t i = 0; rc == SK_OK && i < rows.n; i++) {
        sk_err e2;
        sk_err_clear(&e2);
        if (score(s, &r[i], &e2) != SK_OK)
            rc = sk_err_set(err, SK_FAIL, _("second entry of series %d, table %d, game %d: the "
                            "stored game is refused (%s)"), series, r[i].table_no, r[i].game_no,
                            e2.msg);
    }
    if (rc == SK_OK) {
        *out = r;
        *n = rows.n;
    } else {
        free(r);
    }
    csvsch_rows_free(&rows);
    csvin_errors_free(&errs);
    sk_buf_free(&b);
    db_seconds_free(v, nv);
    return rc;
}

int secsch_sides(db *d, const ops_tour *t, int series, int table_no, sec_game **f,
                 size_t *nf, sec_game **s, size_t *ns, sk_err *err)
{
    *f = *s = NULL;
    *nf = *ns = 0;
    const sch_settings *st = &t->rules.sch; /* parsed once, when t was loaded */
    int rc = ops_tour_ok(t, err);
    db_sch_game *v = NULL;
    size_t n = 0;
    sch_second *w = NULL;
    size_t m = 0;
    if (rc == SK_OK)
        rc = db_sch_game_list(d, t->row.id, st->family, series, table_no, &v, &n, err);
    if (rc == SK_OK)
        rc = read_second(d, &t->row, st, series, table_no, &w, &m, err);
    if (rc == SK_OK) {
        *f = xcalloc(n + 1, sizeof **f);
        *s = xcalloc(m + 1, sizeof **s);
        for (size_t i = 0; i < n; i++)
            (*f)[(*nf)++] = (sec_game){v[i].game_no, row_of(&v[i].g), words_of(&v[i].g, v[i].won)};
        for (size_t i = 0; i < m; i++)
            (*s)[(*ns)++] = (sec_game){w[i].game_no, row_of(&w[i].g), words_of(&w[i].g, w[i].won)};
    }
    db_sch_games_free(v, n);
    free(w);
    return rc;
}

int ops_second_sch_derive(db *d, const db_tournament *t, const sch_settings *s, int series,
                          int table_no, int game_no, sch_game *g, sk_err *err)
{
    sch_second *v = NULL;
    size_t n = 0;
    int rc = read_second(d, t, s, series, table_no, &v, &n, err);
    if (rc != SK_OK)
        return rc;
    sch_second *x = xcalloc(n + 1, sizeof *x);
    size_t k = 0;
    for (size_t i = 0; i < n && (game_no == 0 || v[i].game_no < game_no); i++)
        x[k++] = v[i];
    x[k++] = (sch_second){.table_no = table_no, .game_no = game_no, .g = *g};
    derive_table(s, x, k);
    *g = x[k - 1].g;
    free(x);
    free(v);
    return SK_OK;
}

int ops_second_sch_sheet(db *d, const db_tournament *t, const sch_settings *s, int series,
                         int table_no, schops_sheet *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    sch_second *v = NULL;
    size_t n = 0;
    int rc = read_second(d, t, s, series, table_no, &v, &n, err);
    if (rc != SK_OK)
        return rc;
    db_sch_game *g = xcalloc(n + 1, sizeof *g);
    for (size_t i = 0; i < n; i++) {
        g[i].series = series;
        g[i].table_no = table_no;
        g[i].game_no = v[i].game_no;
        g[i].g = v[i].g;
        memcpy(g[i].pts, v[i].rr.pts, sizeof g[i].pts);
        g[i].zero_sum = schops_zero_sum(s);
        g[i].won = v[i].won;
        g[i].solo_won_by = v[i].rr.solo_won_by;
    }
    free(v);
    return schops_sheet_from(d, t, s, series, table_no, g, n, out, err);
}

/* Check game g (number game_no, 0: the next free one) of a table and
 * store it in the second entry (inside or outside a transaction). */
static int put_checked(db *d, const db_tournament *t, const sch_settings *s, int series,
                       int table_no, int *game_no, const sch_game *g, bool replace,
                       const char *source, sk_err *err)
{
    db_table tab;
    int rc = db_table_get(d, t->id, series, table_no, &tab, err);
    if (rc != SK_OK)
        return rc;
    game_table_rules r;
    db_tournament_table_rules(t, tab.size, &r);
    if (tab.size != 4)
        rc = sk_err_set(err, SK_INVALID, _("series %d, table %d seats %d: a Schafkopf list "
                        "needs four"), series, table_no, tab.size);
    db_table_clear(&tab);
    if (rc == SK_OK && *game_no == 0)
        rc = sec_next_game(d, t, series, table_no, game_no, err);
    if (rc == SK_OK && (*game_no < 1 || *game_no > r.series_games))
        rc = sk_err_set(err, SK_INVALID, _("game %d: a series has %d games at a table"),
                        *game_no, r.series_games);
    sch_second me = {.table_no = table_no, .game_no = *game_no, .g = *g};
    if (rc == SK_OK)
        rc = ops_second_sch_derive(d, t, s, series, table_no, *game_no, &me.g, err);
    if (rc == SK_OK)
        rc = score(s, &me, err);
    if (rc != SK_OK)
        return rc;
    db_second row;
    memset(&row, 0, sizeof row);
    row.table_no = table_no;
    row.game_no = *game_no;
    row.entry = row_of(&me.g);
    snprintf(row.source, sizeof row.source, "%s", sec_source(source));
    ops_now_iso(row.entered);
    rc = db_second_put(d, t->id, series, &row, replace, err);
    free(row.entry);
    return rc;
}

int secsch_put(db *d, const ops_tour *ot, int series, int table_no, int game_no, sch_game *g,
               bool replace, const char *source, int *game_out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    int rc = sec_asked(d, t, err);
    if (rc == SK_OK && replace)
        rc = sec_entered(d, t, series, table_no, game_no, err);
    if (rc == SK_OK)
        rc = ops_tour_ok(ot, err);
    if (rc == SK_OK)
        rc = put_checked(d, t, &ot->rules.sch, series, table_no, &game_no, g, replace, source,
                         err);
    if (rc == SK_OK && game_out)
        *game_out = game_no;
    return rc;
}

int secsch_take(db *d, const ops_tour *ot, int series, int table_no, int game_no,
                bool take_second, bool first_has, bool second_has, sk_err *err)
{
    const db_tournament *t = &ot->row;
    const sch_settings *s = &ot->rules.sch;
    int rc = ops_tour_ok(ot, err);
    if (rc != SK_OK)
        return rc;
    if (take_second) {
        sch_second *v = NULL;
        size_t n = 0;
        rc = read_second(d, t, s, series, table_no, &v, &n, err);
        db_sch_game r;
        memset(&r, 0, sizeof r);
        for (size_t i = 0; rc == SK_OK && i < n; i++)
            if (v[i].game_no == game_no)
                r.g = v[i].g;
        free(v);
        r.series = series;
        r.table_no = table_no;
        r.game_no = game_no;
        return rc == SK_OK ? schops_record(d, t, s, &r, first_has, NULL, err) : rc;
    }
    db_sch_game *v = NULL;
    size_t n = 0;
    rc = db_sch_game_list(d, t->id, s->family, series, table_no, &v, &n, err);
    sch_game g;
    memset(&g, 0, sizeof g);
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        if (v[i].game_no == game_no)
            g = v[i].g;
    db_sch_games_free(v, n);
    if (rc == SK_OK)
        rc = put_checked(d, t, s, series, table_no, &game_no, &g, second_has, "desk", err);
    return rc;
}

int secsch_import(db *d, const ops_tour *ot, const char *buf, size_t len,
                  const char *source, int *count, csvin_errors *errs, sk_err *err)
{
    const db_tournament *t = &ot->row;
    const sch_settings *s = &ot->rules.sch;
    int rc = ops_tour_ok(ot, err);
    if (rc != SK_OK)
        return rc;
    csvsch_rows rows = {0};
    csvsch_parse(buf, len, s->family, &rows, errs);
    /* by series, table and game: each game's double derives from the
     * second entry's games before it */
    csvin_game_key *idx = xcalloc(rows.n + 1, sizeof *idx);
    for (size_t i = 0; i < rows.n; i++)
        idx[i] = (csvin_game_key){rows.v[i].series, rows.v[i].table, rows.v[i].game, i};
    qsort(idx, rows.n, sizeof *idx, csvin_game_key_cmp);
    for (size_t k = 1; k < rows.n; k++) {
        const csvsch_row *a = &rows.v[idx[k - 1].i], *b = &rows.v[idx[k].i];
        if (a->series == b->series && a->table == b->table && a->game == b->game)
            csvin_errors_add(errs, b->line, _("game %d of series %d table %d is already on line "
                             "%ld: one entry per game number"), b->game, b->series, b->table,
                             a->line);
    }
    bool parsed = !errs->n;
    for (size_t k = 0; rc == SK_OK && parsed && k < rows.n; k++) {
        const csvsch_row *x = &rows.v[idx[k].i];
        sk_err e2;
        sk_err_clear(&e2);
        int game = x->game;
        int r2 = put_checked(d, t, s, x->series, x->table, &game, &x->g, false, source, &e2);
        if (r2 == SK_INVALID)
            csvin_errors_add(errs, x->line, "%s", e2.msg);
        else if (r2 != SK_OK)
            rc = sk_err_set(err, r2, "%s", e2.msg);
        else
            ++*count;
    }
    free(idx);
    csvsch_rows_free(&rows);
    return rc;
}
