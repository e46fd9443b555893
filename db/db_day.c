/* db_day.c - see db_day.h */
#include "db_day.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_named.h"
#include "text.h"

/* Step st to the end collecting rows with fn into a growing array. */
typedef void (*row_fn)(sqlite3_stmt *st, void *elem);
static int collect(db *d, sqlite3_stmt *st, row_fn fn, size_t size, void **out, size_t *n,
                   const char *what, sk_err *err)
{
    *out = NULL;
    *n = 0;
    size_t cap = 0;
    int s;
    while ((s = sqlite3_step(st)) == SQLITE_ROW) {
        *out = db_grow(*out, *n, &cap, size, 16);
        char *e = (char *)*out + *n * size;
        memset(e, 0, size);
        fn(st, e);
        (*n)++;
    }
    sqlite3_finalize(st);
    if (s != SQLITE_DONE)
        return db_sqlerr(d, err, what);
    return SK_OK;
}

/* Step a statement that writes; finalize it. */
static int write1(db *d, sqlite3_stmt *st, const char *what, sk_err *err)
{
    int rc = sqlite3_step(st) == SQLITE_DONE ? SK_OK : db_sqlerr(d, err, what);
    sqlite3_finalize(st);
    return rc;
}

static void copy_text(sqlite3_stmt *st, int col, char *out, size_t n)
{
    const unsigned char *s = sqlite3_column_text(st, col);
    snprintf(out, n, "%s", s ? (const char *)s : "");
}

/* ---- pre-registrations ---- */

static const char *const reg_state_word[] = {"waiting", "confirmed", "rejected"};

void db_prereg_clear(db_prereg *r)
{
    free(r->name);
    free(r->club);
    free(r->member_no);
    free(r->created);
    memset(r, 0, sizeof *r);
}

void db_preregs_free(db_prereg *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        db_prereg_clear(&v[i]);
    free(v);
}

#define PREREG_COLS                                                                         \
    "id, name, club, state, COALESCE(player_id, 0), COALESCE(code, ''), member_no, lady, " \
    "COALESCE(born, 0), prepaid_ct, created, tournament_id"

static void prereg_row(sqlite3_stmt *st, void *elem)
{
    db_prereg *r = elem;
    r->id = sqlite3_column_int64(st, 0);
    r->name = db_col_str(st, 1);
    r->club = db_col_str(st, 2);
    const char *s = (const char *)sqlite3_column_text(st, 3);
    for (int i = 0; s && i < 3; i++)
        if (strcmp(s, reg_state_word[i]) == 0)
            r->state = (db_reg_state)i;
    r->player_id = sqlite3_column_int64(st, 4);
    copy_text(st, 5, r->code, sizeof r->code);
    r->member_no = db_col_str(st, 6);
    r->lady = sqlite3_column_int(st, 7) != 0;
    r->born = sqlite3_column_int(st, 8);
    r->prepaid_ct = sqlite3_column_int64(st, 9);
    r->created = db_col_str(st, 10);
}

