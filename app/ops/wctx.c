/* wctx.c - see wctx.h */
#include "wctx.h"
#include "i18n.h"

#include <stdlib.h>
#include <string.h>

#include "housegame.h"
#include "housetable.h"

int ops_wctx_open(ops_wctx *c, db *d, const ops_tour *t, int series, int table_no,
                  sk_err *err)
{
    memset(c, 0, sizeof *c);
    c->d = d;
    c->t = t;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = db_game_rows_load(d, &t->row, series, table_no, &c->rows, err);
    if (rc != SK_OK) {
        db_rollback(d);
        return rc;
    }
    c->begun = true;
    db_tournament_table_rules(&t->row, c->rows.table.size, &c->tr);
    return SK_OK;
}

int ops_wctx_end(db *d, bool *begun, int rc, sk_err *err)
{
    if (!*begun)
        return rc;
    *begun = false;
    if (rc == SK_OK)
        return db_commit(d, err);
    db_rollback(d);
    return rc;
}

int ops_wctx_close(ops_wctx *c, int rc, sk_err *err)
{
    return ops_wctx_end(c->d, &c->begun, rc, err);
}

void ops_wctx_free(ops_wctx *c)
{
    if (c->begun)
        db_rollback(c->d);
    db_game_rows_clear(&c->rows);
    memset(c, 0, sizeof *c);
}

/* The index of game game_no in c's games, or -1. */
static long game_at(const ops_wctx *c, int game_no)
{
    for (size_t i = 0; i < c->rows.ngames; i++)
        if (c->rows.games[i].e.game_no == game_no)
            return (long)i;
    return -1;
}

const db_game *ops_wctx_game(const ops_wctx *c, int game_no)
{
    long i = game_at(c, game_no);
    return i < 0 ? NULL : &c->rows.games[i];
}

/* The smallest game number not recorded yet (1 when game 1 is not). */
static int next_free(const ops_wctx *c)
{
    int k = 1;
    while (ops_wctx_game(c, k))
        k++;
    return k;
}

static bool house_rules(const ops_wctx *c)
{
    return c->t->rules.fam->id == FAM_HOUSE;
}

/* Under house rules, before anything else: the game number (add: the next
 * one, a gap refused) and the checks of the game alone (house_game_check),
 * so the refusal names the field before the family's check would. */
static int house_precheck(const ops_wctx *c, game_entry *e, bool edit, sk_err *err)
{
    const house_profile *p = &c->t->rules.house;
    int n = (int)c->rows.ngames, size = c->rows.table.size, rc = SK_OK;
    if (!edit && e->game_no == 0)
        e->game_no = n + 1;
    if (!edit && e->game_no > n + 1)
        rc = e->game_no - n > 2
                 ? sk_err_set(err, SK_INVALID,
                              _("game %d: games %d to %d of table %d, series %d are not recorded "
                                "yet: under house rules (profile %s) the games of a table are "
                                "recorded in order, Bock and Ramsch rounds count them"),
                              e->game_no, n + 1, e->game_no - 1, e->table_no, e->series, p->name)
                 : sk_err_set(err, SK_INVALID,
                              _("game %d: game %d of table %d, series %d is not recorded yet: "
                                "under house rules (profile %s) the games of a table are "
                                "recorded in order, Bock and Ramsch rounds count them"),
                              e->game_no, n + 1, e->table_no, e->series, p->name);
    if (rc == SK_OK && e->game_no >= 1) {
        house_game hg;
        housegame_from_entry(e, size,
                             ops_house_game_dealer(p, &c->t->row, size, &c->tr, c->rows.games,
                                                   c->rows.ngames, e->game_no),
                             &hg);
        sk_err why;
        sk_err_clear(&why);
        if (house_game_check(p, size, &hg, &why) != SK_OK)
            rc = sk_err_set(err, SK_INVALID, _("game %d: %s"), e->game_no, why.msg);
    }
    return rc;
}

/* Under house rules: the table's list replayed as it would be with e (NULL:
 * none) in place of game game_no (a deleted game: game_no alone). */
