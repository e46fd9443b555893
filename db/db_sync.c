/* db_sync.c - see db_sync.h */
#include "db_sync.h"
#include "db_rows.h"
#include "i18n.h"

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

static const db_field link_fields[] = {
    DB_F_I64(db_link, id),        DB_F_STR(db_link, hub),     DB_F_TEXT(db_link, code),
    DB_F_TEXT(db_link, device),   DB_F_I64(db_link, league_id), DB_F_STR(db_link, league),
    DB_F_INT(db_link, matchday),  DB_F_TEXT(db_link, venue_uid), DB_F_STR(db_link, pulled),
    DB_F_I64(db_link, acked),     DB_F_STR(db_link, pushed),  DB_F_STR(db_link, waiting),
    DB_F_STR(db_link, waiting_at)};
static const db_map link_map = DB_MAP(db_link, link_fields);

int db_link_find(db *d, int64_t lid, int matchday, const char *hub, db_link *out, bool *found,
                 sk_err *err)
{
    return db_query_one(d, LINK_SQL "WHERE k.league_id = :lid AND k.matchday = :md "
                                    "AND k.hub = :hub",
                        DB_ARGS(DB_I(":lid", lid), DB_I(":md", matchday), DB_S(":hub", hub)),
                        &link_map, out, found, N_("reading the hub links"), err);
}

int db_link_add(db *d, const db_link *l, int64_t *id, sk_err *err)
{
    return db_query_int(d, "INSERT INTO sync_links (hub, code, device, league_id, matchday, "
                           "venue_uid, pulled) VALUES (:hub, :code, :device, :lid, :md, "
                           ":venue, :pulled) RETURNING id",
                        DB_ARGS(DB_S(":hub", l->hub), DB_S(":code", l->code),
                                DB_S(":device", l->device), DB_I(":lid", l->league_id),
                                DB_I(":md", l->matchday), DB_S(":venue", l->venue_uid),
                                DB_S(":pulled", l->pulled)),
                        id, NULL, N_("storing the hub link"), err);
}

int db_link_update(db *d, int64_t id, const char *hub, const char *code, sk_err *err)
{
    return db_run(d, "UPDATE sync_links SET hub = :hub, code = :code WHERE id = :id",
                  DB_ARGS(DB_S(":hub", hub), DB_S(":code", code), DB_I(":id", id)),
                  N_("storing the hub link"), err);
}

int db_links(db *d, db_link **out, size_t *n, sk_err *err)
{
    return db_query_list(d, LINK_SQL "ORDER BY l.name, k.matchday, k.id", DB_NOARGS, &link_map,
                         (void **)out, n, N_("reading the hub links"), err);
}

/* Run sql with a in a write transaction of its own. */
static int run_alone(db *d, const char *sql, db_args a, const char *what, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    return db_finish(d, db_run(d, sql, a, what, err), err);
}

int db_link_ack(db *d, int64_t id, int64_t seq, const char *when, sk_err *err)
{
    return run_alone(d, "UPDATE sync_links SET acked = :seq, pushed = :when "
                        "WHERE id = :id AND acked <= :seq",
                     DB_ARGS(DB_I(":seq", seq), DB_S(":when", when), DB_I(":id", id)),
                     N_("noting what the hub acknowledged"), err);
}

int db_link_waiting(db *d, int64_t id, const char *waiting, const char *when, sk_err *err)
{
    return run_alone(d, "UPDATE sync_links SET waiting = :w, waiting_at = :when WHERE id = :id",
                     DB_ARGS(DB_S(":w", waiting), DB_S(":when", when), DB_I(":id", id)),
                     N_("noting what waits at the hub"), err);
}

int db_sync_group_name(db *d, int64_t link_id, int venue_no, char **name, sk_err *err)
{
    return db_query_str(d, "SELECT t.name FROM sync_groups s "
                           "  JOIN tournaments t ON t.id = s.tournament_id "
                           " WHERE s.link_id = :link AND s.venue_no = :vno "
                           " ORDER BY t.id LIMIT 1",
                        DB_ARGS(DB_I(":link", link_id), DB_I(":vno", venue_no)), name, NULL,
                        N_("reading the synced venue groups"), err);
}

int db_link_rewind(db *d, int64_t id, int64_t seq, sk_err *err)
{
    return run_alone(d, "UPDATE sync_links SET acked = :seq WHERE id = :id AND acked > :seq",
                     DB_ARGS(DB_I(":seq", seq), DB_I(":id", id)),
                     N_("noting what the hub acknowledged"), err);
}

int db_sync_group_add(db *d, int64_t tid, int64_t link_id, int venue_no, sk_err *err)
{
    return db_run(d, "INSERT INTO sync_groups (tournament_id, link_id, venue_no) "
                     "VALUES (:tid, :link, :vno) ON CONFLICT (tournament_id, link_id) DO NOTHING",
                  DB_ARGS(DB_I(":tid", tid), DB_I(":link", link_id), DB_I(":vno", venue_no)),
                  N_("storing the synced venue group"), err);
}

static const db_field sync_group_fields[] = {DB_F_I64(db_sync_group, link_id),
                                             DB_F_INT(db_sync_group, venue_no)};