int db_prereg_add(db *d, int64_t tid, const db_prereg *r, int64_t *id, sk_err *err)
{
    if (text_name_check("name", r->name, err) != SK_OK)
        return err->status;
    if (r->club && *r->club && text_name_check("club", r->club, err) != SK_OK)
        return err->status;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    sqlite3_stmt *st = db_prep(d, "SELECT count(*) FROM registrations "
                                  "WHERE tournament_id = :tid AND state = 'waiting'", err);
    if (!st)
        return db_finish(d, SK_FAIL, err);
    dn_int(st, ":tid", tid);
    int waiting = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
    sqlite3_finalize(st);
    if (waiting < 0)
        rc = db_sqlerr(d, err, "counting the registrations");
    else if (waiting >= DB_REG_QUEUE_MAX)
        rc = sk_err_set(err, SK_INVALID, _("the registration queue is full (%d waiting): ask "
                        "the organiser"), waiting);
    if (rc == SK_OK) {
        st = db_prep(d, "INSERT INTO registrations(tournament_id, name, club, player_id, code, "
                        "member_no, lady, born) VALUES (:tid, :name, :club, :pid, :code, "
                        ":member, :lady, :born) RETURNING id", err);
        if (!st)
            return db_finish(d, SK_FAIL, err);
        dn_int(st, ":tid", tid);
        dn_text(st, ":name", r->name);
        dn_text(st, ":club", r->club && *r->club ? r->club : NULL);
        if (r->player_id)
            dn_int(st, ":pid", r->player_id);
        else
            dn_null(st, ":pid");
        dn_text(st, ":code", r->code[0] ? r->code : NULL);
        dn_text(st, ":member", r->member_no);
        dn_int(st, ":lady", r->lady ? 1 : 0);
        if (r->born)
            dn_int(st, ":born", r->born);
        else
            dn_null(st, ":born");
        if (sqlite3_step(st) == SQLITE_ROW) {
            if (id)
                *id = sqlite3_column_int64(st, 0);
        } else {
            rc = db_sqlerr(d, err, "queueing the registration");
        }
        sqlite3_finalize(st);
    }
    return db_finish(d, rc, err);
}

int db_prereg_list(db *d, int64_t tid, bool waiting_only, db_prereg **out, size_t *n,
                   sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, waiting_only
                                      ? "SELECT " PREREG_COLS " FROM registrations WHERE "
                                        "tournament_id = :tid AND state = 'waiting' ORDER BY id"
                                      : "SELECT " PREREG_COLS " FROM registrations WHERE "
                                        "tournament_id = :tid ORDER BY id",
                               err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    int rc = collect(d, st, prereg_row, sizeof **out, (void **)out, n,
                     N_("reading the registrations"), err);
    if (rc != SK_OK) {
        db_preregs_free(*out, *n);
        *out = NULL;
        *n = 0;
    }
    return rc;
}

/* One registration by a query with its parameters bound by bind. */
static int prereg_one(db *d, sqlite3_stmt *st, db_prereg *out, bool *found, int64_t *tid,
                      sk_err *err)
{
    memset(out, 0, sizeof *out);
    *found = false;
    int s = sqlite3_step(st), rc = SK_OK;
    if (s == SQLITE_ROW) {
        prereg_row(st, out);
        if (tid)
            *tid = sqlite3_column_int64(st, 11);
        *found = true;
    } else if (s != SQLITE_DONE) {
        rc = db_sqlerr(d, err, "reading the registration");
    }
    sqlite3_finalize(st);
    return rc;
}

int db_prereg_get(db *d, int64_t tid, int64_t id, db_prereg *out, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "SELECT " PREREG_COLS " FROM registrations "
                                  "WHERE tournament_id = :tid AND id = :id", err);
    memset(out, 0, sizeof *out);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    dn_int(st, ":id", id);
    bool found;
    int rc = prereg_one(d, st, out, &found, NULL, err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("registration #%lld does not exist in this tournament "
                        "(see 'attendance queue')"), (long long)id);
    return rc;
}

int db_prereg_by_code(db *d, const char *code, int64_t *tid, db_prereg *out, bool *found,
                      sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "SELECT " PREREG_COLS " FROM registrations "
                                  "WHERE code = :code", err);
    memset(out, 0, sizeof *out);
    *found = false;
    if (!st)
        return SK_FAIL;
    dn_text(st, ":code", code);
    return prereg_one(d, st, out, found, tid, err);
}

int db_prereg_of_player(db *d, int64_t tid, int64_t pid, db_prereg *out, bool *found,
                        sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "SELECT " PREREG_COLS " FROM registrations "
                                  "WHERE tournament_id = :tid AND player_id = :pid "
                                  "AND state <> 'rejected' ORDER BY id LIMIT 1", err);
    memset(out, 0, sizeof *out);
    *found = false;
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    dn_int(st, ":pid", pid);
    return prereg_one(d, st, out, found, NULL, err);
}