static int replay_with(const ops_wctx *c, const game_entry *e, int game_no, sk_err *err)
{
    size_t n = c->rows.ngames, k = 0;
    db_game *v = xcalloc(n + 1, sizeof *v);
    bool placed = !e;
    for (size_t i = 0; i < n; i++) {
        const db_game *g = &c->rows.games[i];
        if (!placed && g->e.game_no > game_no) {
            v[k++].e = *e;
            placed = true;
        }
        if (g->e.game_no == game_no)
            continue;
        v[k++] = *g; /* shallow: the replay reads the entries only */
    }
    if (!placed)
        v[k++].e = *e;
    house_list list;
    sk_err why;
    sk_err_clear(&why);
    int rc = SK_OK;
    if (ops_house_replay(&c->t->rules.house, c->rows.table.size, &c->tr,
                         ops_house_day(c->t->row.date), v, k, NULL, &list, &why) != SK_OK)
        rc = sk_err_set(err, SK_INVALID, _("series %d, table %d, %s"), c->rows.series,
                        c->rows.table.table_no, why.msg);
    free(v);
    return rc;
}

int ops_wctx_check(const ops_wctx *c, game_entry *e, bool edit, rules_outcome *o,
                   const db_game **old, sk_err *err)
{
    *old = NULL;
    memset(o, 0, sizeof *o);
    const ops_tour *t = c->t;
    bool house = house_rules(c) && !c->list_later;
    int rc = house ? house_precheck(c, e, edit, err) : SK_OK;
    if (rc != SK_OK)
        return rc;
    if (edit && e->game_no < 1)
        return sk_err_set(err, SK_INVALID, _("game number missing: say which game to change"));
    if (!edit && e->game_no == 0)
        e->game_no = next_free(c);
    if (!edit && (int)c->rows.ngames >= c->tr.series_games)
        return sk_err_set(err, SK_INVALID, _("table %d of series %d is full: a %d-table plays %d "
                          "games per series"), e->table_no, e->series, c->rows.table.size,
                          c->tr.series_games);
    const db_game *g = ops_wctx_game(c, e->game_no);
    if (!edit && g)
        return sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is already "
                          "recorded: one entry per game number (change it with 'game edit')"),
                          e->game_no, e->table_no, e->series);
    if (edit && !g)
        return sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is not recorded: "
                          "nothing to edit"), e->game_no, e->table_no, e->series);
    /* the family's check, once (family.h) */
    family_game fg;
    memset(&fg, 0, sizeof fg);
    fg.skat = *e;
    family_outcome fo;
    memset(&fo, 0, sizeof fo);
    rc = t->rules.fam->check(&t->rules, &c->tr, &fg, &fo, err);
    if (rc != SK_OK)
        return rc;
    *o = fo.skat;
    if (house)
        rc = replay_with(c, e, e->game_no, err);
    if (rc == SK_OK)
        *old = g;
    return rc;
}

/* The house dealers of c's games (B.4.7: where the dealer can stay, only
 * the replay knows them); elsewhere the rotation's stay. */
static void set_dealers(ops_wctx *c)
{
    if (!c->t->rules.fam->dealer_can_stay(&c->t->rules))
        return;
    ops_table_sheet ts;
    sk_err e;
    sk_err_clear(&e);
    if (ops_table_sheet_of(c->t, c->rows.series, &c->rows.table, c->rows.games, c->rows.ngames,
                           &ts, &e) == SK_OK)
        ops_table_sheet_free(&ts); /* borrowed: the games keep their dealers */
}

/* A copy of g owned by the caller. */
static db_game game_copy(const db_game *g)
{
    db_game x = *g;
    x.entered = g->entered ? xstrdup(g->entered) : NULL;
    return x;
}

/* The stored game g into c's games, in game order (replacing its number). */
static void place(ops_wctx *c, const db_game *g)
{
    db_game_rows *r = &c->rows;
    long i = game_at(c, g->e.game_no);
    if (i >= 0) {
        db_game_clear(&r->games[i]);
        r->games[i] = game_copy(g);
        return;
    }
    r->games = xrealloc(r->games, (r->ngames + 1) * sizeof *r->games);
    size_t k = r->ngames;
    while (k > 0 && r->games[k - 1].e.game_no > g->e.game_no) {
        r->games[k] = r->games[k - 1];
        k--;
    }
    r->games[k] = game_copy(g);
    r->ngames++;
}

