/* second.c - see second.h */
#include "second.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csvin.h"
#include "csvout.h"
#include "day.h"
#include "db_games.h"
#include "db_seating.h"
#include "games.h"
#include "houseprof.h"
#include "schops.h"
#include "tablesheet.h"

/* Tournament scoring only: a house list or a Schafkopf list is not compared. */
static int second_allowed(db *d, const db_tournament *t, sk_err *err)
{
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name);
    if (schops_is_schafkopf(t))
        return sk_err_set(err, SK_INVALID, _("second entry: '%s' plays Schafkopf; the second "
                          "entry is for Skat tournament scoring (isko)"), t->name);
    house_profile p;
    int rc = ops_house_profile(t, &p, err);
    if (rc == SK_OK && house_profile_has_house_rules(&p))
        rc = sk_err_set(err, SK_INVALID, _("second entry: '%s' keeps a house list (profile %s); "
                        "the second entry is for Skat tournament scoring (isko)"), t->name, p.name);
    day_settings ds;
    if (rc == SK_OK)
        rc = ops_day_load(d, t, &ds, err);
    if (rc == SK_OK && !ds.second_entry)
        rc = sk_err_set(err, SK_INVALID, _("second entry: '%s' asks for none ('skatsheet day set "
                        "second_entry=yes')"), t->name);
    return rc;
}

/* The game's import row without series,table,game (malloc'd). */
static char *row_of(const game_entry *e)
{
    sk_buf b = {0};
    csvout_game(&b, e);
    const char *s = b.s ? b.s : "";
    for (int k = 0; k < 3 && *s; k++) {
        const char *c = strchr(s, ',');
        s = c ? c + 1 : s + strlen(s);
    }
    char *r = xstrdup(s);
    size_t n = strlen(r);
    while (n && (r[n - 1] == '\n' || r[n - 1] == '\r'))
        r[--n] = '\0';
    sk_buf_free(&b);
    return r;
}

/* "seat 2: grand with 1, 61" / "passed" (malloc'd). */
static char *words_of(const game_entry *e)
{
    sk_buf b = {0};
    if (e->passed) {
        sk_buf_add(&b, _("passed"));
    } else {
        sk_buf_printf(&b, _("seat %d: "), e->declarer);
        game_describe_short(&e->g, &b);
    }
    return sk_buf_take(&b);
}

/* Parse stored rows back: rows[i] of a table into games (series, table,
 * game numbers set). */
static int parse_rows(const db_second *rows, size_t n, int series, game_entry **out,
                      sk_err *err)
{
    *out = NULL;
    if (!n)
        return SK_OK;
    sk_buf b = {0};
    sk_buf_add(&b, CSVIN_GAMES_HEADER "\n");
    for (size_t i = 0; i < n; i++)
        sk_buf_printf(&b, "%d,%d,%d,%s\n", series, rows[i].table_no, rows[i].game_no,
                      rows[i].entry);
    csvin_games gs = {0};
    csvin_errors errs = {0};
    int rc = csvin_games_parse(b.s, b.len, &gs, &errs);
    if (rc != SK_OK || gs.n != n) {
        sk_buf e = {0};
        csvin_errors_format(&errs, &e);
        rc = sk_err_set(err, SK_FAIL, _("database value out of range: table second_games "
                        "holds a row the import format refuses (%s)"), sk_buf_str(&e));
        sk_buf_free(&e);
    } else {
        *out = xcalloc(n, sizeof **out);
        memcpy(*out, gs.v, n * sizeof **out);
    }
    csvin_games_free(&gs);
    csvin_errors_free(&errs);
    sk_buf_free(&b);
    return rc;
}

int ops_second_games(db *d, const db_tournament *t, int series, int table_no,
                     game_entry **out, size_t *n, sk_err *err)
{
    db_second *v;
    int rc = db_second_list(d, t->id, series, table_no, &v, n, err);
    if (rc == SK_OK)
        rc = parse_rows(v, *n, series, out, err);
    if (rc == SK_OK)
        db_seconds_free(v, *n);
    else
        *n = 0;
    return rc;
}

