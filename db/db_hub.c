/* db_hub.c - see db_hub.h */
#include "db_hub.h"
#include "db_rows.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void copy(char *dst, size_t n, const char *s)
{
    snprintf(dst, n, "%s", s ? s : "");
}

int db_hub_device(db *d, int64_t venue_id, const char *device, int64_t *id, int64_t *last_seq,
                  sk_err *err)
{
    *id = 0;
    *last_seq = 0;
    /* made or found in one statement (a round trip on a server): the
     * conflict's no-op update makes RETURNING give the row either way */
    int64_t v[2];
    bool found;
    int rc = db_query_ints(d, "INSERT INTO fed_devices (venue_id, device) VALUES (:venue, :device) "
                              "ON CONFLICT (venue_id, device) DO UPDATE SET device = excluded.device "
                              "RETURNING id, last_seq",
                           DB_ARGS(DB_I(":venue", venue_id), DB_S(":device", device)), v, 2,
                           &found, N_("storing the device"), err);
    if (rc == SK_OK && !found)
        return db_sqlerr(d, err, "storing the device");
    *id = v[0];
    *last_seq = v[1];
    return rc;
}

int db_hub_change_get(db *d, int64_t device_id, int64_t seq, char hash[65], bool *found,
                      sk_err *err)
{
    char *h = NULL;
    int rc = db_query_str(d, "SELECT hash FROM fed_changes WHERE device_id = :dev AND seq = :seq",
                          DB_ARGS(DB_I(":dev", device_id), DB_I(":seq", seq)), &h, found,
                          N_("reading the changes received"), err);
    copy(hash, 65, h);
    free(h);
    return rc;
}

int db_hub_change_add(db *d, int64_t device_id, int64_t seq, const char *hash, int64_t push_id,
                      int64_t tid, const char *entity, const char *outcome, int64_t review_id,
                      sk_err *err)
{
    return db_run(d, "INSERT INTO fed_changes (device_id, seq, hash, push_id, tournament_id, "
                     "entity, outcome, review_id) VALUES (:dev, :seq, :hash, :push, :tid, "
                     ":entity, :outcome, :review)",
                  DB_ARGS(DB_I(":dev", device_id), DB_I(":seq", seq), DB_S(":hash", hash),
                          DB_I(":push", push_id), DB_I(":tid", tid), DB_S(":entity", entity),
                          DB_S(":outcome", outcome), DB_IN(":review", review_id)),
                  N_("storing a change received"), err);
}

int db_hub_push_add(db *d, int64_t device_id, int64_t code_id, const char *received,
                    int64_t first_seq, int64_t last_seq, int64_t *id, sk_err *err)
{
    return db_query_int(d, "INSERT INTO fed_pushes (device_id, code_id, received, first_seq, "
                           "last_seq, applied, same, review) VALUES (:dev, :code, :received, "
                           ":first, :last, 0, 0, 0) RETURNING id",
                        DB_ARGS(DB_I(":dev", device_id), DB_I(":code", code_id),
                                DB_S(":received", received), DB_I(":first", first_seq),
                                DB_I(":last", last_seq)),
                        id, NULL, N_("storing the push"), err);
}

int db_hub_push_end(db *d, int64_t device_id, int64_t last_seq, int64_t push_id, int applied,
                    int same, int review, sk_err *err)
{
    const db_batch_stmt v[] = {
        {"UPDATE fed_devices SET last_seq = :seq WHERE id = :id",
         DB_ARGS(DB_I(":seq", last_seq), DB_I(":id", device_id)), N_("storing the device")},
        {"UPDATE fed_pushes SET applied = :a, same = :s, review = :r WHERE id = :id",
         DB_ARGS(DB_I(":a", applied), DB_I(":s", same), DB_I(":r", review), DB_I(":id", push_id)),
         N_("storing the push")}};
    return db_run_batch(d, v, sizeof v / sizeof *v, err);
}

