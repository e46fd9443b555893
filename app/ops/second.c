/* second.c - see second.h.  The comparison and the Skat side (tournament
 * scoring and house lists); the Schafkopf side is in secondsch.c. */
#include "second.h"
#include "opsfam.h"
#include "second_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csvin.h"
#include "csvout.h"
#include "day.h"
#include "db_games.h"
#include "db_seating.h"
#include "games.h"
#include "housegame.h"
#include "housetable.h"
#include "schops.h"
#include "tablesheet.h"

/* Is t open? */
static int second_open(const db_tournament *t, sk_err *err)
{
    return t->closed ? sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name)
                     : SK_OK;
}

/* Does t ask for a second entry (and may it be written)? */
static int second_allowed(db *d, const db_tournament *t, sk_err *err)
{
    int rc = second_open(t, err);
    return rc == SK_OK ? sec_asked(d, t, err) : rc;
}

/* ---- the Skat side: tournament scoring or a house list ---- */

typedef struct sec_skat {
    const ops_tour *t;
    bool house;          /* a house list: its games carry the house fields
                            (Kontra, Bock, Ramsch: the family's house_fields)
                            and replay through the house rules */
} sec_skat;

/* The Skat side of t, its rules read (ops_tour_ok). */
static int skat_ctx(const ops_tour *t, sec_skat *c, sk_err *err)
{
    c->t = t;
    c->house = ops_tour_family(t)->house_fields;
    return ops_tour_ok(t, err);
}

/* Check game e at a table with rules r as its family checks a Skat game
 * (under house rules where the dealer can stay, the replay knows him). */
static int validate(const sec_skat *c, const game_entry *e, const game_table_rules *r,
                    rules_outcome *o, sk_err *err)
{
    family_game g;
    family_outcome out;
    memset(&g, 0, sizeof g);
    memset(&out, 0, sizeof out);
    g.skat = *e;
    int rc = ops_tour_family(c->t)->check(&c->t->rules, r, &g, &out, err);
    *o = out.skat;
    return rc;
}

/* The game's import row without series,table,game (malloc'd): the house
 * columns under house rules, a Ramsch's Augen for every seat (the 4-table
 * dealer's 0), so both entries write it alike whoever dealt. */
static char *row_of(const sec_skat *c, const game_entry *e, int size)
{
    sk_buf b = {0};
    if (c->house)
        csvout_game_house(&b, e, size, 0);
    else
        csvout_game(&b, e);
    char *r = sec_row_tail(sk_buf_str(&b));
    sk_buf_free(&b);
    return r;
}

/* "seat 2: clubs with 2, 40", ", Kontra"; "passed"; "Ramsch 45/40/35, skat 0"
 * (malloc'd). */
static char *words_of(const game_entry *e, int size)
{
    sk_buf b = {0};
    if (e->passed && e->h.ramsch) {
        housegame_describe(&e->h, size, 0, &b);
    } else if (e->passed) {
        sk_buf_add(&b, _("passed"));
    } else {
        sk_buf_printf(&b, _("seat %d: "), e->declarer);
        game_describe_short(&e->g, &b);
        housegame_describe(&e->h, size, 0, &b);
    }
    return sk_buf_take(&b);
}

/* Parse stored rows back: rows[i] of a table into games (series, table,
 * game numbers set). */
