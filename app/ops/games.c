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

/* Under house rules, before anything is written (inside the caller's
 * transaction): the game number (add: the next one, a gap refused) and the
 * checks of the game alone (house_game_check), so the refusal names the
 * field before the schema's constraints would. */
static int house_precheck(db *d, const db_tournament *t, const house_profile *p, game_entry *e,
                          bool edit, sk_err *err)
{
    db_table tab;
    int rc = db_table_get(d, t->id, e->series, e->table_no, &tab, err);
    if (rc != SK_OK)
        return rc;
    db_game *g = NULL;
    size_t n = 0;
    rc = db_game_list(d, t->id, e->series, e->table_no, &g, &n, err);
    if (rc == SK_OK && !edit && e->game_no == 0)
        e->game_no = (int)n + 1;
    if (rc == SK_OK && !edit && e->game_no > (int)n + 1)
        rc = e->game_no - (int)n > 2
                 ? sk_err_set(err, SK_INVALID,
                              _("game %d: games %d to %d of table %d, series %d are not recorded "
                                "yet: under house rules (profile %s) the games of a table are "
                                "recorded in order, Bock and Ramsch rounds count them"),
                              e->game_no, (int)n + 1, e->game_no - 1, e->table_no, e->series,
                              p->name)
                 : sk_err_set(err, SK_INVALID,
                              _("game %d: game %d of table %d, series %d is not recorded yet: "
                                "under house rules (profile %s) the games of a table are "
                                "recorded in order, Bock and Ramsch rounds count them"),
                              e->game_no, (int)n + 1, e->table_no, e->series, p->name);
    if (rc == SK_OK && e->game_no >= 1) {
        game_table_rules r;
        db_tournament_table_rules(t, tab.size, &r);
        house_game hg;
        housegame_from_entry(e, tab.size,
                             ops_house_game_dealer(p, t, tab.size, &r, g, n, e->game_no), &hg);
        sk_err why;
        sk_err_clear(&why);
        if (house_game_check(p, tab.size, &hg, &why) != SK_OK)
            rc = sk_err_set(err, SK_INVALID, _("game %d: %s"), e->game_no, why.msg);
    }
    db_games_free(g, n);
    db_table_clear(&tab);
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

typedef struct put_arg {
    const house_profile *p;
    game_entry *e;
    bool edit;
    db_game *g;
} put_arg;

static int put_game(db *d, const db_tournament *t, void *arg, sk_err *err)
{
    put_arg *a = arg;
    int rc = house_precheck(d, t, a->p, a->e, a->edit, err);
    if (rc != SK_OK)
        return rc;
    return a->edit ? db_game_edit(d, t->id, a->e, a->g, err)
                   : db_game_add(d, t->id, a->e, a->g, err);
}

/* Tournament scoring: a game with house fields is refused; the database
 * checks and stores the game. */
static int isko_put(db *d, const ops_tour *ot, game_entry *e, bool edit, db_game *g,
                    sk_err *err)
{
    const db_tournament *t = &ot->row;
    if (housegame_any(&e->h))
        return ops_house_refuse_fields(t, &ot->rules.house, e, err);
    int rc = table_exists(d, t, e->series, e->table_no, err);
    if (rc == SK_OK)
        rc = edit ? db_game_edit(d, t->id, e, g, err) : db_game_add(d, t->id, e, g, err);
    return rc;
}

/* House rules: checked before, and the table replayed after, the write. */
static int house_put(db *d, const ops_tour *ot, game_entry *e, bool edit, db_game *g,
                     sk_err *err)
{
    const db_tournament *t = &ot->row;
    const house_profile *p = &ot->rules.house;
    int rc = table_exists(d, t, e->series, e->table_no, err);
    if (rc != SK_OK)
        return rc;
    put_arg a = {p, e, edit, g};
    rc = house_write(d, t, p, e->series, e->table_no, put_game, &a, err);
    if (rc != SK_OK)
        db_game_clear(g);
    return rc;
}

static int (*const put_by[FAM_COUNT])(db *, const ops_tour *, game_entry *, bool, db_game *,
                                      sk_err *) = {
    [FAM_ISKO] = isko_put,
    [FAM_HOUSE] = house_put,
};


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


typedef struct delete_arg {
    const house_profile *p;
    int series, table_no, game_no;
} delete_arg;

/* Under house rules only the last game of a table goes: a gap would move
 * every later Bock and Ramsch round. */
static int delete_game(db *d, const db_tournament *t, void *arg, sk_err *err)
{
    delete_arg *a = arg;
    db_game *g = NULL;
    size_t n = 0;
    int rc = db_game_list(d, t->id, a->series, a->table_no, &g, &n, err);
    int last = rc == SK_OK && n ? g[n - 1].e.game_no : 0;
    db_games_free(g, n);
    if (rc == SK_OK && last > a->game_no)
        rc = sk_err_set(err, SK_INVALID,
                        _("game %d of table %d, series %d: under house rules (profile %s) the games "
                        "of a table count in order for Bock and Ramsch rounds, deleting it would "
                        "leave a gap before game %d: delete from the last game (%d) back, or "
                        "change it with 'game edit'"), a->game_no, a->table_no, a->series,
                        a->p->name, a->game_no + 1, last);
    if (rc == SK_OK)
        rc = db_game_delete(d, t->id, a->series, a->table_no, a->game_no, err);
    return rc;
}

/* Tournament scoring: the database deletes it. */
static int isko_delete(db *d, const ops_tour *ot, delete_arg *a, sk_err *err)
{
    return db_game_delete(d, ot->row.id, a->series, a->table_no, a->game_no, err);
}

/* House rules: only the last game of a table, then the table replayed. */
static int house_delete(db *d, const ops_tour *ot, delete_arg *a, sk_err *err)
{
    return house_write(d, &ot->row, a->p, a->series, a->table_no, delete_game, a, err);
}

static int (*const delete_by[FAM_COUNT])(db *, const ops_tour *, delete_arg *, sk_err *) = {
    [FAM_ISKO] = isko_delete,
    [FAM_HOUSE] = house_delete,
};

/* One write of a game operation (put, restore or delete), by the
 * tournament's family. */
typedef enum { W_PUT, W_RESTORE, W_DELETE } write_kind;

typedef struct game_write {
    write_kind kind;
    const ops_tour *t;
    game_entry *e;   /* put */
    bool edit;       /* put */
    restore_arg *ra; /* restore */
    delete_arg *da;  /* delete */
    db_game *g;      /* put, restore: the stored game */
    int series, table_no, game_no;
} game_write;

/* The write itself (house rules: with the replay of the table). */
static int do_write(db *d, void *arg, sk_err *err)
{
    game_write *w = arg;
    int fam = w->t->rules.fam->id;
    switch (w->kind) {
    case W_PUT:
        return put_by[fam](d, w->t, w->e, w->edit, w->g, err);
    case W_RESTORE:
        return restore_by[fam](d, w->t, w->ra, err);
    case W_DELETE:
        return delete_by[fam](d, w->t, w->da, err);
    }
    return SK_FAIL;
}

/* Run w.  At a federation hub a game a venue reported is not changed in
 * place: the change goes to the review queue (*queued, fedguard.h).  Any
 * other write runs in one transaction with what the federation notes of it:
 * at a venue the outbox entry, at a hub the origin. */
static int run_write(db *d, game_write *w, int64_t *queued, sk_err *err)
{
    const db_tournament *t = &w->t->row;
    *queued = 0;
    bool guarded = false;
    int rc = ops_fed_guarded(d, t, w->series, w->table_no, w->game_no, &guarded, err);
    if (rc == SK_OK && guarded)
        return ops_fed_queue_official(d, w->t, w->series, w->table_no, w->game_no, do_write, w,
                                      queued, err);
    if (rc == SK_OK)
        rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = do_write(d, w, err);
    bool changed = !(w->g && w->g->unchanged);
    int g = w->e ? w->e->game_no : w->game_no; /* an added game's number: given by the write */
    if (rc == SK_OK && changed)
        rc = ops_outbox_game(d, w->t, w->series, w->table_no, g, err);
    if (rc == SK_OK && changed)
        rc = ops_fed_note_official(d, w->t, w->series, w->table_no, g, err);
    return commit_or_not(d, rc, err);
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

/* After run_write: queued, refused, or stored (then finish). */
static int written(db *d, const ops_tour *t, int rc, int64_t queued, const game_entry *e,
                   int series, int table_no, db_game *g, db_game *out, ops_table_sheet *after,
                   sk_err *err)
{
    if (rc == SK_OK && queued) {
        db_game_clear(g);
        return queued_out(e, queued, out);
    }
    if (rc != SK_OK) {
        db_game_clear(g);
        return rc;
    }
    return finish(d, t, series, table_no, g, out, after, err);
}

int ops_game_put(db *d, const ops_tour *t, game_entry *e, bool edit, db_game *out,
                 ops_table_sheet *after, sk_err *err)
{
    int rc = ops_tour_ok(t, err);
    if (rc != SK_OK)
        return rc;
    db_game g;
    memset(&g, 0, sizeof g);
    game_write w = {W_PUT, t, e, edit, NULL, NULL, &g, e->series, e->table_no, e->game_no};
    int64_t queued;
    rc = run_write(d, &w, &queued, err);
    return written(d, t, rc, queued, e, e->series, e->table_no, &g, out, after, err);
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
    game_write w = {W_RESTORE, t, NULL, false, &a, NULL, &g, series, table_no, game_no};
    int64_t queued;
    rc = run_write(d, &w, &queued, err);
    return written(d, t, rc, queued, NULL, series, table_no, &g, out, after, err);
}

int ops_game_delete(db *d, const ops_tour *t, int series, int table_no, int game_no,
                    ops_table_sheet *after, int64_t *queued, sk_err *err)
{
    int rc = ops_tour_ok(t, err);
    if (rc != SK_OK)
        return rc;
    delete_arg a = {&t->rules.house, series, table_no, game_no};
    game_write w = {W_DELETE, t, NULL, false, NULL, &a, NULL, series, table_no, game_no};
    int64_t q;
    rc = run_write(d, &w, &q, err);
    if (queued)
        *queued = q;
    if (rc == SK_OK && after)
        rc = ops_table_sheet_load(d, t, series, table_no, after, err);
    return rc;
}