/* The table's rules (size, series length, dealer) of e's table. */
static int table_rules(db *d, const db_tournament *t, int series, int table_no,
                       game_table_rules *r, sk_err *err)
{
    db_table tab;
    int rc = db_table_get(d, t->id, series, table_no, &tab, err);
    if (rc != SK_OK)
        return rc;
    db_tournament_table_rules(t, tab.size, r);
    db_table_clear(&tab);
    return SK_OK;
}

/* Check e and store it (inside or outside a transaction). */
static int put_checked(db *d, const db_tournament *t, game_entry *e, bool replace,
                       const char *source, sk_err *err)
{
    game_table_rules r;
    int rc = table_rules(d, t, e->series, e->table_no, &r, err);
    if (rc != SK_OK)
        return rc;
    if (e->game_no == 0) { /* the lowest number not entered yet */
        db_second *v;
        size_t n;
        rc = db_second_list(d, t->id, e->series, e->table_no, &v, &n, err);
        if (rc != SK_OK)
            return rc;
        int g = 1;
        for (size_t i = 0; i < n && v[i].game_no == g; i++)
            g++;
        e->game_no = g;
        db_seconds_free(v, n);
    }
    rules_outcome o;
    rc = game_validate(e, &r, &o, err);
    if (rc != SK_OK)
        return rc;
    db_second s;
    memset(&s, 0, sizeof s);
    s.table_no = e->table_no;
    s.game_no = e->game_no;
    s.entry = row_of(e);
    snprintf(s.source, sizeof s.source, "%s", source && strcmp(source, "phone") == 0 ? "phone"
                                                                                      : "desk");
    ops_now_iso(s.entered);
    rc = db_second_put(d, t->id, e->series, &s, replace, err);
    free(s.entry);
    return rc;
}

int ops_second_put(db *d, const db_tournament *t, game_entry *e, bool replace,
                   const char *source, sk_err *err)
{
    int rc = second_allowed(d, t, err);
    if (rc != SK_OK)
        return rc;
    if (replace && e->game_no < 1)
        return sk_err_set(err, SK_INVALID, _("an edit of the second entry needs the game number"));
    if (replace) { /* an edit: the game must be in the second entry */
        db_second *v;
        size_t n;
        rc = db_second_list(d, t->id, e->series, e->table_no, &v, &n, err);
        bool has = false;
        for (size_t i = 0; rc == SK_OK && i < n; i++)
            has |= v[i].game_no == e->game_no;
        if (rc == SK_OK)
            db_seconds_free(v, n);
        if (rc == SK_OK && !has)
            rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is not in the "
                            "second entry"), e->game_no, e->table_no, e->series);
        if (rc != SK_OK)
            return rc;
    }
    return put_checked(d, t, e, replace, source, err);
}

int ops_second_delete(db *d, const db_tournament *t, int series, int table_no, int game_no,
                      sk_err *err)
{
    int rc = second_allowed(d, t, err);
    bool removed = false;
    if (rc == SK_OK)
        rc = db_second_delete(d, t->id, series, table_no, game_no, &removed, err);
    if (rc == SK_OK && !removed)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is not in the second "
                        "entry"), game_no, table_no, series);
    return rc;
}

void ops_second_cmp_free(ops_second_cmp *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->n; i++) {
        free(c->diffs[i].first);
        free(c->diffs[i].second);
    }
    free(c->diffs);
    memset(c, 0, sizeof *c);
}

static void add_diff(ops_second_cmp *c, size_t *cap, int table_no, int game_no,
                     ops_second_kind kind, const game_entry *a, const game_entry *b)
{
    if (c->n == *cap)
        c->diffs = xrealloc(c->diffs, (*cap = *cap ? 2 * *cap : 16) * sizeof *c->diffs);
    ops_second_diff *x = &c->diffs[c->n++];
    x->table_no = table_no;
    x->game_no = game_no;
    x->kind = kind;
    x->first = a ? words_of(a) : NULL;
    x->second = b ? words_of(b) : NULL;
    if (kind == OPS_SECOND_DIFFERENT)
        c->different++;
    else if (kind == OPS_SECOND_ONLY_FIRST)
        c->only_first++;
    else
        c->only_second++;
}

