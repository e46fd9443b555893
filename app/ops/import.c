/* import.c - see import.h */
#include "import.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "db_games.h"
#include "db_import.h"
#include "game.h"
#include "housegame.h"
#include "housetable.h"

typedef struct table_key {
    int series, table_no, size; /* series 0: an empty slot */
    int64_t exists;             /* 1 known, -1 does not exist */
} table_key;

/* The tables looked up so far, in an open-addressing hash on (series,
 * table): a season has tens of thousands of tables (a linear list was a
 * tenth of a 1,000,000-game import's parsing time). */
typedef struct lookup_ctx {
    db *d;
    const db_tournament *t;
    table_key *v;
    size_t n, cap;              /* cap: 0 or a power of two */
} lookup_ctx;

static size_t key_slot(const lookup_ctx *c, int series, int table_no)
{
    size_t h = ((size_t)(unsigned)series * 0x9E3779B1u) ^ ((size_t)(unsigned)table_no * 0x85EBCA77u);
    size_t i = h & (c->cap - 1);
    while (c->v[i].series && (c->v[i].series != series || c->v[i].table_no != table_no))
        i = (i + 1) & (c->cap - 1);
    return i;
}

static void key_put(lookup_ctx *c, table_key k)
{
    if (2 * (c->n + 1) > c->cap) {
        table_key *old = c->v;
        size_t ocap = c->cap;
        c->cap = ocap ? ocap * 2 : 64;
        c->v = xcalloc(c->cap, sizeof *c->v);
        for (size_t i = 0; i < ocap; i++)
            if (old[i].series)
                c->v[key_slot(c, old[i].series, old[i].table_no)] = old[i];
        free(old);
    }
    c->v[key_slot(c, k.series, k.table_no)] = k;
    c->n++;
}

static int lookup_table(void *ud, int series, int table_no, game_table_rules *out, sk_err *err)
{
    lookup_ctx *c = ud;
    if (c->cap) {
        const table_key *k = &c->v[key_slot(c, series, table_no)];
        if (k->series) {
            if (k->exists < 0)
                return sk_err_set(err, SK_INVALID, _("series %d has no table %d"), series,
                                  table_no);
            db_tournament_table_rules(c->t, k->size, out);
            return SK_OK;
        }
    }
    int size = 0;
    sk_err e;
    sk_err_clear(&e);
    int rc = db_table_size(c->d, c->t->id, series, table_no, &size, &e);
    if (rc == SK_FAIL)
        return sk_err_set(err, SK_FAIL, "%s", e.msg);
    table_key k = {series, table_no, rc == SK_OK ? size : 0, rc == SK_OK ? 1 : -1};
    key_put(c, k);
    if (rc != SK_OK)
        return sk_err_set(err, SK_INVALID, _("series %d has no table %d"), series, table_no);
    db_tournament_table_rules(c->t, k.size, out);
    return SK_OK;
}

static int cmp_game(const void *a, const void *b)
{
    const game_entry *x = a, *y = b;
    if (x->series != y->series)
        return x->series < y->series ? -1 : 1;
    if (x->table_no != y->table_no)
        return x->table_no < y->table_no ? -1 : 1;
    return (x->game_no > y->game_no) - (x->game_no < y->game_no);
}

/* The same game as entered (a result given next to points is not compared:
 * the points decide). */
static bool same_game(const game_entry *a, const game_entry *b)
{
    if (a->passed != b->passed || !housegame_same(&a->h, &b->h))
        return false;
    if (a->passed)
        return true;
    const rules_game *x = &a->g, *y = &b->g;
    bool pts = x->points != RULES_POINTS_NONE && y->points != RULES_POINTS_NONE;
    return a->declarer == b->declarer && x->contract == y->contract &&
           x->matadors == y->matadors && x->hand == y->hand && x->ouvert == y->ouvert &&
           x->announce == y->announce && x->bid == y->bid && x->points == y->points &&
           x->schwarz == y->schwarz && (pts || x->schneider == y->schneider) &&
           (pts || x->result == y->result);
}

/* Games of the file that are already recorded: one error per line
 * (OPS_EXISTING_ERROR); with OPS_EXISTING_SKIP/REPLACE the same values are taken
 * out of gs (*skipped counts them), different ones are an error (SKIP) or
 * moved to *repl (REPLACE). */