static int parse_rows(const sec_skat *c, const db_second *rows, size_t n, int series,
                      game_entry **out, sk_err *err)
{
    *out = NULL;
    if (!n)
        return SK_OK;
    sk_buf b = {0};
    sk_buf_add(&b, c->house ? CSVIN_GAMES_HEADER "," CSVIN_GAMES_HOUSE_COLS "\n"
                            : CSVIN_GAMES_HEADER "\n");
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

static int skat_games(db *d, const sec_skat *c, int series, int table_no, game_entry **out,
                      size_t *n, sk_err *err)
{
    db_second *v;
    int rc = db_second_list(d, c->t->row.id, series, table_no, &v, n, err);
    if (rc == SK_OK)
        rc = parse_rows(c, v, *n, series, out, err);
    if (rc == SK_OK)
        db_seconds_free(v, *n);
    else
        *n = 0;
    return rc;
}

/* The table's rules (size, series length, dealer) of a table. */
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

/* A house list: the second entry's games of e's table with e in place of
 * game e->game_no (e NULL: without game `drop`), replayed through the house
 * rules as the first entry's are (in order, Bock and Ramsch rounds). */
static int house_replay(db *d, const sec_skat *c, const game_table_rules *r, int series,
                        int table_no, const game_entry *e, int drop, sk_err *err)
{
    game_entry *v = NULL;
    size_t n = 0;
    int rc = skat_games(d, c, series, table_no, &v, &n, err);
    if (rc != SK_OK)
        return rc;
    db_game *g = xcalloc(n + 1, sizeof *g);
    size_t k = 0;
    bool placed = e == NULL;
    for (size_t i = 0; i < n; i++) {
        if (!placed && v[i].game_no >= e->game_no) {
            g[k++].e = *e;
            placed = true;
        }
        if ((e && v[i].game_no == e->game_no) || v[i].game_no == drop)
            continue;
        g[k++].e = v[i];
    }
    if (!placed)
        g[k++].e = *e;
    house_list list;
    sk_err why;
    sk_err_clear(&why);
    if (ops_house_replay(&c->t->rules.house, r->table_size, r, ops_house_day(c->t->row.date), g,
                         k, NULL, &list, &why) != SK_OK)
        rc = sk_err_set(err, SK_INVALID, _("second entry of series %d, table %d, %s"), series,
                        table_no, why.msg);
    free(g);
    free(v);
    return rc;
}

/* Check e and store it (inside or outside a transaction). */
static int put_checked(db *d, const sec_skat *c, game_entry *e, bool replace,
                       const char *source, sk_err *err)
{
    const db_tournament *t = &c->t->row;
    game_table_rules r;
    int rc = table_rules(d, t, e->series, e->table_no, &r, err);
    if (rc == SK_OK && e->game_no == 0)
        rc = sec_next_game(d, t, e->series, e->table_no, &e->game_no, err);
    if (rc != SK_OK)
        return rc;
    if (!c->house && housegame_any(&e->h))
        return ops_house_refuse_fields(t, &c->t->rules.house, e, err);
    rules_outcome o;
    rc = validate(c, e, &r, &o, err);
    if (rc == SK_OK && c->house)
        rc = house_replay(d, c, &r, e->series, e->table_no, e, 0, err);
    if (rc != SK_OK)
        return rc;
    db_second s;
    memset(&s, 0, sizeof s);
    s.table_no = e->table_no;
    s.game_no = e->game_no;
    s.entry = row_of(c, e, r.table_size);
    snprintf(s.source, sizeof s.source, "%s", sec_source(source));
    ops_now_iso(s.entered);
    rc = db_second_put(d, t->id, e->series, &s, replace, err);
    free(s.entry);
    return rc;
}

/* Skat: ops_second_put once the day asks for a second entry. */
static int skat_put(db *d, const ops_tour *t, game_entry *e, bool replace, const char *source,
                    sk_err *err)
{
    int rc = replace ? sec_entered(d, &t->row, e->series, e->table_no, e->game_no, err) : SK_OK;
    sec_skat c;
    if (rc == SK_OK)
        rc = skat_ctx(t, &c, err);
    return rc == SK_OK ? put_checked(d, &c, e, replace, source, err) : rc;
}

/* Skat: may game game_no leave the second entry?  Under house rules the
 * list without it must still replay. */
static int skat_may_delete(db *d, const ops_tour *t, int series, int table_no, int game_no,
                           sk_err *err)
{
    sec_skat c;
    int rc = skat_ctx(t, &c, err);
    if (rc != SK_OK || !c.house)
        return rc;
    game_table_rules r;
    sk_err why;
    sk_err_clear(&why);
    rc = table_rules(d, &t->row, series, table_no, &r, err);
    if (rc == SK_OK)
        rc = house_replay(d, &c, &r, series, table_no, NULL, game_no, &why);
    if (rc == SK_INVALID)
        sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d: without it the second "
                   "entry's list does not replay (%s): correct it with 'second edit'"),
                   game_no, table_no, series, why.msg);
    else if (rc != SK_OK)
        sk_err_set(err, rc, "%s", why.msg);
    return rc;
}