int db_prereg_set_code(db *d, int64_t tid, int64_t id, const char *code, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "UPDATE registrations SET code = :code "
                                  "WHERE tournament_id = :tid AND id = :id", err);
    if (!st)
        return SK_FAIL;
    dn_text(st, ":code", code);
    dn_int(st, ":tid", tid);
    dn_int(st, ":id", id);
    return write1(d, st, N_("storing the registration's code"), err);
}

int db_prereg_set_prepaid(db *d, int64_t tid, int64_t id, long long ct, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "UPDATE registrations SET prepaid_ct = :ct "
                                  "WHERE tournament_id = :tid AND id = :id", err);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":ct", ct);
    dn_int(st, ":tid", tid);
    dn_int(st, ":id", id);
    return write1(d, st, N_("storing the transfer"), err);
}

/* ---- player info ---- */

void db_player_info_clear(db_player_info *p)
{
    free(p->member_no);
    memset(p, 0, sizeof *p);
}

void db_player_infos_free(db_player_info *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        db_player_info_clear(&v[i]);
    free(v);
}

static void info_row(sqlite3_stmt *st, void *elem)
{
    db_player_info *p = elem;
    p->player_id = sqlite3_column_int64(st, 0);
    p->member_no = db_col_str(st, 1);
    p->lady = sqlite3_column_int(st, 2) != 0;
    p->born = sqlite3_column_int(st, 3);
}

int db_player_info_get(db *d, int64_t pid, db_player_info *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    out->player_id = pid;
    sqlite3_stmt *st = db_prep(d, "SELECT player_id, member_no, lady, COALESCE(born, 0) "
                                  "FROM player_info WHERE player_id = :pid", err);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":pid", pid);
    int s = sqlite3_step(st), rc = SK_OK;
    if (s == SQLITE_ROW)
        info_row(st, out);
    else if (s != SQLITE_DONE)
        rc = db_sqlerr(d, err, "reading the player's details");
    sqlite3_finalize(st);
    return rc;
}

int db_player_by_member(db *d, const char *member_no, int64_t *pid, sk_err *err)
{
    *pid = 0;
    sqlite3_stmt *st = db_prep(d, "SELECT player_id FROM player_info WHERE member_no = :m", err);
    if (!st)
        return SK_FAIL;
    dn_text(st, ":m", member_no);
    int s = sqlite3_step(st), rc = SK_OK;
    if (s == SQLITE_ROW)
        *pid = sqlite3_column_int64(st, 0);
    else if (s != SQLITE_DONE)
        rc = db_sqlerr(d, err, "finding the member number");
    sqlite3_finalize(st);
    return rc;
}

int db_player_info_put(db *d, const db_player_info *p, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    if (p->member_no) {
        int64_t other = 0;
        rc = db_player_by_member(d, p->member_no, &other, err);
        if (rc == SK_OK && other && other != p->player_id) {
            sqlite3_stmt *st = db_prep(d, "SELECT name FROM players WHERE id = :id", err);
            char name[800] = "?";
            if (st) {
                dn_int(st, ":id", other);
                if (sqlite3_step(st) == SQLITE_ROW)
                    copy_text(st, 0, name, sizeof name);
                sqlite3_finalize(st);
            }
            rc = sk_err_set(err, SK_INVALID, _("member number %s belongs to '%s' already"),
                            p->member_no, name);
        }
    }
    if (rc == SK_OK) {
        sqlite3_stmt *st = db_prep(d, "INSERT INTO player_info(player_id, member_no, lady, born) "
                                      "VALUES (:pid, :m, :lady, :born) ON CONFLICT(player_id) DO "
                                      "UPDATE SET member_no = excluded.member_no, "
                                      "lady = excluded.lady, born = excluded.born", err);
        if (!st)
            return db_finish(d, SK_FAIL, err);
        dn_int(st, ":pid", p->player_id);
        dn_text(st, ":m", p->member_no);
        dn_int(st, ":lady", p->lady ? 1 : 0);
        if (p->born)
            dn_int(st, ":born", p->born);
        else
            dn_null(st, ":born");
        rc = write1(d, st, N_("storing the player's details"), err);
    }
    return db_finish(d, rc, err);
}