/* Where a result came from (fed_origin). */
static const db_field origin_fields[] = {
    DB_F_STR(db_hub_origin, entity), DB_F_TEXT(db_hub_origin, hash),
    DB_F_TEXT(db_hub_origin, source), DB_F_I64(db_hub_origin, push_id)};
static const db_map origin_map = DB_MAP(db_hub_origin, origin_fields);

#define ORIGIN_SQL "SELECT entity, hash, source, COALESCE(push_id, 0) FROM fed_origin "

int db_hub_origin_get(db *d, int64_t tid, const char *entity, char hash[65], char source[16],
                      int64_t *push_id, bool *found, sk_err *err)
{
    db_hub_origin o;
    int rc = db_query_one(d, ORIGIN_SQL "WHERE tournament_id = :tid AND entity = :entity",
                          DB_ARGS(DB_I(":tid", tid), DB_S(":entity", entity)), &origin_map, &o,
                          found, N_("reading where a result came from"), err);
    memcpy(hash, o.hash, sizeof o.hash);
    memcpy(source, o.source, sizeof o.source);
    *push_id = o.push_id;
    db_map_clear(&origin_map, &o);
    return rc;
}

int db_hub_origin_put(db *d, int64_t tid, const char *entity, const char *hash,
                      const char *source, int64_t push_id, sk_err *err)
{
    db_hub_origin o = {.entity = (char *)entity, .push_id = push_id};
    copy(o.hash, sizeof o.hash, hash);
    copy(o.source, sizeof o.source, source);
    return db_hub_origins_put(d, tid, &o, 1, err);
}

int db_hub_attempt(db *d, const char *at, const char *remote, const char *route,
                   int64_t code_id, int status, const char *reason, sk_err *err)
{
    /* one round trip on a server (db_run_tx) */
    return db_run_tx(d, "INSERT INTO fed_attempts (at, remote, route, code_id, status, reason) "
                        "VALUES (:at, :remote, :route, :code, :status, :reason)",
                     DB_ARGS(DB_S(":at", at), DB_S(":remote", remote), DB_S(":route", route),
                             DB_IN(":code", code_id), DB_I(":status", status),
                             DB_S(":reason", reason)),
                     N_("logging the attempt"), err);
}

void db_attempts_free(db_attempt *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++) {
        free(v[i].at);
        free(v[i].remote);
        free(v[i].route);
        free(v[i].reason);
        free(v[i].code_label);
    }
    free(v);
}

int db_hub_attempts(db *d, size_t max, db_attempt **out, size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_stmt *st = db_prep(d, "SELECT a.id, a.at, a.remote, a.route, COALESCE(a.code_id, 0), "
                             "       a.status, a.reason, c.label "
                             "  FROM fed_attempts a LEFT JOIN fed_codes c ON c.id = a.code_id "
                             " ORDER BY a.id DESC LIMIT :max", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":max", (int64_t)max);
    db_attempt *v = NULL;
    size_t cnt = 0, cap = 0;
    int rc;
    while ((rc = db_step(st)) == DB_ROW) {
        v = sk_grow(v, cnt, &cap, sizeof *v, 16);
        db_attempt *x = &v[cnt++];
        x->id = db_col_int64(st, 0);
        x->at = db_col_str(st, 1);
        x->remote = db_col_str(st, 2);
        x->route = db_col_str(st, 3);
        x->code_id = db_col_int64(st, 4);
        x->status = db_col_int(st, 5);
        x->reason = db_col_str(st, 6);
        x->code_label = db_col_str(st, 7);
    }
    db_finalize(st);
    if (rc != DB_DONE) {
        db_attempts_free(v, cnt);
        return db_sqlerr(d, err, "reading the attempts");
    }
    *out = v;
    *n = cnt;
    return SK_OK;
}

