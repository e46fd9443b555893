/* db_sync.c - see db_sync.h */
#include "db_sync.h"
#include "db_fed_internal.h"
#include "db_rows.h"
#include "i18n.h"

#include <stdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void db_link_clear(db_link *l)
{
    if (l)
        SK_CLEAR(l, l->hub, l->league, l->pulled, l->pushed, l->waiting, l->waiting_at);
}

void db_links_free(db_link *v, size_t n)
{
    SK_FREE_ARRAY(v, n, db_link_clear);
}

#define LINK_SQL                                                                               \
    "SELECT k.id, k.hub, k.code, k.device, k.league_id, l.name, k.matchday, k.venue_uid, "      \
    "       k.pulled, k.acked, k.pushed, k.waiting, k.waiting_at "                             \
    "  FROM sync_links k JOIN leagues l ON l.id = k.league_id "

static void copy(char *dst, size_t n, const char *s)
{
    snprintf(dst, n, "%s", s ? s : "");
}

static void link_row(db_stmt *st, void *elem)
{
    db_link *l = elem;
    memset(l, 0, sizeof *l);
    l->id = db_col_int64(st, 0);
    l->hub = db_col_str(st, 1);
    copy(l->code, sizeof l->code, db_col_text(st, 2));
    copy(l->device, sizeof l->device, db_col_text(st, 3));
    l->league_id = db_col_int64(st, 4);
    l->league = db_col_str(st, 5);
    l->matchday = db_col_int(st, 6);
    copy(l->venue_uid, sizeof l->venue_uid, db_col_text(st, 7));
    l->pulled = db_col_str(st, 8);
    l->acked = db_col_int64(st, 9);
    l->pushed = db_col_str(st, 10);
    l->waiting = db_col_str(st, 11);
    l->waiting_at = db_col_str(st, 12);
}

int db_link_find(db *d, int64_t lid, int matchday, const char *hub, db_link *out, bool *found,
                 sk_err *err)
{
    db_stmt *st = db_prep(d, LINK_SQL "WHERE k.league_id = :lid AND k.matchday = :md "
                                      "AND k.hub = :hub", err);
    if (st) {
        db_bind_int(st, ":lid", lid);
        db_bind_int(st, ":md", matchday);
        db_bind_text(st, ":hub", hub);
    }
    return dn_one(d, st, link_row, out, sizeof *out, found, N_("reading the hub links"), err);
}

int db_link_add(db *d, const db_link *l, int64_t *id, sk_err *err)
{
    db_stmt *st = db_prep(d, "INSERT INTO sync_links (hub, code, device, league_id, matchday, "
                             "venue_uid, pulled) VALUES (:hub, :code, :device, :lid, :md, "
                             ":venue, :pulled) RETURNING id", err);
    if (!st)
        return SK_FAIL;
    db_bind_text(st, ":hub", l->hub);
    db_bind_text(st, ":code", l->code);
    db_bind_text(st, ":device", l->device);
    db_bind_int(st, ":lid", l->league_id);
    db_bind_int(st, ":md", l->matchday);
    db_bind_text(st, ":venue", l->venue_uid);
    db_bind_text(st, ":pulled", l->pulled);
    int r = SK_OK;
    if (db_step(st) == DB_ROW)
        *id = db_col_int64(st, 0);
    else
        r = db_sqlerr(d, err, "storing the hub link");
    db_finalize(st);
    return r;
}

int db_link_update(db *d, int64_t id, const char *hub, const char *code, sk_err *err)
{
    db_stmt *st = db_prep(d, "UPDATE sync_links SET hub = :hub, code = :code WHERE id = :id",
                          err);
    if (!st)
        return SK_FAIL;
    db_bind_text(st, ":hub", hub);
    db_bind_text(st, ":code", code);
    db_bind_int(st, ":id", id);
    return db_fx_run(d, st, "storing the hub link", err);
}

int db_links(db *d, db_link **out, size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_stmt *st = db_prep(d, LINK_SQL "ORDER BY l.name, k.matchday, k.id", err);
    if (!st)
        return SK_FAIL;
    db_link *v = NULL;
    size_t cnt = 0, cap = 0;
    int rc;
    while ((rc = db_step(st)) == DB_ROW) {
        v = db_grow(v, cnt, &cap, sizeof *v, 4);
        link_row(st, &v[cnt++]);
    }
    db_finalize(st);
    if (rc != DB_DONE) {
        db_links_free(v, cnt);
        return db_sqlerr(d, err, "reading the hub links");
    }
    *out = v;
    *n = cnt;
    return SK_OK;
}

