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

/* One put, restore or delete of a game through a write context (wctx.h). */
typedef struct game_write {
    const ops_tour *t;
    game_entry *e;   /* put: the game; NULL: restore or delete */
    bool edit;       /* put */
    db_game *g;      /* put, restore: the stored game */
    int series, table_no, game_no;
    int64_t audit_id; /* restore (g set, e NULL): the version, 0 the most recent */
    ops_game_admit admit; /* ops_game_write_in: decides e, edit, game_no in the context */
    void *arg;
    ops_game_ask *ask;    /* ... into *ask */
    bool opened;          /* the context was opened */
} game_write;

/* The checks of a put before the context judges it: the tournament's
 * rules, then (tournament scoring) a game with house fields refused. */
static int put_ok(const ops_tour *t, const game_entry *e, sk_err *err)
{
    int rc = ops_tour_ok(t, err);
    if (rc == SK_OK && e && !t->rules.fam->house_fields && housegame_any(&e->h))
        rc = ops_house_refuse_fields(&t->row, &t->rules.house, e, err);
    return rc;
}

/* ops_game_write_in: what w->admit decides in c becomes w's put or
 * delete, with put_ok's checks. */
static int admitted(const ops_wctx *c, game_write *w, sk_err *err)
{
    ops_game_ask *a = w->ask;
    int rc = w->admit(c, w->arg, a, err);
    if (rc != SK_OK)
        return rc;
    w->e = a->put ? &a->e : NULL;
    w->edit = a->put && a->edit;
    w->g = a->put ? w->g : NULL;
    w->game_no = a->put ? a->e.game_no : a->game_no;
    return put_ok(w->t, w->e, err);
}

/* w's write in c: a put, a restore or a delete. */
static int ctx_write(ops_wctx *c, game_write *w, sk_err *err)
{
    if (w->e)
        return ops_wctx_put(c, w->e, w->edit, w->g, err);
    if (w->g)
        return ops_wctx_restore(c, w->game_no, w->audit_id, w->g, err);
    return ops_wctx_delete(c, w->game_no, err);
}

/* The write in a context of its own (nested in the caller's transaction):
 * the federation's review queue checks a change this way. */
static int queued_write(db *d, void *arg, sk_err *err)
{
    game_write *w = arg;
    ops_wctx c;
    int rc = ops_wctx_open(&c, d, w->t, w->series, w->table_no, err);
    if (rc != SK_OK)
        return rc;
    rc = ops_wctx_close(&c, ctx_write(&c, w, err), err);
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
    w->opened = true;
    if (w->admit && (rc = admitted(&c, w, err)) != SK_OK) {
        ops_wctx_free(&c); /* rolled back: nothing written */
        return rc;
    }
    bool guarded = false;
    rc = ctx_guarded(&c, w->game_no, &guarded, err);
    if (rc == SK_OK && guarded) {
        ops_wctx_free(&c); /* rolled back: the queue checks the change on its own */
        rc = ops_fed_queue_official(d, w->t, w->series, w->table_no, w->game_no, queued_write, w,
                                    queued, err);
        if (rc == SK_OK && after && !w->e && !w->g) /* a delete shows the table as it stays */
            rc = ops_table_sheet_load(d, w->t, w->series, w->table_no, after, err);
        return rc;
    }
    if (rc == SK_OK)
        rc = ctx_write(&c, w, err);
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

/* Run w, an add, edit or restore, for the game it stores: into *out (may
 * be NULL), or a queued change's note (queued_out). */
static int write_game(db *d, game_write *w, db_game *out, ops_table_sheet *after, sk_err *err)
{
    db_game g;
    memset(&g, 0, sizeof g);
    w->g = &g;
    int64_t queued;
    if (after)
        memset(after, 0, sizeof *after);
    int rc = run_write(d, w, after, &queued, err);
    if (rc == SK_OK && queued) {
        db_game_clear(&g);
        return queued_out(w->e, queued, out);
    }
    if (rc == SK_OK && out)
        *out = g;
    else
        db_game_clear(&g);
    return rc;
}

int ops_game_put(db *d, const ops_tour *t, game_entry *e, bool edit, db_game *out,
                 ops_table_sheet *after, sk_err *err)
{
    int rc = put_ok(t, e, err); /* a game with house fields refused first */
    if (rc != SK_OK)
        return rc;
    game_write w = {t, e, edit, NULL, e->series, e->table_no, e->game_no, 0, NULL, NULL, NULL,
                    false};
    return write_game(d, &w, out, after, err);
}

int ops_game_restore(db *d, const ops_tour *t, int series, int table_no, int game_no,
                     int64_t audit_id, db_game *out, ops_table_sheet *after, sk_err *err)
{
    int rc = ops_tour_ok(t, err);
    if (rc != SK_OK)
        return rc;
    game_write w = {t, NULL, false, NULL, series, table_no, game_no, audit_id, NULL, NULL, NULL,
                    false};
    return write_game(d, &w, out, after, err);
}

int ops_game_delete(db *d, const ops_tour *t, int series, int table_no, int game_no,
                    ops_table_sheet *after, int64_t *queued, sk_err *err)
{
    int rc = ops_tour_ok(t, err);
    if (rc != SK_OK)
        return rc;
    game_write w = {t, NULL, false, NULL, series, table_no, game_no, 0, NULL, NULL, NULL, false};
    int64_t q;
    if (after)
        memset(after, 0, sizeof *after);
    rc = run_write(d, &w, after, &q, err);
    if (queued)
        *queued = q;
    return rc;
}

int ops_game_write_in(db *d, const ops_tour *t, int series, int table_no, ops_game_admit admit,
                      void *arg, bool *opened, db_game *out, ops_table_sheet *after,
                      int64_t *queued, sk_err *err)
{
    if (out)
        memset(out, 0, sizeof *out);
    if (after)
        memset(after, 0, sizeof *after);
    ops_game_ask ask;
    memset(&ask, 0, sizeof ask);
    rules_game_init(&ask.e.g);
    db_game g;
    memset(&g, 0, sizeof g);
    game_write w = {t, NULL, false, &g, series, table_no, 0, 0, admit, arg, &ask, false};
    int64_t q = 0;
    int rc = run_write(d, &w, after, &q, err);
    *opened = w.opened;
    if (queued)
        *queued = q;
    if (rc == SK_OK && q && ask.put) {
        db_game_clear(&g);
        return queued_out(&ask.e, q, out);
    }
    if (rc == SK_OK && out && ask.put)
        *out = g;
    else
        db_game_clear(&g);
    return rc;
}