/* Skat: the games of a table as entered first (f) and second (s). */
typedef struct sec_entries {
    db_game *f;
    size_t nf;
    game_entry *s;
    size_t ns;
} sec_entries;

/* When rc is SK_OK, table table_no's entries into *en (caller:
 * entries_free, also when not SK_OK). */
static int skat_entries(db *d, int rc, const sec_skat *c, int series, int table_no,
                        sec_entries *en, sk_err *err)
{
    memset(en, 0, sizeof *en);
    if (rc == SK_OK)
        rc = db_game_list_of(d, &c->t->row, series, table_no, &en->f, &en->nf, err);
    if (rc == SK_OK)
        rc = skat_games(d, c, series, table_no, &en->s, &en->ns, err);
    return rc;
}

static void entries_free(sec_entries *en)
{
    db_games_free(en->f, en->nf);
    free(en->s);
}

/* Skat: both entries of one table as compared. */
static int skat_sides(db *d, const ops_tour *t, int series, int table_no, sec_game **f,
                      size_t *nf, sec_game **s, size_t *ns, sk_err *err)
{
    *f = *s = NULL;
    *nf = *ns = 0;
    sec_skat c;
    game_table_rules r;
    int rc = skat_ctx(t, &c, err);
    if (rc == SK_OK)
        rc = table_rules(d, &t->row, series, table_no, &r, err);
    sec_entries en;
    rc = skat_entries(d, rc, &c, series, table_no, &en, err);
    if (rc == SK_OK) {
        *f = xcalloc(en.nf + 1, sizeof **f);
        *s = xcalloc(en.ns + 1, sizeof **s);
        for (size_t i = 0; i < en.nf; i++)
            (*f)[(*nf)++] = (sec_game){en.f[i].e.game_no, row_of(&c, &en.f[i].e, r.table_size),
                                       words_of(&en.f[i].e, r.table_size)};
        for (size_t i = 0; i < en.ns; i++)
            (*s)[(*ns)++] = (sec_game){en.s[i].game_no, row_of(&c, &en.s[i], r.table_size),
                                       words_of(&en.s[i], r.table_size)};
    }
    entries_free(&en);
    return rc;
}

/* The second entry of each family: the Skat side here, the Schafkopf side
 * in secondsch.c (side_of, below). */
typedef struct sec_side {
    /* ops_second_put once the day asks for a second entry; ops_second_sch_put
     * once t is open; NULL: the other family's game, refused */
    int (*put)(db *, const ops_tour *, game_entry *, bool, const char *, sk_err *);
    int (*sch_put)(db *, const ops_tour *, int, int, int, sch_game *, bool, const char *, int *,
                   sk_err *);
    /* may game game_no leave table table_no's second entry? (NULL: yes) */
    int (*may_delete)(db *, const ops_tour *, int, int, int, sk_err *);
    /* both entries of a table as compared */
    int (*sides)(db *, const ops_tour *, int, int, sec_game **, size_t *, sec_game **, size_t *,
                 sk_err *);
    /* decide a game that differs (ops_second_resolve) */
    int (*take)(db *, const ops_tour *, int, int, int, bool, bool, bool, sk_err *);
    /* a games CSV into the second entry, inside the caller's transaction */
    int (*import)(db *, const ops_tour *, const char *, size_t, const char *, int *,
                  csvin_errors *, sk_err *);
} sec_side;

static const sec_side *side_of(const ops_tour *t);

/* ---- the comparison ---- */

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
                     ops_second_kind kind, const sec_game *a, const sec_game *b)
{
    c->diffs = sk_grow(c->diffs, c->n, cap, sizeof *c->diffs, 16);
    ops_second_diff *x = &c->diffs[c->n++];
    x->table_no = table_no;
    x->game_no = game_no;
    x->kind = kind;
    x->first = a ? xstrdup(a->words) : NULL;
    x->second = b ? xstrdup(b->words) : NULL;
    if (kind == OPS_SECOND_DIFFERENT)
        c->different++;
    else if (kind == OPS_SECOND_ONLY_FIRST)
        c->only_first++;
    else
        c->only_second++;
}