int ops_wctx_put(ops_wctx *c, game_entry *e, bool edit, db_game *out, sk_err *err)
{
    if (out)
        memset(out, 0, sizeof *out);
    rules_outcome o;
    const db_game *old;
    int rc = ops_wctx_check(c, e, edit, &o, &old, err);
    if (rc != SK_OK)
        return rc;
    db_game g;
    rc = db_game_store(c->d, &c->rows, e, &o, old, &g, err);
    if (rc != SK_OK)
        return rc;
    if (!g.unchanged)
        place(c, &g);
    set_dealers(c);
    const db_game *now = ops_wctx_game(c, g.e.game_no);
    if (now)
        g.dealer = now->dealer;
    if (out)
        *out = g;
    else
        db_game_clear(&g);
    return SK_OK;
}

int ops_wctx_put_one(db *d, const ops_tour *t, game_entry *e, bool edit, sk_err *err)
{
    ops_wctx c;
    int rc = ops_wctx_open(&c, d, t, e->series, e->table_no, err);
    if (rc != SK_OK)
        return rc;
    c.list_later = true;
    rc = ops_wctx_close(&c, ops_wctx_put(&c, e, edit, NULL, err), err);
    ops_wctx_free(&c);
    return rc;
}

int ops_wctx_restore(ops_wctx *c, int game_no, int64_t audit_id, db_game *out, sk_err *err)
{
    if (out)
        memset(out, 0, sizeof *out);
    int series = c->rows.series, table_no = c->rows.table.table_no;
    db_game v;
    int rc = db_game_version(c->d, &c->rows, game_no, audit_id, &v, err);
    if (rc != SK_OK)
        return rc;
    if (!v.id)
        return audit_id ? sk_err_set(err, SK_INVALID, _("version #%lld is not in the history of "
                                     "game %d of table %d, series %d (see 'skatsheet game "
                                     "history')"), (long long)audit_id, game_no, table_no, series)
                        : sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d has no "
                                     "earlier version: nothing to restore"), game_no, table_no,
                                     series);
    int64_t aid = v.id;
    game_entry e = v.e;
    db_game_clear(&v);
    db_game g;
    rc = ops_wctx_put(c, &e, ops_wctx_game(c, game_no) != NULL, &g, err);
    if (rc == SK_OK && g.unchanged)
        rc = sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is recorded with the "
                        "values of version #%lld already: nothing to restore"), game_no, table_no,
                        series, (long long)aid);
    if (rc == SK_OK)
        rc = db_game_note_restore(c->d, &g, err);
    if (rc == SK_OK && out)
        *out = g;
    else
        db_game_clear(&g);
    return rc;
}

int ops_wctx_delete(ops_wctx *c, int game_no, sk_err *err)
{
    db_game_rows *r = &c->rows;
    int series = r->series, table_no = r->table.table_no, rc = SK_OK;
    if (house_rules(c)) {
        /* only the last game goes: a gap would move every later Bock and
         * Ramsch round */
        int last = r->ngames ? r->games[r->ngames - 1].e.game_no : 0;
        if (last > game_no)
            return sk_err_set(err, SK_INVALID,
                              _("game %d of table %d, series %d: under house rules (profile %s) "
                                "the games of a table count in order for Bock and Ramsch rounds, "
                                "deleting it would leave a gap before game %d: delete from the "
                                "last game (%d) back, or change it with 'game edit'"),
                              game_no, table_no, series, c->t->rules.house.name, game_no + 1,
                              last);
    }
    long i = game_at(c, game_no);
    if (i < 0)
        return sk_err_set(err, SK_INVALID, _("game %d of table %d, series %d is not recorded: "
                          "nothing to delete"), game_no, table_no, series);
    if (house_rules(c))
        rc = replay_with(c, NULL, game_no, err);
    if (rc == SK_OK)
        rc = db_game_remove(c->d, &r->games[i], err);
    if (rc != SK_OK)
        return rc;
    db_game_clear(&r->games[i]);
    memmove(&r->games[i], &r->games[i + 1], (r->ngames - (size_t)i - 1) * sizeof *r->games);
    r->ngames--;
    set_dealers(c);
    return SK_OK;
}

int ops_wctx_sheet(ops_wctx *c, ops_table_sheet *out, sk_err *err)
{
    db_game_rows *r = &c->rows;
    int rc = ops_table_sheet_of(c->t, r->series, &r->table, r->games, r->ngames, out, err);
    if (rc != SK_OK)
        return rc;
    out->borrowed = false; /* taken over */
    memset(&r->table, 0, sizeof r->table);
    r->games = NULL;
    r->ngames = 0;
    return SK_OK;
}