int db_link_ack(db *d, int64_t id, int64_t seq, const char *when, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_stmt *st = db_prep(d, "UPDATE sync_links SET acked = :seq, pushed = :when "
                             "WHERE id = :id AND acked <= :seq", err);
    if (!st)
        return db_finish(d, SK_FAIL, err);
    db_bind_int(st, ":seq", seq);
    db_bind_text(st, ":when", when);
    db_bind_int(st, ":id", id);
    rc = db_fx_run(d, st, "noting what the hub acknowledged", err);
    return db_finish(d, rc, err);
}

int db_link_waiting(db *d, int64_t id, const char *waiting, const char *when, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_stmt *st = db_prep(d, "UPDATE sync_links SET waiting = :w, waiting_at = :when "
                             "WHERE id = :id", err);
    if (!st)
        return db_finish(d, SK_FAIL, err);
    db_bind_text(st, ":w", waiting);
    db_bind_text(st, ":when", when);
    db_bind_int(st, ":id", id);
    rc = db_fx_run(d, st, "noting what waits at the hub", err);
    return db_finish(d, rc, err);
}

int db_sync_group_name(db *d, int64_t link_id, int venue_no, char **name, sk_err *err)
{
    *name = NULL;
    db_stmt *st = db_prep(d, "SELECT t.name FROM sync_groups s "
                             "  JOIN tournaments t ON t.id = s.tournament_id "
                             " WHERE s.link_id = :link AND s.venue_no = :vno "
                             " ORDER BY t.id LIMIT 1", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":link", link_id);
    db_bind_int(st, ":vno", venue_no);
    int rc = db_step(st), r = SK_OK;
    if (rc == DB_ROW)
        *name = db_col_str(st, 0);
    else if (rc != DB_DONE)
        r = db_sqlerr(d, err, "reading the synced venue groups");
    db_finalize(st);
    return r;
}

int db_link_rewind(db *d, int64_t id, int64_t seq, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_stmt *st = db_prep(d, "UPDATE sync_links SET acked = :seq WHERE id = :id AND acked > :seq",
                          err);
    if (!st)
        return db_finish(d, SK_FAIL, err);
    db_bind_int(st, ":seq", seq);
    db_bind_int(st, ":id", id);
    rc = db_fx_run(d, st, "noting what the hub acknowledged", err);
    return db_finish(d, rc, err);
}

int db_sync_group_add(db *d, int64_t tid, int64_t link_id, int venue_no, sk_err *err)
{
    db_stmt *st = db_prep(d, "INSERT INTO sync_groups (tournament_id, link_id, venue_no) "
                             "VALUES (:tid, :link, :vno) ON CONFLICT (tournament_id, link_id) DO NOTHING",
                          err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":link", link_id);
    db_bind_int(st, ":vno", venue_no);
    return db_fx_run(d, st, "storing the synced venue group", err);
}

/* A synced venue group: its link and number. */
static void sync_group_row(db_stmt *st, void *elem)
{
    db_sync_group *g = elem;
    g->link_id = db_col_int64(st, 0);
    g->venue_no = db_col_int(st, 1);
}

int db_sync_groups_of(db *d, int64_t tid, db_sync_group **out, size_t *n, sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT link_id, venue_no FROM sync_groups "
                             "WHERE tournament_id = :tid ORDER BY link_id", err);
    if (st)
        db_bind_int(st, ":tid", tid);
    void *v = NULL;
    int rc = dn_collect(d, st, sync_group_row, NULL, sizeof(db_sync_group), &v, n,
                        N_("reading the synced venue groups"), err);
    *out = v;
    return rc;
}

void db_outbox_rows_free(db_outbox_row *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++) {
        free(v[i].entity);
        free(v[i].body);
        free(v[i].created);
    }
    free(v);
}

int db_outbox_add(db *d, int64_t link_id, const char *entity, const char *body,
                  const char *hash, const char *created, int64_t *seq, sk_err *err)
{
    /* after the last entry, and after what the hub acknowledged (a venue
     * that resumed: db_outbox_resume) */
    db_stmt *st = db_prep(d, "INSERT INTO outbox (link_id, seq, entity, body, hash, created) "
                             "SELECT :link, CASE WHEN COALESCE(MAX(o.seq), 0) > k.acked "
                             "  THEN COALESCE(MAX(o.seq), 0) ELSE k.acked END + 1, :entity, "
                             "  :body, :hash, :created FROM sync_links k "
                             "  LEFT JOIN outbox o ON o.link_id = k.id WHERE k.id = :link "
                             " GROUP BY k.acked RETURNING seq", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":link", link_id);
    db_bind_text(st, ":entity", entity);
    db_bind_text(st, ":body", body);
    db_bind_text(st, ":hash", hash);
    db_bind_text(st, ":created", created);
    int r = SK_OK;
    if (db_step(st) == DB_ROW)
        *seq = db_col_int64(st, 0);
    else
        r = db_sqlerr(d, err, "writing the outbox");
    db_finalize(st);
    return r;
}