/* Compare one table: first games f[0..nf), second s[0..ns), both by number. */
static void compare_table(ops_second_cmp *c, size_t *cap, int table_no, int series_games,
                          const sec_game *f, size_t nf, const sec_game *s, size_t ns,
                          bool *complete)
{
    size_t i = 0, k = 0;
    int same = 0;
    while (i < nf || k < ns) {
        int gf = i < nf ? f[i].game_no : 1 << 30, gs = k < ns ? s[k].game_no : 1 << 30;
        if (gf == gs) {
            if (strcmp(f[i].row, s[k].row) == 0)
                same++;
            else
                add_diff(c, cap, table_no, gf, OPS_SECOND_DIFFERENT, &f[i], &s[k]);
            i++;
            k++;
        } else if (gf < gs) {
            add_diff(c, cap, table_no, gf, OPS_SECOND_ONLY_FIRST, &f[i], NULL);
            i++;
        } else {
            add_diff(c, cap, table_no, gs, OPS_SECOND_ONLY_SECOND, NULL, &s[k]);
            k++;
        }
    }
    c->same += same;
    *complete = same == series_games;
}

int ops_second_compare(db *d, const ops_tour *t, int series, int table_no,
                       ops_second_cmp *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    out->series = series;
    db_series se;
    int rc = db_series_get(d, t->row.id, series, &se, err);
    if (rc != SK_OK)
        return rc;
    size_t cap = 0;
    bool agree = true, any = false;
    for (size_t k = 0; rc == SK_OK && k < se.ntables; k++) {
        int tn = se.tables[k].table_no;
        if (table_no && tn != table_no)
            continue;
        any = true;
        sec_game *f = NULL, *s = NULL;
        size_t nf = 0, ns = 0;
        rc = side_of(t)->sides(d, t, series, tn, &f, &nf, &s, &ns, err);
        if (rc == SK_OK) {
            game_table_rules r;
            db_tournament_table_rules(&t->row, se.tables[k].size, &r);
            bool complete = false;
            compare_table(out, &cap, tn, r.series_games, f, nf, s, ns, &complete);
            agree &= complete;
            out->tables++;
        }
        sec_games_free(f, nf);
        sec_games_free(s, ns);
    }
    db_series_clear(&se);
    if (rc == SK_OK && table_no && !any)
        rc = sk_err_set(err, SK_INVALID, _("series %d has no table %d"), series, table_no);
    out->agree = rc == SK_OK && agree && out->n == 0;
    if (rc != SK_OK)
        ops_second_cmp_free(out);
    return rc;
}

/* Skat: decide game game_no as the caller found it. */
static int skat_take(db *d, const ops_tour *t, int series, int table_no, int game_no,
                     bool take_second, bool first_has, bool second_has, sk_err *err)
{
    sec_skat c;
    int rc = skat_ctx(t, &c, err);
    sec_entries en;
    rc = skat_entries(d, rc, &c, series, table_no, &en, err);
    game_entry e;
    memset(&e, 0, sizeof e);
    for (size_t i = 0; rc == SK_OK && take_second && i < en.ns; i++)
        if (en.s[i].game_no == game_no)
            e = en.s[i];
    for (size_t i = 0; rc == SK_OK && !take_second && i < en.nf; i++)
        if (en.f[i].e.game_no == game_no)
            e = en.f[i].e;
    if (rc == SK_OK && take_second)
        rc = ops_game_put(d, t, &e, first_has, NULL, NULL, err);
    else if (rc == SK_OK)
        rc = put_checked(d, &c, &e, second_has, "desk", err);
    entries_free(&en);
    return rc;
}