int db_hub_league_has_codes(db *d, int64_t lid, bool *yes, sk_err *err)
{
    int64_t n;
    int rc = db_count(d, "SELECT count(*) FROM fed_codes WHERE league_id = :lid "
                         "AND kind = 'venue'", DB_ARGS(DB_I(":lid", lid)), &n,
                      N_("reading the codes"), err);
    *yes = n > 0;
    return rc;
}

/* ---- reviews ---- */

void db_review_clear(db_review *r)
{
    if (r)
        SK_CLEAR(r, r->entity, r->kind, r->current, r->proposed, r->why, r->why_codes, r->source,
                 r->created, r->state, r->decided, r->decided_by, r->reason, r->tournament);
}

void db_reviews_free(db_review *v, size_t n)
{
    SK_FREE_ARRAY(v, n, db_review_clear);
}

int db_review_add(db *d, const db_review *r, int64_t *id, sk_err *err)
{
    return db_query_int(d, "INSERT INTO fed_reviews (tournament_id, entity, kind, current, "
                           "proposed, why, why_codes, source, code_id, created) VALUES (:tid, "
                           ":entity, :kind, :current, :proposed, :why, :why_codes, :source, "
                           ":code, :created) RETURNING id",
                        DB_ARGS(DB_I(":tid", r->tournament_id), DB_S(":entity", r->entity),
                                DB_S(":kind", r->kind), DB_S(":current", r->current),
                                DB_S(":proposed", r->proposed), DB_S(":why", r->why),
                                DB_S(":why_codes", r->why_codes), DB_S(":source", r->source),
                                DB_IN(":code", r->code_id), DB_S(":created", r->created)),
                        id, NULL, N_("adding to the review queue"), err);
}

int db_review_open_count(db *d, int64_t tid, const char *entity, int *n, sk_err *err)
{
    int64_t c;
    int rc = db_count(d, "SELECT count(*) FROM fed_reviews WHERE tournament_id = :tid "
                         "AND state = 'open' AND (:any = 1 OR entity = :entity)",
                      DB_ARGS(DB_I(":tid", tid), DB_I(":any", entity ? 0 : 1),
                              DB_S(":entity", entity ? entity : "")),
                      &c, N_("reading the review queue"), err);
    *n = (int)c;
    return rc;
}

#define REVIEW_SQL                                                                             \
    "SELECT r.id, r.tournament_id, r.entity, r.kind, r.current, r.proposed, r.why, r.source, "  \
    "       COALESCE(r.code_id, 0), r.created, r.state, r.decided, r.decided_by, r.reason, "    \
    "       t.name, g.league_id, m.number, g.venue_no, r.why_codes "                            \
    "  FROM fed_reviews r JOIN tournaments t ON t.id = r.tournament_id "                        \
    "  JOIN league_venues g ON g.tournament_id = r.tournament_id "                              \
    "  JOIN league_matchdays m ON m.id = g.matchday_id "

static void review_row(db_stmt *st, db_review *r)
{
    memset(r, 0, sizeof *r);
    r->id = db_col_int64(st, 0);
    r->tournament_id = db_col_int64(st, 1);
    r->entity = db_col_str(st, 2);
    r->kind = db_col_str(st, 3);
    r->current = db_col_str(st, 4);
    r->proposed = db_col_str(st, 5);
    r->why = db_col_str(st, 6);
    r->source = db_col_str(st, 7);
    r->code_id = db_col_int64(st, 8);
    r->created = db_col_str(st, 9);
    r->state = db_col_str(st, 10);
    r->decided = db_col_str(st, 11);
    r->decided_by = db_col_str(st, 12);
    r->reason = db_col_str(st, 13);
    r->tournament = db_col_str(st, 14);
    r->league_id = db_col_int64(st, 15);
    r->matchday = db_col_int(st, 16);
    r->venue_no = db_col_int(st, 17);
    r->why_codes = db_col_str(st, 18);
}