/* Compare one table: first games f[0..nf), second s[0..ns), both by number. */
static void compare_table(ops_second_cmp *c, size_t *cap, int table_no, int series_games,
                          const db_game *f, size_t nf, const game_entry *s, size_t ns,
                          bool *complete)
{
    size_t i = 0, k = 0;
    int same = 0;
    while (i < nf || k < ns) {
        int gf = i < nf ? f[i].e.game_no : 1 << 30, gs = k < ns ? s[k].game_no : 1 << 30;
        if (gf == gs) {
            char *ra = row_of(&f[i].e), *rb = row_of(&s[k]);
            if (strcmp(ra, rb) == 0)
                same++;
            else
                add_diff(c, cap, table_no, gf, OPS_SECOND_DIFFERENT, &f[i].e, &s[k]);
            free(ra);
            free(rb);
            i++;
            k++;
        } else if (gf < gs) {
            add_diff(c, cap, table_no, gf, OPS_SECOND_ONLY_FIRST, &f[i].e, NULL);
            i++;
        } else {
            add_diff(c, cap, table_no, gs, OPS_SECOND_ONLY_SECOND, NULL, &s[k]);
            k++;
        }
    }
    c->same += same;
    *complete = same == series_games;
}

/* The games of table table_no as entered first (*f) and second (*s). */
static int both_entries(db *d, const db_tournament *t, int series, int table_no, db_game **f,
                        size_t *nf, game_entry **s, size_t *ns, sk_err *err)
{
    int rc = db_game_list(d, t->id, series, table_no, f, nf, err);
    if (rc == SK_OK)
        rc = ops_second_games(d, t, series, table_no, s, ns, err);
    return rc;
}

int ops_second_compare(db *d, const db_tournament *t, int series, int table_no,
                       ops_second_cmp *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    out->series = series;
    db_series se;
    int rc = db_series_get(d, t->id, series, &se, err);
    if (rc != SK_OK)
        return rc;
    size_t cap = 0;
    bool agree = true, any = false;
    for (size_t k = 0; rc == SK_OK && k < se.ntables; k++) {
        int tn = se.tables[k].table_no;
        if (table_no && tn != table_no)
            continue;
        any = true;
        db_game *f = NULL;
        size_t nf = 0;
        game_entry *s = NULL;
        size_t ns = 0;
        rc = both_entries(d, t, series, tn, &f, &nf, &s, &ns, err);
        if (rc == SK_OK) {
            game_table_rules r;
            db_tournament_table_rules(t, se.tables[k].size, &r);
            bool complete = false;
            compare_table(out, &cap, tn, r.series_games, f, nf, s, ns, &complete);
            agree &= complete;
            out->tables++;
        }
        db_games_free(f, nf);
        free(s);
    }
    db_series_clear(&se);
    if (rc == SK_OK && table_no && !any)
        rc = sk_err_set(err, SK_INVALID, _("series %d has no table %d"), series, table_no);
    out->agree = rc == SK_OK && agree && out->n == 0;
    if (rc != SK_OK)
        ops_second_cmp_free(out);
    return rc;
}

int ops_second_resolve(db *d, const db_tournament *t, int series, int table_no, int game_no,
                       bool take_second, sk_err *err)
{
    int rc = second_allowed(d, t, err);
    if (rc != SK_OK)
        return rc;
    db_game *f = NULL;
    size_t nf = 0;
    game_entry *s = NULL;
    size_t ns = 0;
    rc = both_entries(d, t, series, table_no, &f, &nf, &s, &ns, err);
    const game_entry *a = NULL, *b = NULL;
    for (size_t i = 0; rc == SK_OK && i < nf; i++)
        if (f[i].e.game_no == game_no)
            a = &f[i].e;
    for (size_t i = 0; rc == SK_OK && i < ns; i++)
        if (s[i].game_no == game_no)
            b = &s[i];
    if (rc == SK_OK && !a && !b)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is in neither entry"),
                        game_no, table_no, series);
    if (rc == SK_OK && a && b) {
        char *ra = row_of(a), *rb = row_of(b);
        if (strcmp(ra, rb) == 0)
            rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is the same in "
                            "both entries: nothing to decide"), game_no, table_no, series);
        free(ra);
        free(rb);
    }
    if (rc == SK_OK && take_second && !b)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is not in the second "
                        "entry: take the first, or enter it"), game_no, table_no, series);
    if (rc == SK_OK && !take_second && !a)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is not in the first "
                        "entry: take the second, or enter it"), game_no, table_no, series);
    if (rc == SK_OK && take_second) {
        game_entry e = *b;
        ops_tour ot;
        ops_tour_view(t, &ot);
        rc = ops_game_put(d, &ot, &e, a != NULL, NULL, NULL, err);
    } else if (rc == SK_OK) {
        game_entry e = *a;
        rc = put_checked(d, t, &e, b != NULL, "desk", err);
    }
    db_games_free(f, nf);
    free(s);
    return rc;
}