static const db_map sync_group_map = DB_MAP(db_sync_group, sync_group_fields);

int db_sync_groups_of(db *d, int64_t tid, db_sync_group **out, size_t *n, sk_err *err)
{
    void *v = NULL;
    int rc = db_query_list(d, "SELECT link_id, venue_no FROM sync_groups "
                              "WHERE tournament_id = :tid ORDER BY link_id",
                           DB_ARGS(DB_I(":tid", tid)), &sync_group_map, &v, n,
                           N_("reading the synced venue groups"), err);
    *out = v;
    return rc;
}

static void outbox_clear(void *elem)
{
    db_outbox_row *x = elem;
    free(x->entity);
    free(x->body);
    free(x->created);
}

void db_outbox_rows_free(db_outbox_row *v, size_t n)
{
    dn_free(v, n, sizeof *v, outbox_clear);
}

int db_outbox_add(db *d, int64_t link_id, const char *entity, const char *body,
                  const char *hash, const char *created, int64_t *seq, sk_err *err)
{
    /* after the last entry, and after what the hub acknowledged (a venue
     * that resumed: db_outbox_resume) */
    return db_query_int(d, "INSERT INTO outbox (link_id, seq, entity, body, hash, created) "
                           "SELECT :link, CASE WHEN COALESCE(MAX(o.seq), 0) > k.acked "
                           "  THEN COALESCE(MAX(o.seq), 0) ELSE k.acked END + 1, :entity, "
                           "  :body, :hash, :created FROM sync_links k "
                           "  LEFT JOIN outbox o ON o.link_id = k.id WHERE k.id = :link "
                           " GROUP BY k.acked RETURNING seq",
                        DB_ARGS(DB_I(":link", link_id), DB_S(":entity", entity),
                                DB_S(":body", body), DB_S(":hash", hash),
                                DB_S(":created", created)),
                        seq, NULL, N_("writing the outbox"), err);
}

static void outbox_row(db_stmt *st, void *elem)
{
    db_outbox_row *x = elem;
    x->seq = db_col_int64(st, 0);
    x->entity = db_col_str(st, 1);
    x->body = db_col_str(st, 2);
    copy(x->hash, sizeof x->hash, db_col_text(st, 3));
    x->created = db_col_str(st, 4);
}

int db_outbox_after(db *d, int64_t link_id, int64_t after, size_t max, db_outbox_row **out,
                    size_t *n, sk_err *err)
{
    void *v = NULL;
    int rc = db_query_fn_list(d, "SELECT seq, entity, body, hash, created FROM outbox "
                                 "WHERE link_id = :link AND seq > :after ORDER BY seq LIMIT :max",
                              DB_ARGS(DB_I(":link", link_id), DB_I(":after", after),
                                      DB_I(":max", (int64_t)max)),
                              outbox_row, outbox_clear, sizeof(db_outbox_row), &v, n,
                              N_("reading the outbox"), err);
    *out = v;
    return rc;
}

/* What db_outbox_count reads. */
typedef struct outbox_sum {
    int64_t total, pending;
    char *oldest;
} outbox_sum;

static const db_field outbox_sum_fields[] = {DB_F_I64(outbox_sum, total),
                                             DB_F_I64(outbox_sum, pending),
                                             DB_F_STR(outbox_sum, oldest)};
static const db_map outbox_sum_map = DB_MAP(outbox_sum, outbox_sum_fields);

int db_outbox_count(db *d, int64_t link_id, int64_t after, int64_t *total, int64_t *pending,
                    char **oldest, sk_err *err)
{
    outbox_sum x;
    int rc = db_query_one(d, "SELECT count(*), "
                             "       COALESCE(SUM(CASE WHEN seq > :after THEN 1 ELSE 0 END), 0), "
                             "       MIN(CASE WHEN seq > :after THEN created END) "
                             "  FROM outbox WHERE link_id = :link",
                          DB_ARGS(DB_I(":link", link_id), DB_I(":after", after)), &outbox_sum_map,
                          &x, NULL, N_("reading the outbox"), err);
    *total = x.total;
    *pending = x.pending;
    *oldest = x.oldest;
    return rc;
}

int db_outbox_resume(db *d, int64_t link_id, int64_t hub_last, sk_err *err)
{
    int rc = db_run(d, "DELETE FROM outbox WHERE link_id = :link AND seq > "
                       "(SELECT acked FROM sync_links WHERE id = :link)",
                    DB_ARGS(DB_I(":link", link_id)), N_("writing the outbox"), err);
    if (rc != SK_OK)
        return rc;
    return db_run(d, "UPDATE sync_links SET acked = :seq WHERE id = :link",
                  DB_ARGS(DB_I(":seq", hub_last), DB_I(":link", link_id)),
                  N_("noting what the hub acknowledged"), err);
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
    return db_query_fn_list(d, "SELECT s.tournament_id, s.venue_no, t.name FROM sync_groups s "
                               "  JOIN tournaments t ON t.id = s.tournament_id "
                               " WHERE s.link_id = :link ORDER BY s.venue_no, s.tournament_id",
                            DB_ARGS(DB_I(":link", link_id)), link_group_row, link_group_clear,
                            sizeof **out, (void **)out, n, N_("reading the synced venue groups"),
                            err);
}