int db_review_get(db *d, int64_t id, db_review *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    db_stmt *st = db_prep(d, REVIEW_SQL "WHERE r.id = :id", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":id", id);
    int rc = db_step(st), r = SK_OK;
    if (rc == DB_ROW)
        review_row(st, out);
    else if (rc == DB_DONE)
        r = sk_err_set(err, SK_INVALID, _("review #%lld does not exist (see 'skatsheet league "
                       "review list')"), (long long)id);
    else
        r = db_sqlerr(d, err, "reading the review queue");
    db_finalize(st);
    return r;
}

int db_reviews(db *d, int64_t lid, const char *state, db_review **out, size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    db_stmt *st = db_prep(d, REVIEW_SQL "WHERE g.league_id = :lid "
                                        "AND (:all = 1 OR r.state = :state) ORDER BY r.id", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":lid", lid);
    db_bind_int(st, ":all", state ? 0 : 1);
    db_bind_text(st, ":state", state ? state : "");
    db_review *v = NULL;
    size_t cnt = 0, cap = 0;
    int rc;
    while ((rc = db_step(st)) == DB_ROW) {
        v = sk_grow(v, cnt, &cap, sizeof *v, 16);
        review_row(st, &v[cnt++]);
    }
    db_finalize(st);
    if (rc != DB_DONE) {
        db_reviews_free(v, cnt);
        return db_sqlerr(d, err, "reading the review queue");
    }
    *out = v;
    *n = cnt;
    return SK_OK;
}

int db_review_decide(db *d, int64_t id, const char *state, const char *when, const char *by,
                     const char *reason, sk_err *err)
{
    db_review r;
    int rc = db_review_get(d, id, &r, err);
    if (rc == SK_OK && strcmp(r.state, "open") != 0)
        rc = sk_err_set(err, SK_INVALID, _("review #%lld was %s on %s already"), (long long)id,
                        strcmp(r.state, "accepted") == 0 ? _("accepted") : _("rejected"),
                        r.decided ? r.decided : "?");
    db_review_clear(&r);
    if (rc != SK_OK)
        return rc;
    return db_run(d, "UPDATE fed_reviews SET state = :state, decided = :when, "
                     "decided_by = :by, reason = :reason WHERE id = :id",
                  DB_ARGS(DB_S(":state", state), DB_S(":when", when), DB_S(":by", by),
                          DB_S(":reason", reason), DB_I(":id", id)),
                  N_("deciding the review"), err);
}

static void held_row(db_stmt *st, void *elem)
{
    db_held *h = elem;
    h->tournament_id = db_col_int64(st, 0);
    dn_text_into(st, 1, h->entity, sizeof h->entity);
    dn_text_into(st, 2, h->hash, sizeof h->hash);
}

int db_hub_held(db *d, int64_t venue_id, const char *device, int64_t *last, db_held **out,
                size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    *last = 0;
    db_args a = DB_ARGS(DB_I(":venue", venue_id), DB_S(":device", device));
    int rc = db_query_int(d, "SELECT last_seq FROM fed_devices "
                             "WHERE venue_id = :venue AND device = :device", a, last, NULL,
                          N_("reading the devices"), err);
    if (rc != SK_OK)
        return rc;
    void *v = NULL;
    rc = db_query_fn_list(d, "SELECT c.tournament_id, c.entity, c.hash FROM fed_changes c "
                             "  JOIN fed_devices v ON v.id = c.device_id "
                             " WHERE v.venue_id = :venue AND v.device = :device "
                             "   AND c.seq = (SELECT MAX(x.seq) FROM fed_changes x "
                             "                 WHERE x.device_id = c.device_id "
                             "                   AND x.tournament_id = c.tournament_id "
                             "                   AND x.entity = c.entity) "
                             " ORDER BY c.tournament_id, c.entity",
                          a, held_row, NULL, sizeof(db_held), &v, n,
                          N_("reading the changes received"), err);
    *out = v;
    return rc;
}

/* ---- a push's changes in few statements ---- */

/* Rows per statement of the lists below: each row's values are named
 * parameters of their own (":e_17"), bound by name as everywhere. */