int ops_second_resolve(db *d, const ops_tour *t, int series, int table_no, int game_no,
                       bool take_second, sk_err *err)
{
    int rc = second_allowed(d, &t->row, err);
    if (rc != SK_OK)
        return rc;
    const sec_side *side = side_of(t);
    sec_game *f = NULL, *s = NULL;
    size_t nf = 0, ns = 0;
    rc = side->sides(d, t, series, table_no, &f, &nf, &s, &ns, err);
    const sec_game *a = NULL, *b = NULL;
    for (size_t i = 0; rc == SK_OK && i < nf; i++)
        if (f[i].game_no == game_no)
            a = &f[i];
    for (size_t i = 0; rc == SK_OK && i < ns; i++)
        if (s[i].game_no == game_no)
            b = &s[i];
    if (rc == SK_OK && !a && !b)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is in neither entry"),
                        game_no, table_no, series);
    if (rc == SK_OK && a && b && strcmp(a->row, b->row) == 0)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is the same in "
                        "both entries: nothing to decide"), game_no, table_no, series);
    if (rc == SK_OK && take_second && !b)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is not in the second "
                        "entry: take the first, or enter it"), game_no, table_no, series);
    if (rc == SK_OK && !take_second && !a)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is not in the first "
                        "entry: take the second, or enter it"), game_no, table_no, series);
    bool first_has = a != NULL, second_has = b != NULL;
    sec_games_free(f, nf);
    sec_games_free(s, ns);
    if (rc != SK_OK)
        return rc;
    return side->take(d, t, series, table_no, game_no, take_second, first_has, second_has, err);
}

/* ---- import ---- */

typedef struct import_ctx {
    db *d;
    const sec_skat *c;
} import_ctx;

/* The table of a CSV row, for csvin_games_check. */
static int import_table(void *ud, int series, int table_no, game_table_rules *r, sk_err *err)
{
    const import_ctx *x = ud;
    return table_rules(x->d, &x->c->t->row, series, table_no, r, err);
}

/* Skat: the games CSV into the second entry, inside the caller's
 * transaction (every refused row into errs). */
static int skat_import(db *d, const ops_tour *t, const char *buf, size_t len,
                       const char *source, int *count, csvin_errors *errs, sk_err *err)
{
    sec_skat c;
    int rc = skat_ctx(t, &c, err);
    if (rc != SK_OK)
        return rc;
    csvin_games gs = {0};
    import_ctx ic = {d, &c};
    csvin_games_parse(buf, len, &gs, errs);
    csvin_games_check chk;
    csvin_games_check_init(&chk, import_table, &ic);
    chk.house_dealt = ops_tour_family(t)->dealer_can_stay(&t->rules);
    for (size_t i = 0; rc == SK_OK && i < gs.n; i++)
        if (csvin_games_check_one(&chk, &gs, i, NULL, errs) == SK_FAIL)
            rc = sk_err_set(err, SK_FAIL, "%s", errs->n ? errs->v[errs->n - 1].msg : "?");
    if (rc == SK_OK)
        csvin_games_dups(&gs, errs);
    /* by series, table and game: a house list is replayed in order */
    csvin_game_key *idx = xcalloc(gs.n + 1, sizeof *idx);
    for (size_t i = 0; i < gs.n; i++)
        idx[i] = (csvin_game_key){gs.v[i].series, gs.v[i].table_no, gs.v[i].game_no, i};
    qsort(idx, gs.n, sizeof *idx, csvin_game_key_cmp);
    bool parsed = !errs->n;
    for (size_t k = 0; rc == SK_OK && parsed && k < gs.n; k++) {
        size_t i = idx[k].i;
        sk_err e2;
        sk_err_clear(&e2);
        int r2 = put_checked(d, &c, &gs.v[i], false, source, &e2);
        if (r2 == SK_INVALID)
            csvin_errors_add(errs, gs.line[i], "%s", e2.msg);
        else if (r2 != SK_OK)
            rc = sk_err_set(err, r2, "%s", e2.msg);
        else
            ++*count;
    }
    free(idx);
    csvin_games_free(&gs);
    return rc;
}

