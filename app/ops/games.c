/* games.c - see games.h */
#include "games.h"
#include "i18n.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_games.h"

#include <string.h>

#include "fedguard.h"
#include "housegame.h"
#include "housetable.h"
#include "outbox.h"
#include "wctx.h"

/* The end of an operation's transaction: commit when rc is SK_OK, else
 * roll back; returns the outcome. */
static int commit_or_not(db *d, int rc, sk_err *err)
{
    if (rc == SK_OK)
        return db_commit(d, err);
    db_rollback(d);
    return rc;
}

/* The table exists (its refusal otherwise), before anything is written. */
static int table_exists(db *d, const db_tournament *t, int series, int table_no, sk_err *err)
{
    db_table tab;
    int rc = db_table_get(d, t->id, series, table_no, &tab, err);
    if (rc == SK_OK)
        db_table_clear(&tab);
    return rc;
}

/* After a write: the table's sheet into *after, the game into *out. */
static int finish(db *d, const ops_tour *t, int series, int table_no, db_game *g,
                  db_game *out, ops_table_sheet *after, sk_err *err)
{
    int rc = after ? ops_table_sheet_load(d, t, series, table_no, after, err) : SK_OK;
    /* house rules where the dealer can stay: the house dealer (B.4.7) */
    if (rc == SK_OK && out)
        rc = ops_house_games_dealers(d, t, g, 1, err);
    if (rc == SK_OK && out)
        *out = *g;
    else
        db_game_clear(g);
    return rc;
}

/* Write (put) inside one transaction and replay the table under house
 * rules: a refusal rolls back. */
static int house_write(db *d, const db_tournament *t, const house_profile *p, int series,
                       int table_no, int (*put)(db *, const db_tournament *, void *, sk_err *),
                       void *arg, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = put(d, t, arg, err);
    if (rc == SK_OK)
        rc = ops_house_validate(d, t, p, series, table_no, err);
    if (rc != SK_OK) {
        db_rollback(d);
        return rc;
    }
    return db_commit(d, err);
}

typedef struct restore_arg {
    int series, table_no, game_no;
    int64_t audit_id;
    db_game *g;
} restore_arg;

static int restore_game(db *d, const db_tournament *t, void *arg, sk_err *err)
{
    restore_arg *a = arg;
    return db_game_restore(d, t->id, a->series, a->table_no, a->game_no, a->audit_id, a->g, err);
}

/* Tournament scoring: the database puts it back. */
static int isko_restore(db *d, const ops_tour *ot, restore_arg *a, sk_err *err)
{
    return db_game_restore(d, ot->row.id, a->series, a->table_no, a->game_no, a->audit_id, a->g,
                           err);
}

/* House rules: put back, then the table replayed. */
static int house_restore(db *d, const ops_tour *ot, restore_arg *a, sk_err *err)
{
    int rc = house_write(d, &ot->row, &ot->rules.house, a->series, a->table_no, restore_game, a,
                         err);
    if (rc != SK_OK)
        db_game_clear(a->g);
    return rc;
}

static int (*const restore_by[FAM_COUNT])(db *, const ops_tour *, restore_arg *, sk_err *) = {
    [FAM_ISKO] = isko_restore,
    [FAM_HOUSE] = house_restore,
};

typedef struct restore_ctx {
    const ops_tour *t;
    restore_arg *a;
} restore_ctx;


/* Is game game_no of c's table a result a venue reported, at a hub
 * (fedguard.h)?  One look-up at a hub, none elsewhere. */
static int ctx_guarded(const ops_wctx *c, int game_no, bool *guarded, sk_err *err)
{
    return ops_fed_guarded_of(c->d, &c->t->row, c->rows.hub, c->rows.series,
                              c->rows.table.table_no, game_no, guarded, err);
}

/* What the federation notes of a change of game game_no, from c: the
 * outbox at a pulled venue group, the official origin at a hub. */
static int ctx_noted(ops_wctx *c, int game_no, sk_err *err)
{
    const db_game_rows *r = &c->rows;
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < r->nsync; i++)
        rc = ops_outbox_game_of(c->d, c->t, r->sync[i].link, r->sync[i].venue, r->games,
                                r->ngames, r->series, r->table.table_no, game_no, err);
    if (rc == SK_OK)
        rc = ops_fed_note_official_of(c->d, c->t, r->hub, r->games, r->ngames, r->series,
                                      r->table.table_no, game_no, err);
    return rc;
}

/* One put or delete of a game through a write context (wctx.h). */
typedef struct game_write {
    const ops_tour *t;
    game_entry *e;   /* put: the game; NULL: delete */
    bool edit;       /* put */
    db_game *g;      /* put: the stored game */
    int series, table_no, game_no;
} game_write;

/* The write in a context of its own (nested in the caller's transaction):
 * the federation's review queue checks a change this way. */
static int queued_write(db *d, void *arg, sk_err *err)
{
    game_write *w = arg;
    ops_wctx c;
    int rc = ops_wctx_open(&c, d, w->t, w->series, w->table_no, err);
    if (rc != SK_OK)
        return rc;
    rc = w->e ? ops_wctx_put(&c, w->e, w->edit, w->g, err) : ops_wctx_delete(&c, w->game_no, err);
    rc = ops_wctx_close(&c, rc, err);
    ops_wctx_free(&c);
    return rc;
}