int db_player_info_all(db *d, db_player_info **out, size_t *n, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "SELECT player_id, member_no, lady, COALESCE(born, 0) "
                                  "FROM player_info ORDER BY player_id", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    return collect(d, st, info_row, sizeof **out, (void **)out, n,
                   N_("reading the players' details"), err);
}

/* ---- day settings ---- */

void db_kvs_free(db_kv *v, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(v[i].key);
        free(v[i].value);
    }
    free(v);
}

static void kv_row(sqlite3_stmt *st, void *elem)
{
    db_kv *k = elem;
    k->key = db_col_str(st, 0);
    k->value = db_col_str(st, 1);
}

int db_day_settings_get(db *d, int64_t tid, db_kv **out, size_t *n, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "SELECT key, value FROM day_settings "
                                  "WHERE tournament_id = :tid ORDER BY key", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    return collect(d, st, kv_row, sizeof **out, (void **)out, n, N_("reading the day's settings"),
                   err);
}

int db_day_setting_put(db *d, int64_t tid, const char *key, const char *value, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, value ? "INSERT INTO day_settings(tournament_id, key, value) "
                                          "VALUES (:tid, :key, :value) ON CONFLICT(tournament_id, "
                                          "key) DO UPDATE SET value = excluded.value"
                                        : "DELETE FROM day_settings WHERE tournament_id = :tid "
                                          "AND key = :key", err);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    dn_text(st, ":key", key);
    if (value)
        dn_text(st, ":value", value);
    return write1(d, st, N_("storing the day's setting"), err);
}

/* ---- desk key ---- */

int db_desk_key_get(db *d, int64_t tid, char code[9], bool *found, sk_err *err)
{
    *found = false;
    code[0] = '\0';
    sqlite3_stmt *st = db_prep(d, "SELECT code FROM desk_keys WHERE tournament_id = :tid", err);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    int s = sqlite3_step(st), rc = SK_OK;
    if (s == SQLITE_ROW) {
        copy_text(st, 0, code, 9);
        *found = true;
    } else if (s != SQLITE_DONE) {
        rc = db_sqlerr(d, err, "reading the desk key");
    }
    sqlite3_finalize(st);
    return rc;
}

int db_desk_key_put(db *d, int64_t tid, const char *code, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "INSERT INTO desk_keys(tournament_id, code) VALUES (:tid, "
                                  ":code) ON CONFLICT(tournament_id) DO UPDATE SET "
                                  "code = excluded.code", err);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    dn_text(st, ":code", code);
    return write1(d, st, N_("storing the desk key"), err);
}

/* ---- check-ins ---- */

void db_checkins_free(db_checkin *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(v[i].name);
    free(v);
}

static void checkin_row(sqlite3_stmt *st, void *elem)
{
    db_checkin *c = elem;
    c->player_id = sqlite3_column_int64(st, 0);
    c->arrival = sqlite3_column_int64(st, 1);
    c->from_series = sqlite3_column_int(st, 2);
    copy_text(st, 3, c->at, sizeof c->at);
    copy_text(st, 4, c->how, sizeof c->how);
    if (sqlite3_column_count(st) > 5) {
        c->name = db_col_str(st, 5);
        c->number = sqlite3_column_int(st, 6);
    }
}

int db_checkin_get(db *d, int64_t tid, int64_t pid, db_checkin *out, bool *found, sk_err *err)
{
    memset(out, 0, sizeof *out);
    *found = false;
    sqlite3_stmt *st = db_prep(d, "SELECT player_id, arrival, from_series, at, how FROM checkins "
                                  "WHERE tournament_id = :tid AND player_id = :pid", err);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    dn_int(st, ":pid", pid);
    int s = sqlite3_step(st), rc = SK_OK;
    if (s == SQLITE_ROW) {
        checkin_row(st, out);
        *found = true;
    } else if (s != SQLITE_DONE) {
        rc = db_sqlerr(d, err, "reading the check-in");
    }
    sqlite3_finalize(st);
    return rc;
}