int ops_second_import(db *d, const ops_tour *t, const char *buf, size_t len,
                      const char *source, int *count, char **errs_text, sk_err *err)
{
    *count = 0;
    *errs_text = NULL;
    int rc = second_allowed(d, &t->row, err);
    if (rc != SK_OK)
        return rc;
    csvin_errors errs = {0};
    rc = db_begin(d, err);
    if (rc == SK_OK) {
        rc = side_of(t)->import(d, t, buf, len, source, count, &errs, err);
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
        if (rc == SK_OK)
            rc = sk_err_set(err, SK_INVALID,
                            sk_ntr("%zu problem in the second entry: nothing stored",
                                   "%zu problems in the second entry: nothing stored", errs.n),
                            errs.n);
    }
    csvin_errors_free(&errs);
    return rc;
}

/* ---- each family's side ---- */

/* NULL: a Skat game on a Schafkopf tournament, a Schafkopf game on a Skat
 * one (refused); a Schafkopf list has no replay: any game may go. */
static const sec_side skat_side = {skat_put, NULL, skat_may_delete,
                                   skat_sides, skat_take, skat_import};
static const sec_side sch_side = {NULL, secsch_put, NULL,
                                  secsch_sides, secsch_take, secsch_import};

static const sec_side *side_of(const ops_tour *t)
{
    static const sec_side *const by[OPS_FORM_COUNT] = {
        [OPS_FORM_ISKO] = &skat_side,
        [OPS_FORM_HOUSE] = &skat_side,
        [OPS_FORM_SCHAFKOPF] = &sch_side,
    };
    return by[ops_form_of(&t->rules)];
}

int ops_second_put(db *d, const ops_tour *t, game_entry *e, bool replace, const char *source,
                   sk_err *err)
{
    int rc = second_allowed(d, &t->row, err);
    if (rc != SK_OK)
        return rc;
    if (!side_of(t)->put)
        return schops_refuse_family(&t->row, _("a Skat game in the second entry"), err);
    return side_of(t)->put(d, t, e, replace, source, err);
}

int ops_second_sch_put(db *d, const ops_tour *t, int series, int table_no, int game_no,
                       sch_game *g, bool replace, const char *source, int *game_out,
                       sk_err *err)
{
    int rc = second_open(&t->row, err);
    if (rc != SK_OK)
        return rc;
    if (!side_of(t)->sch_put)
        return schops_refuse_family(&t->row, _("a Schafkopf game in the second entry"), err);
    return side_of(t)->sch_put(d, t, series, table_no, game_no, g, replace, source, game_out,
                               err);
}

int ops_second_delete(db *d, const ops_tour *t, int series, int table_no, int game_no,
                      sk_err *err)
{
    int rc = second_allowed(d, &t->row, err);
    if (rc == SK_OK)
        rc = side_of(t)->may_delete ? side_of(t)->may_delete(d, t, series, table_no, game_no, err)
                                    : SK_OK;
    bool removed = false;
    if (rc == SK_OK)
        rc = db_second_delete(d, t->row.id, series, table_no, game_no, &removed, err);
    if (rc == SK_OK && !removed)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is not in the second "
                        "entry"), game_no, table_no, series);
    return rc;
}

/* ---- the second phone's sheet ---- */

int ops_second_sheet(db *d, const ops_tour *t, int series, int table_no, ops_table_sheet *out,
                     sk_err *err)
{
    sec_skat c;
    game_entry *e = NULL;
    size_t n = 0;
    game_table_rules r;
    int rc = skat_ctx(t, &c, err);
    if (rc == SK_OK)
        rc = table_rules(d, &t->row, series, table_no, &r, err);
    if (rc == SK_OK)
        rc = skat_games(d, &c, series, table_no, &e, &n, err);
    db_game *g = xcalloc(n ? n : 1, sizeof *g);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        g[i].e = e[i];
        g[i].table_size = r.table_size;
        g[i].dealer = game_dealer_seat(&r, e[i].game_no);
        if (!e[i].passed)
            rc = validate(&c, &e[i], &r, &g[i].o, err);
    }
    free(e);
    if (rc != SK_OK) {
        free(g);
        return rc;
    }
    return ops_table_sheet_from(d, t, series, table_no, g, n, false, out, err);
}