/* The table of a CSV row, for csvin_games_validate. */
typedef struct import_ctx {
    db *d;
    const db_tournament *t;
} import_ctx;

static int import_table(void *ud, int series, int table_no, game_table_rules *r, sk_err *err)
{
    const import_ctx *c = ud;
    return table_rules(c->d, c->t, series, table_no, r, err);
}

int ops_second_import(db *d, const db_tournament *t, const char *buf, size_t len,
                      const char *source, int *count, char **errs_text, sk_err *err)
{
    *count = 0;
    *errs_text = NULL;
    int rc = second_allowed(d, t, err);
    if (rc != SK_OK)
        return rc;
    csvin_games gs = {0};
    csvin_errors errs = {0};
    import_ctx ic = {d, t};
    csvin_games_parse(buf, len, &gs, &errs);
    if (csvin_games_validate(&gs, import_table, &ic, NULL, &errs) == SK_FAIL)
        rc = sk_err_set(err, SK_FAIL, "%s", errs.n ? errs.v[errs.n - 1].msg : "?");
    if (rc == SK_OK && !errs.n && (rc = db_begin(d, err)) == SK_OK) {
        for (size_t i = 0; rc == SK_OK && i < gs.n; i++) {
            sk_err e2;
            sk_err_clear(&e2);
            int r2 = put_checked(d, t, &gs.v[i], false, source, &e2);
            if (r2 == SK_INVALID)
                csvin_errors_add(&errs, gs.line[i], "%s", e2.msg);
            else if (r2 != SK_OK)
                rc = sk_err_set(err, r2, "%s", e2.msg);
            else
                ++*count;
        }
        if (rc == SK_OK && !errs.n)
            rc = db_commit(d, err);
        else
            db_rollback(d);
    }
    if (errs.n) {
        sk_buf b = {0};
        csvin_errors_sort(&errs);
        csvin_errors_format(&errs, &b);
        *errs_text = sk_buf_take(&b);
        *count = 0;
        sk_err_set(err, SK_INVALID, sk_ntr("%zu problem in the second entry: nothing stored",
                                           "%zu problems in the second entry: nothing stored",
                                           errs.n), errs.n);
        rc = SK_INVALID;
    }
    csvin_games_free(&gs);
    csvin_errors_free(&errs);
    return rc;
}

int ops_second_sheet(db *d, const db_tournament *t, int series, int table_no,
                     ops_table_sheet *out, sk_err *err)
{
    game_entry *e = NULL;
    size_t n = 0;
    game_table_rules r;
    int rc = table_rules(d, t, series, table_no, &r, err);
    if (rc == SK_OK)
        rc = ops_second_games(d, t, series, table_no, &e, &n, err);
    db_game *g = xcalloc(n ? n : 1, sizeof *g);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        g[i].e = e[i];
        g[i].table_size = r.table_size;
        g[i].dealer = game_dealer_seat(&r, e[i].game_no);
        if (!e[i].passed)
            rc = game_validate(&e[i], &r, &g[i].o, err);
    }
    free(e);
    if (rc != SK_OK) {
        free(g);
        return rc;
    }
    ops_tour ot;
    ops_tour_view(t, &ot);
    return ops_table_sheet_from(d, &ot, series, table_no, g, n, false, out, err);
}