int db_checkin_add(db *d, int64_t tid, int64_t pid, int from_series, const char *at,
                   const char *how, int64_t *arrival, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    sqlite3_stmt *st = db_prep(d, "INSERT INTO checkins(tournament_id, player_id, arrival, "
                                  "from_series, at, how) VALUES (:tid, :pid, (SELECT "
                                  "COALESCE(MAX(arrival), 0) + 1 FROM checkins WHERE "
                                  "tournament_id = :tid), :from, :at, :how) "
                                  "ON CONFLICT(tournament_id, player_id) DO NOTHING "
                                  "RETURNING arrival", err);
    if (!st)
        return db_finish(d, SK_FAIL, err);
    dn_int(st, ":tid", tid);
    dn_int(st, ":pid", pid);
    dn_int(st, ":from", from_series);
    dn_text(st, ":at", at);
    dn_text(st, ":how", how);
    int s = sqlite3_step(st);
    if (s == SQLITE_ROW)
        *arrival = sqlite3_column_int64(st, 0);
    else if (s == SQLITE_DONE)
        rc = sk_err_set(err, SK_INVALID, _("the player has checked in already"));
    else
        rc = db_sqlerr(d, err, "recording the check-in");
    sqlite3_finalize(st);
    return db_finish(d, rc, err);
}

int db_checkin_set_from(db *d, int64_t tid, int64_t pid, int from_series, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "UPDATE checkins SET from_series = :from "
                                  "WHERE tournament_id = :tid AND player_id = :pid", err);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":from", from_series);
    dn_int(st, ":tid", tid);
    dn_int(st, ":pid", pid);
    return write1(d, st, N_("recording the check-in"), err);
}

int db_checkin_list(db *d, int64_t tid, db_checkin **out, size_t *n, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "SELECT c.player_id, c.arrival, c.from_series, c.at, c.how, "
                                  "p.name, COALESCE(p.number, 0) FROM checkins c JOIN players p "
                                  "ON p.id = c.player_id WHERE c.tournament_id = :tid "
                                  "ORDER BY c.arrival", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    int rc = collect(d, st, checkin_row, sizeof **out, (void **)out, n, N_("reading the check-ins"),
                     err);
    if (rc != SK_OK) {
        db_checkins_free(*out, *n);
        *out = NULL;
        *n = 0;
    }
    return rc;
}

/* ---- fees ---- */

static const char *const fee_words[] = {"paid", "owed", "waived"};

const char *db_fee_word(db_fee_state s)
{
    return (unsigned)s < 3 ? fee_words[s] : "?";
}

bool db_fee_parse(const char *w, db_fee_state *out)
{
    for (int i = 0; w && i < 3; i++)
        if (strcmp(w, fee_words[i]) == 0) {
            *out = (db_fee_state)i;
            return true;
        }
    return false;
}

void db_fees_free(db_fee *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(v[i].name);
    free(v);
}

static void fee_row(sqlite3_stmt *st, void *elem)
{
    db_fee *f = elem;
    f->player_id = sqlite3_column_int64(st, 0);
    const char *s = (const char *)sqlite3_column_text(st, 1);
    db_fee_parse(s, &f->state);
    f->ct = sqlite3_column_int64(st, 2);
    copy_text(st, 3, f->method, sizeof f->method);
    copy_text(st, 4, f->changed, sizeof f->changed);
    if (sqlite3_column_count(st) > 5) {
        f->name = db_col_str(st, 5);
        f->number = sqlite3_column_int(st, 6);
    }
}