int ops_second_house_table(db *d, const ops_tour *t, int series, int table_no,
                           ops_house_table *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    ops_table_sheet ts;
    int rc = ops_second_sheet(d, t, series, table_no, &ts, err);
    return rc == SK_OK ? ops_house_table_from(t, &ts, out, err) : rc;
}

/* Compares every series of t (only `series` when not 0) when t asks for
 * a second entry (*asked), handing each comparison to fn (its status
 * stops the walk). */
static int each_series_cmp(db *d, const ops_tour *t, int series, bool *asked,
                           int (*fn)(void *ud, const ops_second_cmp *c), void *ud, sk_err *err)
{
    day_settings ds;
    int rc = ops_day_load(d, &t->row, &ds, err);
    *asked = rc == SK_OK && ds.second_entry;
    if (!*asked)
        return rc;
    int *nos = NULL;
    size_t nn = 0;
    rc = db_series_numbers(d, t->row.id, &nos, &nn, err);
    for (size_t k = 0; rc == SK_OK && k < nn; k++) {
        if (series && nos[k] != series)
            continue;
        ops_second_cmp c;
        rc = ops_second_compare(d, t, nos[k], 0, &c, err);
        if (rc == SK_OK) {
            rc = fn(ud, &c);
            ops_second_cmp_free(&c);
        }
    }
    free(nos);
    return rc;
}

typedef struct check_lines {
    sk_buf *out;
    int *count;
} check_lines;

static int check_series(void *ud, const ops_second_cmp *c)
{
    check_lines *l = ud;
    for (size_t i = 0; i < c->n; i++) {
        const ops_second_diff *x = &c->diffs[i];
        sk_buf_printf(l->out, _("series %d, table %d: "), c->series, x->table_no);
        if (x->kind == OPS_SECOND_DIFFERENT)
            sk_buf_printf(l->out, _("game %d differs in the second entry: first %s; second "
                                    "%s\n"), x->game_no, x->first, x->second);
        else if (x->kind == OPS_SECOND_ONLY_FIRST)
            sk_buf_printf(l->out, _("game %d is not in the second entry yet\n"), x->game_no);
        else
            sk_buf_printf(l->out, _("game %d is only in the second entry (%s)\n"), x->game_no,
                          x->second);
        ++*l->count;
    }
    return SK_OK;
}

int ops_second_check(db *d, const ops_tour *t, int series, sk_buf *out, int *count,
                     sk_err *err)
{
    bool asked;
    check_lines l = {out, count};
    return each_series_cmp(d, t, series, &asked, check_series, &l, err);
}

/* ---- whether the series count ---- */

void ops_second_state_free(ops_second_state *s)
{
    if (!s)
        return;
    free(s->v);
    memset(s, 0, sizeof *s);
}

static int pending_series(void *ud, const ops_second_cmp *c)
{
    ops_second_state *s = ud;
    if (!c->agree) {
        s->v = xrealloc(s->v, (s->n + 1) * sizeof *s->v);
        s->v[s->n++] = (ops_second_pending){c->series, c->different, c->only_first,
                                            c->only_second};
    }
    return SK_OK;
}

int ops_second_state_load(db *d, const ops_tour *t, int series, ops_second_state *out,
                          sk_err *err)
{
    memset(out, 0, sizeof *out);
    int rc = each_series_cmp(d, t, series, &out->required, pending_series, out, err);
    if (rc != SK_OK)
        ops_second_state_free(out);
    return rc;
}

void ops_second_state_json(const ops_second_state *s, sk_buf *b)
{
    if (!s || !s->required) {
        sk_buf_add(b, ",\"second_entry\":null");
        return;
    }
    sk_buf_printf(b, ",\"second_entry\":{\"agreed\":%s,\"pending\":[", s->n ? "false" : "true");
    for (size_t i = 0; i < s->n; i++)
        sk_buf_printf(b, "%s{\"series\":%d,\"different\":%d,\"only_first\":%d,"
                         "\"only_second\":%d}",
                      i ? "," : "", s->v[i].series, s->v[i].different, s->v[i].only_first,
                      s->v[i].only_second);
    sk_buf_add(b, "]}");
}