/* Run w in one write context: at a federation hub a game a venue reported
 * is not changed in place, the change goes to the review queue (*queued,
 * fedguard.h); any other write runs in the context's transaction with
 * what the federation notes of it (at a venue the outbox entry, at a hub
 * the origin).  *after (may be NULL) the table's sheet from the context. */
static int run_write(db *d, game_write *w, ops_table_sheet *after, int64_t *queued, sk_err *err)
{
    *queued = 0;
    ops_wctx c;
    int rc = ops_wctx_open(&c, d, w->t, w->series, w->table_no, err);
    if (rc != SK_OK)
        return rc;
    bool guarded = false;
    rc = ctx_guarded(&c, w->game_no, &guarded, err);
    if (rc == SK_OK && guarded) {
        ops_wctx_free(&c); /* rolled back: the queue checks the change on its own */
        rc = ops_fed_queue_official(d, w->t, w->series, w->table_no, w->game_no, queued_write, w,
                                    queued, err);
        if (rc == SK_OK && after && !w->e) /* a delete shows the table as it stays */
            rc = ops_table_sheet_load(d, w->t, w->series, w->table_no, after, err);
        return rc;
    }
    if (rc == SK_OK)
        rc = w->e ? ops_wctx_put(&c, w->e, w->edit, w->g, err)
                  : ops_wctx_delete(&c, w->game_no, err);
    bool changed = !(w->g && w->g->unchanged);
    int g = w->e ? w->e->game_no : w->game_no; /* an added game's number: given by the write */
    if (rc == SK_OK && changed)
        rc = ctx_noted(&c, g, err);
    rc = ops_wctx_close(&c, rc, err);
    if (rc == SK_OK && after)
        rc = ops_wctx_sheet(&c, after, err);
    ops_wctx_free(&c);
    return rc;
}

/* A change queued for review: *out says so (the game as proposed). */
static int queued_out(const game_entry *e, int64_t review, db_game *out)
{
    if (out) {
        memset(out, 0, sizeof *out);
        if (e)
            out->e = *e;
        out->queued = review;
    }
    return SK_OK;
}

int ops_game_put(db *d, const ops_tour *t, game_entry *e, bool edit, db_game *out,
                 ops_table_sheet *after, sk_err *err)
{
    int rc = ops_tour_ok(t, err);
    if (rc != SK_OK)
        return rc;
    /* tournament scoring: a game with house fields is refused first */
    if (!t->rules.fam->house_fields && housegame_any(&e->h))
        return ops_house_refuse_fields(&t->row, &t->rules.house, e, err);
    db_game g;
    memset(&g, 0, sizeof g);
    game_write w = {t, e, edit, &g, e->series, e->table_no, e->game_no};
    int64_t queued;
    if (after)
        memset(after, 0, sizeof *after);
    rc = run_write(d, &w, after, &queued, err);
    if (rc == SK_OK && queued) {
        db_game_clear(&g);
        return queued_out(e, queued, out);
    }
    if (rc == SK_OK && out)
        *out = g;
    else
        db_game_clear(&g);
    return rc;
}

/* One restore: its transaction with what the federation notes of it. */
static int run_restore(db *d, const ops_tour *t, restore_arg *a, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = restore_by[t->rules.fam->id](d, t, a, err);
    if (rc == SK_OK)
        rc = ops_outbox_game(d, t, a->series, a->table_no, a->game_no, err);
    if (rc == SK_OK)
        rc = ops_fed_note_official(d, t, a->series, a->table_no, a->game_no, err);
    return commit_or_not(d, rc, err);
}

/* The write of a queued restore (fedguard.h). */
static int restore_write(db *d, void *arg, sk_err *err)
{
    const restore_ctx *x = arg;
    return restore_by[x->t->rules.fam->id](d, x->t, x->a, err);
}

int ops_game_restore(db *d, const ops_tour *t, int series, int table_no, int game_no,
                     int64_t audit_id, db_game *out, ops_table_sheet *after, sk_err *err)
{
    int rc = table_exists(d, &t->row, series, table_no, err);
    if (rc == SK_OK)
        rc = ops_tour_ok(t, err);
    if (rc != SK_OK)
        return rc;
    db_game g;
    memset(&g, 0, sizeof g);
    restore_arg a = {series, table_no, game_no, audit_id, &g};
    bool guarded = false;
    int64_t queued = 0;
    rc = ops_fed_guarded(d, &t->row, series, table_no, game_no, &guarded, err);
    if (rc == SK_OK && guarded) {
        restore_ctx x = {t, &a};
        rc = ops_fed_queue_official(d, t, series, table_no, game_no, restore_write, &x, &queued,
                                    err);
    } else if (rc == SK_OK) {
        rc = run_restore(d, t, &a, err);
    }
    if (rc == SK_OK && queued) {
        db_game_clear(&g);
        return queued_out(NULL, queued, out);
    }
    if (rc != SK_OK) {
        db_game_clear(&g);
        return rc;
    }
    return finish(d, t, series, table_no, &g, out, after, err);
}

int ops_game_delete(db *d, const ops_tour *t, int series, int table_no, int game_no,
                    ops_table_sheet *after, int64_t *queued, sk_err *err)
{
    int rc = ops_tour_ok(t, err);
    if (rc != SK_OK)
        return rc;
    game_write w = {t, NULL, false, NULL, series, table_no, game_no};
    int64_t q;
    if (after)
        memset(after, 0, sizeof *after);
    rc = run_write(d, &w, after, &q, err);
    if (queued)
        *queued = q;
    return rc;
}