#define ORIGIN_ROWS 200
#define IN_ROWS 500
#define CHANGE_ROWS 1000

int db_hub_change_hashes(db *d, int64_t device_id, int64_t first, int64_t last,
                         void (*fn)(void *ud, int64_t seq, const char *hash), void *ud,
                         sk_err *err)
{
    db_stmt *st = db_prep_args(d, "SELECT seq, hash FROM fed_changes WHERE device_id = :dev "
                                  "AND seq BETWEEN :first AND :last",
                               DB_ARGS(DB_I(":dev", device_id), DB_I(":first", first),
                                       DB_I(":last", last)),
                               err);
    if (!st)
        return SK_FAIL;
    int s;
    while ((s = db_step(st)) == DB_ROW) {
        const char *h = db_col_text(st, 1);
        fn(ud, db_col_int64(st, 0), h ? h : "");
    }
    int rc = s == DB_DONE ? SK_OK : db_sqlerr(d, err, "reading the changes received");
    db_finalize(st);
    return rc;
}

int db_hub_changes_add(db *d, const db_hub_change *v, size_t n, sk_err *err)
{
    enum { NC = 8 };
    db_value *rows = xcalloc((n < CHANGE_ROWS ? n : CHANGE_ROWS) * NC + 1, sizeof *rows);
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < n; i += CHANGE_ROWS) {
        size_t k = n - i < CHANGE_ROWS ? n - i : CHANGE_ROWS;
        for (size_t r = 0; r < k; r++) {
            const db_hub_change *c = &v[i + r];
            db_value *x = rows + r * NC;
            x[0] = (db_value){DB_INTEGER, c->device_id, NULL};
            x[1] = (db_value){DB_INTEGER, c->seq, NULL};
            x[2] = (db_value){DB_TEXT, 0, c->hash};
            x[3] = (db_value){DB_INTEGER, c->push_id, NULL};
            x[4] = (db_value){DB_INTEGER, c->tid, NULL};
            x[5] = (db_value){DB_TEXT, 0, c->entity};
            x[6] = (db_value){DB_TEXT, 0, c->outcome};
            x[7] = c->review_id ? (db_value){DB_INTEGER, c->review_id, NULL}
                                : (db_value){DB_NULL, 0, NULL};
        }
        if (db_bulk_insert(d, "fed_changes", "device_id, seq, hash, push_id, tournament_id, "
                           "entity, outcome, review_id", NC, rows, (int)k) != SK_OK)
            rc = db_sqlerr(d, err, "storing a change received");
    }
    free(rows);
    return rc;
}

void db_hub_origins_free(db_hub_origin *v, size_t n)
{
    db_map_free(&origin_map, v, n);
}

int db_hub_origins(db *d, int64_t tid, db_hub_origin **out, size_t *n, sk_err *err)
{
    return db_query_list(d, ORIGIN_SQL "WHERE tournament_id = :tid",
                         DB_ARGS(DB_I(":tid", tid)), &origin_map, (void **)out, n,
                         N_("reading where a result came from"), err);
}