int db_fee_get(db *d, int64_t tid, int64_t pid, db_fee *out, bool *found, sk_err *err)
{
    memset(out, 0, sizeof *out);
    *found = false;
    sqlite3_stmt *st = db_prep(d, "SELECT player_id, state, ct, COALESCE(method, ''), changed "
                                  "FROM fees WHERE tournament_id = :tid AND player_id = :pid",
                               err);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    dn_int(st, ":pid", pid);
    int s = sqlite3_step(st), rc = SK_OK;
    if (s == SQLITE_ROW) {
        fee_row(st, out);
        *found = true;
    } else if (s != SQLITE_DONE) {
        rc = db_sqlerr(d, err, "reading the fee");
    }
    sqlite3_finalize(st);
    return rc;
}

int db_fee_put(db *d, int64_t tid, const db_fee *f, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "INSERT INTO fees(tournament_id, player_id, state, ct, method, "
                                  "changed) VALUES (:tid, :pid, :state, :ct, :method, :at) "
                                  "ON CONFLICT(tournament_id, player_id) DO UPDATE SET "
                                  "state = excluded.state, ct = excluded.ct, "
                                  "method = excluded.method, changed = excluded.changed", err);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    dn_int(st, ":pid", f->player_id);
    dn_text(st, ":state", db_fee_word(f->state));
    dn_int(st, ":ct", f->ct);
    dn_text(st, ":method", f->method[0] ? f->method : NULL);
    dn_text(st, ":at", f->changed);
    return write1(d, st, N_("storing the fee"), err);
}

int db_fee_list(db *d, int64_t tid, db_fee **out, size_t *n, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "SELECT f.player_id, f.state, f.ct, COALESCE(f.method, ''), "
                                  "f.changed, p.name, COALESCE(p.number, 0) FROM fees f "
                                  "JOIN players p ON p.id = f.player_id "
                                  "WHERE f.tournament_id = :tid ORDER BY p.name, p.id", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    int rc = collect(d, st, fee_row, sizeof **out, (void **)out, n, N_("reading the fees"), err);
    if (rc != SK_OK) {
        db_fees_free(*out, *n);
        *out = NULL;
        *n = 0;
    }
    return rc;
}

/* ---- prizes ---- */

void db_prizes_free(db_prize *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(v[i].goods);
    free(v);
}

static void prize_row(sqlite3_stmt *st, void *elem)
{
    db_prize *p = elem;
    copy_text(st, 0, p->grp, sizeof p->grp);
    p->place = sqlite3_column_int(st, 1);
    p->ct = sqlite3_column_int64(st, 2);
    p->goods = db_col_str(st, 3);
}

int db_prize_list(db *d, int64_t tid, db_prize **out, size_t *n, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "SELECT grp, place, COALESCE(ct, 0), goods FROM prizes "
                                  "WHERE tournament_id = :tid ORDER BY CASE grp "
                                  "WHEN 'overall' THEN 0 WHEN 'lady' THEN 1 WHEN 'youth' THEN 2 "
                                  "WHEN 'guest' THEN 3 ELSE 4 END, place", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    int rc = collect(d, st, prize_row, sizeof **out, (void **)out, n, N_("reading the prizes"), err);
    if (rc != SK_OK) {
        db_prizes_free(*out, *n);
        *out = NULL;
        *n = 0;
    }
    return rc;
}

int db_prize_put(db *d, int64_t tid, const db_prize *p, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "INSERT INTO prizes(tournament_id, grp, place, ct, goods) "
                                  "VALUES (:tid, :grp, :place, :ct, :goods) "
                                  "ON CONFLICT(tournament_id, grp, place) DO UPDATE SET "
                                  "ct = excluded.ct, goods = excluded.goods", err);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    dn_text(st, ":grp", p->grp);
    dn_int(st, ":place", p->place);
    if (p->goods) {
        dn_null(st, ":ct");
        dn_text(st, ":goods", p->goods);
    } else {
        dn_int(st, ":ct", p->ct);
        dn_null(st, ":goods");
    }
    return write1(d, st, N_("storing the prize"), err);
}