static int check_existing(db *d, int64_t tid, csvin_games *gs, csvin_errors *errs,
                          ops_existing mode,
                          size_t *skipped, csvin_games *repl, sk_err *err)
{
    int *done = NULL;
    size_t ndone = 0;
    game_entry *have = NULL;
    size_t nhave = 0;
    for (size_t i = 0; i < gs->n; i++) {
        int s = gs->v[i].series;
        bool seen = false;
        for (size_t k = 0; k < ndone && !seen; k++)
            seen = done[k] == s;
        if (seen)
            continue;
        done = xrealloc(done, (ndone + 1) * sizeof *done);
        done[ndone++] = s;
        db_game *v = NULL;
        size_t n = 0;
        int rc = db_game_list(d, tid, s, 0, &v, &n, err);
        if (rc != SK_OK) {
            free(done);
            free(have);
            return rc;
        }
        have = xrealloc(have, (nhave + n + 1) * sizeof *have);
        for (size_t k = 0; k < n; k++)
            have[nhave++] = v[k].e;
        db_games_free(v, n);
    }
    free(done);
    if (nhave) {
        qsort(have, nhave, sizeof *have, cmp_game);
        size_t keep = 0;
        for (size_t i = 0; i < gs->n; i++) {
            const game_entry *h = bsearch(&gs->v[i], have, nhave, sizeof *have, cmp_game);
            if (h && mode == OPS_EXISTING_ERROR)
                csvin_errors_add(errs, gs->line[i],
                                 _("game %d of series %d table %d is already recorded: delete "
                                 "or edit it first (or import with --skip-existing or "
                                 "--replace)"), gs->v[i].game_no, gs->v[i].series,
                                 gs->v[i].table_no);
            if (h && mode != OPS_EXISTING_ERROR && same_game(h, &gs->v[i])) {
                (*skipped)++;
                continue;
            }
            if (h && mode == OPS_EXISTING_SKIP)
                csvin_errors_add(errs, gs->line[i],
                                 _("game %d of series %d table %d is recorded with other values: "
                                 "import with --replace to replace it"), gs->v[i].game_no,
                                 gs->v[i].series, gs->v[i].table_no);
            if (h && mode == OPS_EXISTING_REPLACE) {
                if (repl->n == repl->cap) {
                    repl->cap = repl->cap ? 2 * repl->cap : 16;
                    repl->v = xrealloc(repl->v, repl->cap * sizeof *repl->v);
                    repl->line = xrealloc(repl->line, repl->cap * sizeof *repl->line);
                }
                repl->v[repl->n] = gs->v[i];
                repl->line[repl->n++] = gs->line[i];
                continue;
            }
            gs->v[keep] = gs->v[i];
            gs->line[keep++] = gs->line[i];
        }
        gs->n = keep;
    }
    free(have);
    return SK_OK;
}

/* err = "line N: MSG: nothing imported" from the refusal in err. */
static int refused_at(long line, int rc, sk_err *err)
{
    char msg[sizeof err->msg];
    snprintf(msg, sizeof msg, "%s", err->msg);
    sk_err_clear(err);
    return sk_err_set(err, rc, _("line %ld: %s: nothing imported"), line, msg);
}

int ops_import_games(db *d, const db_tournament *t, const char *buf, size_t len,
                     ops_existing mode, ops_progress_fn progress, void *ud, csvin_errors *errs,
                     ops_import_games_result *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    csvin_games gs = {0};
    size_t before = errs->n;
    csvin_games_parse(buf, len, &gs, errs);

    lookup_ctx lc = {d, t, NULL, 0, 0};
    int rc = csvin_games_validate(&gs, lookup_table, &lc, NULL, errs);
    free(lc.v);
    if (rc == SK_FAIL) { /* the database failed: its message is the last one */
        const csvin_error *e = &errs->v[errs->n - 1];
        rc = sk_err_set(err, SK_FAIL, _("line %ld: %s"), e->line, e->msg);
    }
    csvin_games repl = {0};
    if (rc != SK_FAIL)
        rc = check_existing(d, t->id, &gs, errs, mode, &out->skipped, &repl, err);
    if (rc == SK_FAIL)
        goto out;
    if (errs->n > before) {
        rc = SK_INVALID;
        goto out;
    }

    size_t bad = 0;
    rc = db_begin(d, err);
    /* the replacements first (each kept in the history), then the new
     * games: one transaction */
    for (size_t i = 0; rc == SK_OK && i < repl.n; i++) {
        rc = db_game_edit(d, t->id, &repl.v[i], NULL, err);
        if (rc != SK_OK) {
            refused_at(repl.line[i], rc, err);
            bad = gs.n;
        }
    }
    if (rc == SK_OK && gs.n)
        rc = db_games_import(d, t->id, gs.v, gs.n, &bad, progress, ud, err);
    /* house rules: the tables replayed with the new games (or the house
     * fields refused without them) */
    if (rc == SK_OK && repl.n) {
        rc = ops_house_check_import(d, t, repl.v, repl.n, &bad, err);
        if (rc != SK_OK) {
            refused_at(repl.line[bad], rc, err);
            bad = gs.n;
        }
    }
    if (rc == SK_OK && gs.n)
        rc = ops_house_check_import(d, t, gs.v, gs.n, &bad, err);
    if (rc == SK_OK)
        rc = db_commit(d, err);
    else
        db_rollback(d);
    if (rc != SK_OK && bad < gs.n)
        refused_at(gs.line[bad], rc, err);
    if (rc == SK_OK) {
        out->imported = gs.n;
        out->replaced = repl.n;
    }
out:
    free(repl.v);
    free(repl.line);
    csvin_games_free(&gs);
    return rc;
}