int db_hub_origins_put(db *d, int64_t tid, const db_hub_origin *v, size_t n, sk_err *err)
{
    enum { NC = 4 };
    size_t most = n < ORIGIN_ROWS ? n : ORIGIN_ROWS;
    db_arg *args = xcalloc(most * NC + 1, sizeof *args);
    char (*names)[16] = xcalloc(most * NC + 1, sizeof *names);
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < n; i += ORIGIN_ROWS) {
        size_t k = n - i < ORIGIN_ROWS ? n - i : ORIGIN_ROWS;
        sk_buf sql = {0};
        sk_buf_add(&sql, "INSERT INTO fed_origin (tournament_id, entity, hash, source, push_id) "
                         "VALUES ");
        args[0] = DB_I(":tid", tid);
        for (size_t r = 0; r < k; r++) {
            const db_hub_origin *o = &v[i + r];
            char (*nm)[16] = names + r * NC;
            db_arg *x = args + 1 + r * NC;
            snprintf(nm[0], sizeof nm[0], ":e_%zu", r);
            snprintf(nm[1], sizeof nm[1], ":h_%zu", r);
            snprintf(nm[2], sizeof nm[2], ":s_%zu", r);
            snprintf(nm[3], sizeof nm[3], ":p_%zu", r);
            x[0] = DB_S(nm[0], o->entity);
            x[1] = DB_S(nm[1], o->hash);
            x[2] = DB_S(nm[2], o->source);
            x[3] = DB_IN(nm[3], o->push_id);
            sk_buf_printf(&sql, "%s(:tid, %s, %s, %s, %s)", r ? ", " : "", nm[0], nm[1], nm[2],
                          nm[3]);
        }
        sk_buf_add(&sql, " ON CONFLICT (tournament_id, entity) DO UPDATE SET "
                         "hash = excluded.hash, source = excluded.source, "
                         "push_id = excluded.push_id");
        rc = db_run(d, sql.s, (db_args){args, 1 + k * NC}, N_("storing where a result came from"),
                    err);
        sk_buf_free(&sql);
    }
    free(names);
    free(args);
    return rc;
}

void db_hub_strs_free(char **v, size_t n)
{
    db_map_free(&db_map_str, v, n);
}

int db_review_open_entities(db *d, int64_t tid, char ***out, size_t *n, sk_err *err)
{
    return db_query_list(d, "SELECT DISTINCT entity FROM fed_reviews WHERE tournament_id = :tid "
                            "AND state = 'open'",
                         DB_ARGS(DB_I(":tid", tid)), &db_map_str, (void **)out, n,
                         N_("reading the review queue"), err);
}

/* Run head "(:p_0, :p_1, ...)" tail, the list the values ids[0..n) (or
 * texts, when not NULL), in one statement per IN_ROWS values: bind(st,
 * ud) binds the other parameters (may be NULL), row(st, ud) takes each
 * row.  On a failed step err by db_sqlerr with what. */
static int run_in(db *d, const char *head, const char *tail, const int64_t *ids,
                  const char *const *texts, size_t n, void (*bind)(db_stmt *st, void *ud),
                  void (*row)(db_stmt *st, void *ud), void *ud, const char *what, sk_err *err)
{
    int rc = SK_OK;
    for (size_t i = 0; rc == SK_OK && i < n; i += IN_ROWS) {
        size_t k = n - i < IN_ROWS ? n - i : IN_ROWS;
        sk_buf sql = {0};
        sk_buf_add(&sql, head);
        sk_buf_add(&sql, "(");
        for (size_t r = 0; r < k; r++)
            sk_buf_printf(&sql, "%s:p_%zu", r ? ", " : "", r);
        sk_buf_add(&sql, ")");
        sk_buf_add(&sql, tail);
        db_stmt *st = db_prep(d, sql.s, err); /* (its text is the statement's until finalized) */
        if (!st) {
            sk_buf_free(&sql);
            return SK_FAIL;
        }
        if (bind)
            bind(st, ud);
        for (size_t r = 0; r < k; r++) {
            char name[32];
            snprintf(name, sizeof name, ":p_%zu", r);
            if (texts)
                db_bind_text(st, name, texts[i + r]);
            else
                db_bind_int(st, name, ids[i + r]);
        }
        int s;
        while ((s = db_step(st)) == DB_ROW)
            row(st, ud);
        if (s != DB_DONE)
            rc = db_sqlerr(d, err, what);
        db_finalize(st);
        sk_buf_free(&sql);
    }
    return rc;
}

/* What run_in's callbacks of the look-ups below share. */
typedef struct in_ctx {
    int64_t lid, tid;
    int matchday;
    const int64_t *ids;
    const char *const *texts;
    size_t n;
    char **where;       /* seated elsewhere: the group */
    char **team;        /* and the team there (may be NULL) */
    int64_t *found;     /* player ids by uid */
    char (*uid)[33];    /* player uids by id */
} in_ctx;