int db_prize_remove(db *d, int64_t tid, const char *grp, int place, bool *removed,
                    sk_err *err)
{
    *removed = false;
    sqlite3_stmt *st = db_prep(d, "DELETE FROM prizes WHERE tournament_id = :tid AND "
                                  "grp = :grp AND place = :place RETURNING place", err);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    dn_text(st, ":grp", grp);
    dn_int(st, ":place", place);
    int s = sqlite3_step(st), rc = SK_OK;
    if (s == SQLITE_ROW) {
        *removed = true;
        s = sqlite3_step(st);
    }
    if (s != SQLITE_DONE)
        rc = db_sqlerr(d, err, "removing the prize");
    sqlite3_finalize(st);
    return rc;
}

/* ---- clock ---- */

static void clock_row(sqlite3_stmt *st, void *elem)
{
    db_clock *c = elem;
    c->series_no = sqlite3_column_int(st, 0);
    copy_text(st, 1, c->started, sizeof c->started);
    c->minutes = sqlite3_column_int(st, 2);
    c->warn_minutes = sqlite3_column_int(st, 3);
    copy_text(st, 4, c->stopped, sizeof c->stopped);
}

#define CLOCK_COLS "series_no, started, minutes, warn_minutes, COALESCE(stopped, '')"

int db_clock_get(db *d, int64_t tid, int series_no, db_clock *out, bool *found, sk_err *err)
{
    memset(out, 0, sizeof *out);
    *found = false;
    sqlite3_stmt *st = db_prep(d, "SELECT " CLOCK_COLS " FROM series_clock WHERE "
                                  "tournament_id = :tid AND series_no = :s", err);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    dn_int(st, ":s", series_no);
    int s = sqlite3_step(st), rc = SK_OK;
    if (s == SQLITE_ROW) {
        clock_row(st, out);
        *found = true;
    } else if (s != SQLITE_DONE) {
        rc = db_sqlerr(d, err, "reading the clock");
    }
    sqlite3_finalize(st);
    return rc;
}

int db_clock_list(db *d, int64_t tid, db_clock **out, size_t *n, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "SELECT " CLOCK_COLS " FROM series_clock WHERE "
                                  "tournament_id = :tid ORDER BY series_no", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    return collect(d, st, clock_row, sizeof **out, (void **)out, n, N_("reading the clocks"), err);
}

int db_clock_put(db *d, int64_t tid, const db_clock *c, sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "INSERT INTO series_clock(tournament_id, series_no, started, "
                                  "minutes, warn_minutes, stopped) VALUES (:tid, :s, :started, "
                                  ":min, :warn, :stopped) ON CONFLICT(tournament_id, series_no) "
                                  "DO UPDATE SET started = excluded.started, minutes = "
                                  "excluded.minutes, warn_minutes = excluded.warn_minutes, "
                                  "stopped = excluded.stopped", err);
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    dn_int(st, ":s", c->series_no);
    dn_text(st, ":started", c->started);
    dn_int(st, ":min", c->minutes);
    dn_int(st, ":warn", c->warn_minutes);
    dn_text(st, ":stopped", c->stopped[0] ? c->stopped : NULL);
    return write1(d, st, N_("storing the clock"), err);
}

static void count_row(sqlite3_stmt *st, void *elem)
{
    db_table_count *c = elem;
    c->table_no = sqlite3_column_int(st, 0);
    c->size = sqlite3_column_int(st, 1);
    c->games = sqlite3_column_int(st, 2);
}

int db_series_game_counts(db *d, int64_t tid, int series_no, db_table_count **out, size_t *n,
                          sk_err *err)
{
    sqlite3_stmt *st = db_prep(d, "SELECT x.table_no, x.size, "
                                  "(SELECT count(*) FROM games g WHERE g.table_id = x.id) + "
                                  "(SELECT count(*) FROM sch_games h WHERE h.table_id = x.id) "
                                  "FROM tables x JOIN series s ON s.id = x.series_id "
                                  "WHERE s.tournament_id = :tid AND s.series_no = :s "
                                  "ORDER BY x.table_no", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    dn_int(st, ":tid", tid);
    dn_int(st, ":s", series_no);
    return collect(d, st, count_row, sizeof **out, (void **)out, n, N_("counting the games"), err);
}