int db_outbox_after(db *d, int64_t link_id, int64_t after, size_t max, db_outbox_row **out,
                    size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_stmt *st = db_prep(d, "SELECT seq, entity, body, hash, created FROM outbox "
                             "WHERE link_id = :link AND seq > :after ORDER BY seq LIMIT :max",
                          err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":link", link_id);
    db_bind_int(st, ":after", after);
    db_bind_int(st, ":max", (int64_t)max);
    db_outbox_row *v = NULL;
    size_t cnt = 0, cap = 0;
    int rc;
    while ((rc = db_step(st)) == DB_ROW) {
        v = db_grow(v, cnt, &cap, sizeof *v, 64);
        db_outbox_row *x = &v[cnt++];
        memset(x, 0, sizeof *x);
        x->seq = db_col_int64(st, 0);
        x->entity = db_col_str(st, 1);
        x->body = db_col_str(st, 2);
        copy(x->hash, sizeof x->hash, db_col_text(st, 3));
        x->created = db_col_str(st, 4);
    }
    db_finalize(st);
    if (rc != DB_DONE) {
        db_outbox_rows_free(v, cnt);
        return db_sqlerr(d, err, "reading the outbox");
    }
    *out = v;
    *n = cnt;
    return SK_OK;
}

int db_outbox_count(db *d, int64_t link_id, int64_t after, int64_t *total, int64_t *pending,
                    char **oldest, sk_err *err)
{
    *total = *pending = 0;
    *oldest = NULL;
    db_stmt *st = db_prep(d, "SELECT count(*), "
                             "       COALESCE(SUM(CASE WHEN seq > :after THEN 1 ELSE 0 END), 0), "
                             "       MIN(CASE WHEN seq > :after THEN created END) "
                             "  FROM outbox WHERE link_id = :link", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":link", link_id);
    db_bind_int(st, ":after", after);
    int r = SK_OK;
    if (db_step(st) == DB_ROW) {
        *total = db_col_int64(st, 0);
        *pending = db_col_int64(st, 1);
        *oldest = db_col_str(st, 2);
    } else {
        r = db_sqlerr(d, err, "reading the outbox");
    }
    db_finalize(st);
    return r;
}

int db_outbox_resume(db *d, int64_t link_id, int64_t hub_last, sk_err *err)
{
    db_stmt *st = db_prep(d, "DELETE FROM outbox WHERE link_id = :link AND seq > "
                             "(SELECT acked FROM sync_links WHERE id = :link)", err);
    if (st)
        db_bind_int(st, ":link", link_id);
    int rc = st ? db_fx_run(d, st, "writing the outbox", err) : SK_FAIL;
    if (rc != SK_OK)
        return rc;
    st = db_prep(d, "UPDATE sync_links SET acked = :seq WHERE id = :link", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":seq", hub_last);
    db_bind_int(st, ":link", link_id);
    return db_fx_run(d, st, "noting what the hub acknowledged", err);
}

static void link_group_row(db_stmt *st, void *elem)
{
    db_link_group *g = elem;
    g->tournament_id = db_col_int64(st, 0);
    g->venue_no = db_col_int(st, 1);
    g->name = db_col_str(st, 2);
}

static void link_group_clear(void *elem)
{
    free(((db_link_group *)elem)->name);
}

void db_link_groups_free(db_link_group *v, size_t n)
{
    dn_free(v, n, sizeof *v, link_group_clear);
}

int db_link_groups(db *d, int64_t link_id, db_link_group **out, size_t *n, sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT s.tournament_id, s.venue_no, t.name FROM sync_groups s "
                             "  JOIN tournaments t ON t.id = s.tournament_id "
                             " WHERE s.link_id = :link ORDER BY s.venue_no, s.tournament_id",
                          err);
    if (st)
        db_bind_int(st, ":link", link_id);
    void *v = NULL;
    int rc = dn_collect(d, st, link_group_row, link_group_clear, sizeof(db_link_group), &v, n,
                        N_("reading the synced venue groups"), err);
    *out = v;
    return rc;
}