static void seated_bind(db_stmt *st, void *ud)
{
    in_ctx *x = ud;
    db_bind_int(st, ":lid", x->lid);
    db_bind_int(st, ":md", x->matchday);
    db_bind_int(st, ":tid", x->tid);
}

static void seated_row(db_stmt *st, void *ud)
{
    in_ctx *x = ud;
    int64_t p = db_col_int64(st, 0);
    for (size_t i = 0; i < x->n; i++)
        if (x->ids[i] == p && !x->where[i]) {
            x->where[i] = db_col_str(st, 1);
            if (x->team)
                x->team[i] = db_col_str(st, 2);
        }
}

int db_hub_seated_elsewhere_many(db *d, int64_t lid, int matchday, int64_t tid,
                                 const int64_t *pid, size_t n, char **where, char **team,
                                 sk_err *err)
{
    memset(where, 0, n * sizeof *where);
    if (team)
        memset(team, 0, n * sizeof *team);
    in_ctx x = {.lid = lid, .tid = tid, .matchday = matchday, .ids = pid, .n = n,
                .where = where, .team = team};
    /* each player's first row by group and team name (seated_row keeps
     * the first of a player) */
    int rc = run_in(d, "SELECT x.player_id, t.name, tm.name FROM seats x "
                       "  JOIN series s ON s.id = x.series_id "
                       "  JOIN league_venues g ON g.tournament_id = s.tournament_id "
                       "  JOIN league_matchdays m ON m.id = g.matchday_id "
                       "  JOIN tournaments t ON t.id = g.tournament_id "
                       "  LEFT JOIN team_members k ON k.player_id = x.player_id "
                       "       AND k.tournament_id = s.tournament_id "
                       "  LEFT JOIN teams tm ON tm.id = k.team_id "
                       " WHERE g.league_id = :lid AND m.number = :md "
                       "   AND g.tournament_id <> :tid AND x.player_id IN ",
                    " ORDER BY x.player_id, t.name, tm.name", pid, NULL, n, seated_bind,
                    seated_row, &x, N_("reading the seatings of the match day"), err);
    if (rc != SK_OK)
        for (size_t i = 0; i < n; i++) {
            free(where[i]);
            where[i] = NULL;
            if (team) {
                free(team[i]);
                team[i] = NULL;
            }
        }
    return rc;
}

static void uid_row(db_stmt *st, void *ud)
{
    in_ctx *x = ud;
    int64_t p = db_col_int64(st, 0);
    const char *u = db_col_text(st, 1);
    for (size_t i = 0; i < x->n; i++)
        if (x->ids[i] == p)
            copy(x->uid[i], sizeof x->uid[i], u);
}

int db_hub_player_uids(db *d, const int64_t *id, size_t n, char (*uid)[33], sk_err *err)
{
    memset(uid, 0, n * sizeof *uid);
    in_ctx x = {.ids = id, .n = n, .uid = uid};
    return run_in(d, "SELECT id, uid FROM players WHERE id IN ", "", id, NULL, n, NULL, uid_row,
                  &x, N_("listing players"), err);
}

static void id_row(db_stmt *st, void *ud)
{
    in_ctx *x = ud;
    const char *u = db_col_text(st, 0);
    for (size_t i = 0; u && i < x->n; i++)
        if (strcmp(x->texts[i], u) == 0)
            x->found[i] = db_col_int64(st, 1);
}

int db_hub_player_ids(db *d, const char *const *uid, size_t n, int64_t *id, sk_err *err)
{
    memset(id, 0, n * sizeof *id);
    in_ctx x = {.texts = uid, .n = n, .found = id};
    return run_in(d, "SELECT uid, id FROM players WHERE uid IN ", "", NULL, uid, n, NULL, id_row,
                  &x, N_("listing players"), err);
}
