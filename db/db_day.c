/* db_day.c - see db_day.h */
#include "db_day.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_rows.h"
#include "mailaddr.h"
#include "text.h"

/* ---- pre-registrations ---- */

static const char *const reg_state_word[] = {"waiting", "confirmed", "rejected"};

void db_prereg_clear(db_prereg *r)
{
    free(r->name);
    free(r->club);
    free(r->member_no);
    free(r->created);
    free(r->mail);
    memset(r, 0, sizeof *r);
}


#define PREREG_COLS                                                                         \
    "id, name, club, state, COALESCE(player_id, 0), COALESCE(code, ''), member_no, lady, " \
    "COALESCE(born, 0), prepaid_ct, created, tournament_id, mail"

static void prereg_row(db_stmt *st, void *elem)
{
    db_prereg *r = elem;
    r->id = db_col_int64(st, 0);
    r->name = db_col_str(st, 1);
    r->club = db_col_str(st, 2);
    const char *s = db_col_text(st, 3);
    for (int i = 0; s && i < 3; i++)
        if (strcmp(s, reg_state_word[i]) == 0)
            r->state = (db_reg_state)i;
    r->player_id = db_col_int64(st, 4);
    dn_text_into(st, 5, r->code, sizeof r->code);
    r->member_no = db_col_str(st, 6);
    r->lady = db_col_int(st, 7) != 0;
    r->born = db_col_int(st, 8);
    r->prepaid_ct = db_col_int64(st, 9);
    r->created = db_col_str(st, 10);
    r->tournament_id = db_col_int64(st, 11);
    r->mail = db_col_str(st, 12);
}

static void prereg_clear_v(void *e)
{
    db_prereg_clear(e);
}

void db_preregs_free(db_prereg *v, size_t n)
{
    dn_free(v, n, sizeof *v, prereg_clear_v);
}

int db_prereg_add(db *d, int64_t tid, const db_prereg *r, int64_t *id, sk_err *err)
{
    if (text_name_check(_("name"), r->name, err) != SK_OK)
        return err->status;
    if (r->club && *r->club && text_name_check(_("club"), r->club, err) != SK_OK)
        return err->status;
    if (r->mail && *r->mail && mailaddr_check(_("mail"), r->mail, err) != SK_OK)
        return err->status;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_stmt *st = db_prep(d, "SELECT count(*) FROM registrations "
                                  "WHERE tournament_id = :tid AND state = 'waiting'", err);
    if (!st)
        return db_finish(d, SK_FAIL, err);
    db_bind_int(st, ":tid", tid);
    int waiting = db_step(st) == DB_ROW ? db_col_int(st, 0) : -1;
    db_finalize(st);
    if (waiting < 0)
        rc = db_sqlerr(d, err, "counting the registrations");
    else if (waiting >= DB_REG_QUEUE_MAX)
        rc = sk_err_set(err, SK_INVALID, _("the registration queue is full (%d waiting): ask "
                        "the organiser"), waiting);
    if (rc == SK_OK) {
        st = db_prep(d, "INSERT INTO registrations(tournament_id, name, club, player_id, code, "
                        "member_no, lady, born, mail) VALUES (:tid, :name, :club, :pid, :code, "
                        ":member, :lady, :born, :mail) RETURNING id", err);
        if (!st)
            return db_finish(d, SK_FAIL, err);
        db_bind_int(st, ":tid", tid);
        db_bind_text(st, ":name", r->name);
        db_bind_text(st, ":club", r->club && *r->club ? r->club : NULL);
        db_bind_int_or_null(st, ":pid", r->player_id);
        db_bind_text(st, ":code", r->code[0] ? r->code : NULL);
        db_bind_text(st, ":member", r->member_no);
        db_bind_int(st, ":lady", r->lady ? 1 : 0);
        db_bind_int_or_null(st, ":born", r->born);
        db_bind_text(st, ":mail", r->mail && *r->mail ? r->mail : NULL);
        if (db_step(st) == DB_ROW) {
            if (id)
                *id = db_col_int64(st, 0);
        } else {
            rc = db_sqlerr(d, err, "queueing the registration");
        }
        db_finalize(st);
    }
    return db_finish(d, rc, err);
}

int db_prereg_list(db *d, int64_t tid, bool waiting_only, db_prereg **out, size_t *n,
                   sk_err *err)
{
    db_stmt *st = db_prep(d, waiting_only
                                      ? "SELECT " PREREG_COLS " FROM registrations WHERE "
                                        "tournament_id = :tid AND state = 'waiting' ORDER BY id"
                                      : "SELECT " PREREG_COLS " FROM registrations WHERE "
                                        "tournament_id = :tid ORDER BY id",
                               err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    return dn_collect(d, st, prereg_row, prereg_clear_v, sizeof **out, (void **)out, n,
                     N_("reading the registrations"), err);
}

/* At most one registration from st (finalized). */
static int prereg_one(db *d, db_stmt *st, db_prereg *out, bool *found, sk_err *err)
{
    return dn_one(d, st, prereg_row, out, sizeof *out, found, N_("reading the registration"),
                  err);
}

int db_prereg_get(db *d, int64_t tid, int64_t id, db_prereg *out, sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT " PREREG_COLS " FROM registrations "
                                  "WHERE tournament_id = :tid AND id = :id", err);
    memset(out, 0, sizeof *out);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":id", id);
    bool found;
    int rc = prereg_one(d, st, out, &found, err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("registration #%lld does not exist in this tournament "
                        "(see 'attendance queue')"), (long long)id);
    return rc;
}

int db_prereg_by_code(db *d, const char *code, int64_t *tid, db_prereg *out, bool *found,
                      sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT " PREREG_COLS " FROM registrations "
                                  "WHERE code = :code", err);
    memset(out, 0, sizeof *out);
    *found = false;
    if (!st)
        return SK_FAIL;
    db_bind_text(st, ":code", code);
    int rc = prereg_one(d, st, out, found, err);
    *tid = out->tournament_id;
    return rc;
}

int db_prereg_of_player(db *d, int64_t tid, int64_t pid, db_prereg *out, bool *found,
                        sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT " PREREG_COLS " FROM registrations "
                                  "WHERE tournament_id = :tid AND player_id = :pid "
                                  "AND state <> 'rejected' ORDER BY id LIMIT 1", err);
    memset(out, 0, sizeof *out);
    *found = false;
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":pid", pid);
    return prereg_one(d, st, out, found, err);
}

int db_prereg_set_code(db *d, int64_t tid, int64_t id, const char *code, sk_err *err)
{
    db_stmt *st = db_prep(d, "UPDATE registrations SET code = :code "
                                  "WHERE tournament_id = :tid AND id = :id", err);
    if (!st)
        return SK_FAIL;
    db_bind_text(st, ":code", code);
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":id", id);
    return dn_write(d, st, N_("storing the registration's code"), err);
}

int db_prereg_set_prepaid(db *d, int64_t tid, int64_t id, long long ct, sk_err *err)
{
    db_stmt *st = db_prep(d, "UPDATE registrations SET prepaid_ct = :ct "
                                  "WHERE tournament_id = :tid AND id = :id", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":ct", ct);
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":id", id);
    return dn_write(d, st, N_("storing the transfer"), err);
}

/* ---- player info ---- */

void db_player_info_clear(db_player_info *p)
{
    free(p->member_no);
    memset(p, 0, sizeof *p);
}


static void info_row(db_stmt *st, void *elem)
{
    db_player_info *p = elem;
    p->player_id = db_col_int64(st, 0);
    p->member_no = db_col_str(st, 1);
    p->lady = db_col_int(st, 2) != 0;
    p->born = db_col_int(st, 3);
}

static void info_clear_v(void *e)
{
    db_player_info_clear(e);
}

void db_player_infos_free(db_player_info *v, size_t n)
{
    dn_free(v, n, sizeof *v, info_clear_v);
}

int db_player_info_get(db *d, int64_t pid, db_player_info *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    out->player_id = pid;
    db_stmt *st = db_prep(d, "SELECT player_id, member_no, lady, COALESCE(born, 0) "
                                  "FROM player_info WHERE player_id = :pid", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":pid", pid);
    bool found;
    int rc = dn_one(d, st, info_row, out, sizeof *out, &found,
                    N_("reading the player's details"), err);
    out->player_id = pid;
    return rc;
}

int db_player_by_member(db *d, const char *member_no, int64_t *pid, sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT player_id FROM player_info WHERE member_no = :m", err);
    if (st)
        db_bind_text(st, ":m", member_no);
    bool found;
    return dn_one(d, st, dn_row_id, pid, sizeof *pid, &found, N_("finding the member number"),
                  err);
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
            db_stmt *st = db_prep(d, "SELECT name FROM players WHERE id = :id", err);
            char name[800] = "?";
            if (st) {
                db_bind_int(st, ":id", other);
                if (db_step(st) == DB_ROW)
                    dn_text_into(st, 0, name, sizeof name);
                db_finalize(st);
            }
            rc = sk_err_set(err, SK_INVALID, _("member number %s belongs to '%s' already"),
                            p->member_no, name);
        }
    }
    if (rc == SK_OK) {
        db_stmt *st = db_prep(d, "INSERT INTO player_info(player_id, member_no, lady, born) "
                                      "VALUES (:pid, :m, :lady, :born) ON CONFLICT(player_id) DO "
                                      "UPDATE SET member_no = excluded.member_no, "
                                      "lady = excluded.lady, born = excluded.born", err);
        if (!st)
            return db_finish(d, SK_FAIL, err);
        db_bind_int(st, ":pid", p->player_id);
        db_bind_text(st, ":m", p->member_no);
        db_bind_int(st, ":lady", p->lady ? 1 : 0);
        db_bind_int_or_null(st, ":born", p->born);
        rc = dn_write(d, st, N_("storing the player's details"), err);
    }
    return db_finish(d, rc, err);
}

int db_player_info_all(db *d, db_player_info **out, size_t *n, sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT player_id, member_no, lady, COALESCE(born, 0) "
                                  "FROM player_info ORDER BY player_id", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    return dn_collect(d, st, info_row, info_clear_v, sizeof **out, (void **)out, n,
                   N_("reading the players' details"), err);
}

/* ---- day settings ---- */


static void kv_row(db_stmt *st, void *elem)
{
    db_kv *k = elem;
    k->key = db_col_str(st, 0);
    k->value = db_col_str(st, 1);
}

static void kv_clear_v(void *e)
{
    db_kv *k = e;
    free(k->key);
    free(k->value);
}

void db_kvs_free(db_kv *v, size_t n)
{
    dn_free(v, n, sizeof *v, kv_clear_v);
}

int db_day_settings_get(db *d, int64_t tid, db_kv **out, size_t *n, sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT key, value FROM day_settings "
                                  "WHERE tournament_id = :tid ORDER BY key", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    return dn_collect(d, st, kv_row, kv_clear_v, sizeof **out, (void **)out, n, N_("reading the day's settings"),
                   err);
}

int db_day_setting_put(db *d, int64_t tid, const char *key, const char *value, sk_err *err)
{
    db_stmt *st = db_prep(d, value ? "INSERT INTO day_settings(tournament_id, key, value) "
                                          "VALUES (:tid, :key, :value) ON CONFLICT(tournament_id, "
                                          "key) DO UPDATE SET value = excluded.value"
                                        : "DELETE FROM day_settings WHERE tournament_id = :tid "
                                          "AND key = :key", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_text(st, ":key", key);
    if (value)
        db_bind_text(st, ":value", value);
    return dn_write(d, st, N_("storing the day's setting"), err);
}

/* ---- desk key ---- */

int db_desk_key_get(db *d, int64_t tid, char code[9], bool *found, sk_err *err)
{
    *found = false;
    code[0] = '\0';
    db_stmt *st = db_prep(d, "SELECT code FROM desk_keys WHERE tournament_id = :tid", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    int s = db_step(st), rc = SK_OK;
    if (s == DB_ROW) {
        dn_text_into(st, 0, code, 9);
        *found = true;
    } else if (s != DB_DONE) {
        rc = db_sqlerr(d, err, "reading the desk key");
    }
    db_finalize(st);
    return rc;
}

int db_desk_key_put(db *d, int64_t tid, const char *code, sk_err *err)
{
    db_stmt *st = db_prep(d, "INSERT INTO desk_keys(tournament_id, code) VALUES (:tid, "
                                  ":code) ON CONFLICT(tournament_id) DO UPDATE SET "
                                  "code = excluded.code", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_text(st, ":code", code);
    return dn_write(d, st, N_("storing the desk key"), err);
}

/* ---- check-ins ---- */

static void checkin_clear_v(void *e)
{
    free(((db_checkin *)e)->name);
}

void db_checkins_free(db_checkin *v, size_t n)
{
    dn_free(v, n, sizeof *v, checkin_clear_v);
}

static void checkin_row(db_stmt *st, void *elem)
{
    db_checkin *c = elem;
    c->player_id = db_col_int64(st, 0);
    c->arrival = db_col_int64(st, 1);
    c->from_series = db_col_int(st, 2);
    dn_text_into(st, 3, c->at, sizeof c->at);
    dn_text_into(st, 4, c->how, sizeof c->how);
    if (db_col_count(st) > 5) {
        c->name = db_col_str(st, 5);
        c->number = db_col_int(st, 6);
    }
}

int db_checkin_get(db *d, int64_t tid, int64_t pid, db_checkin *out, bool *found, sk_err *err)
{
    memset(out, 0, sizeof *out);
    *found = false;
    db_stmt *st = db_prep(d, "SELECT player_id, arrival, from_series, at, how FROM checkins "
                                  "WHERE tournament_id = :tid AND player_id = :pid", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":pid", pid);
    return dn_one(d, st, checkin_row, out, sizeof *out, found, N_("reading the check-in"), err);
}

int db_checkin_add(db *d, int64_t tid, int64_t pid, int from_series, const char *at,
                   const char *how, int64_t *arrival, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_stmt *st = db_prep(d, "INSERT INTO checkins(tournament_id, player_id, arrival, "
                                  "from_series, at, how) VALUES (:tid, :pid, (SELECT "
                                  "COALESCE(MAX(arrival), 0) + 1 FROM checkins WHERE "
                                  "tournament_id = :tid), :from, :at, :how) "
                                  "ON CONFLICT(tournament_id, player_id) DO NOTHING "
                                  "RETURNING arrival", err);
    if (!st)
        return db_finish(d, SK_FAIL, err);
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":pid", pid);
    db_bind_int(st, ":from", from_series);
    db_bind_text(st, ":at", at);
    db_bind_text(st, ":how", how);
    int s = db_step(st);
    if (s == DB_ROW)
        *arrival = db_col_int64(st, 0);
    else if (s == DB_DONE)
        rc = sk_err_set(err, SK_INVALID, _("the player has checked in already"));
    else
        rc = db_sqlerr(d, err, "recording the check-in");
    db_finalize(st);
    return db_finish(d, rc, err);
}

int db_checkin_set_from(db *d, int64_t tid, int64_t pid, int from_series, sk_err *err)
{
    db_stmt *st = db_prep(d, "UPDATE checkins SET from_series = :from "
                                  "WHERE tournament_id = :tid AND player_id = :pid", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":from", from_series);
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":pid", pid);
    return dn_write(d, st, N_("recording the check-in"), err);
}

int db_checkin_list(db *d, int64_t tid, db_checkin **out, size_t *n, sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT c.player_id, c.arrival, c.from_series, c.at, c.how, "
                                  "p.name, COALESCE(p.number, 0) FROM checkins c JOIN players p "
                                  "ON p.id = c.player_id WHERE c.tournament_id = :tid "
                                  "ORDER BY c.arrival", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    return dn_collect(d, st, checkin_row, checkin_clear_v, sizeof **out, (void **)out, n, N_("reading the check-ins"),
                     err);
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

static void fee_clear_v(void *e)
{
    free(((db_fee *)e)->name);
}

void db_fees_free(db_fee *v, size_t n)
{
    dn_free(v, n, sizeof *v, fee_clear_v);
}

static void fee_row(db_stmt *st, void *elem)
{
    db_fee *f = elem;
    f->player_id = db_col_int64(st, 0);
    const char *s = db_col_text(st, 1);
    db_fee_parse(s, &f->state);
    f->ct = db_col_int64(st, 2);
    dn_text_into(st, 3, f->method, sizeof f->method);
    dn_text_into(st, 4, f->changed, sizeof f->changed);
    if (db_col_count(st) > 5) {
        f->name = db_col_str(st, 5);
        f->number = db_col_int(st, 6);
    }
}

int db_fee_get(db *d, int64_t tid, int64_t pid, db_fee *out, bool *found, sk_err *err)
{
    memset(out, 0, sizeof *out);
    *found = false;
    db_stmt *st = db_prep(d, "SELECT player_id, state, ct, COALESCE(method, ''), changed "
                                  "FROM fees WHERE tournament_id = :tid AND player_id = :pid",
                               err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":pid", pid);
    return dn_one(d, st, fee_row, out, sizeof *out, found, N_("reading the fee"), err);
}

int db_fee_put(db *d, int64_t tid, const db_fee *f, sk_err *err)
{
    db_stmt *st = db_prep(d, "INSERT INTO fees(tournament_id, player_id, state, ct, method, "
                                  "changed) VALUES (:tid, :pid, :state, :ct, :method, :at) "
                                  "ON CONFLICT(tournament_id, player_id) DO UPDATE SET "
                                  "state = excluded.state, ct = excluded.ct, "
                                  "method = excluded.method, changed = excluded.changed", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":pid", f->player_id);
    db_bind_text(st, ":state", db_fee_word(f->state));
    db_bind_int(st, ":ct", f->ct);
    db_bind_text(st, ":method", f->method[0] ? f->method : NULL);
    db_bind_text(st, ":at", f->changed);
    return dn_write(d, st, N_("storing the fee"), err);
}

int db_fee_list(db *d, int64_t tid, db_fee **out, size_t *n, sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT f.player_id, f.state, f.ct, COALESCE(f.method, ''), "
                                  "f.changed, p.name, COALESCE(p.number, 0) FROM fees f "
                                  "JOIN players p ON p.id = f.player_id "
                                  "WHERE f.tournament_id = :tid ORDER BY p.name, p.id", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    return dn_collect(d, st, fee_row, fee_clear_v, sizeof **out, (void **)out, n, N_("reading the fees"), err);
}

/* ---- prizes ---- */

static void prize_clear_v(void *e)
{
    free(((db_prize *)e)->goods);
}

void db_prizes_free(db_prize *v, size_t n)
{
    dn_free(v, n, sizeof *v, prize_clear_v);
}

static void prize_row(db_stmt *st, void *elem)
{
    db_prize *p = elem;
    dn_text_into(st, 0, p->grp, sizeof p->grp);
    p->place = db_col_int(st, 1);
    p->ct = db_col_int64(st, 2);
    p->goods = db_col_str(st, 3);
}

int db_prize_list(db *d, int64_t tid, db_prize **out, size_t *n, sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT grp, place, COALESCE(ct, 0), goods FROM prizes "
                                  "WHERE tournament_id = :tid ORDER BY CASE grp "
                                  "WHEN 'overall' THEN 0 WHEN 'lady' THEN 1 WHEN 'youth' THEN 2 "
                                  "WHEN 'guest' THEN 3 ELSE 4 END, place", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    return dn_collect(d, st, prize_row, prize_clear_v, sizeof **out, (void **)out, n, N_("reading the prizes"), err);
}

int db_prize_put(db *d, int64_t tid, const db_prize *p, sk_err *err)
{
    db_stmt *st = db_prep(d, "INSERT INTO prizes(tournament_id, grp, place, ct, goods) "
                                  "VALUES (:tid, :grp, :place, :ct, :goods) "
                                  "ON CONFLICT(tournament_id, grp, place) DO UPDATE SET "
                                  "ct = excluded.ct, goods = excluded.goods", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_text(st, ":grp", p->grp);
    db_bind_int(st, ":place", p->place);
    if (p->goods) {
        db_bind_null(st, ":ct");
        db_bind_text(st, ":goods", p->goods);
    } else {
        db_bind_int(st, ":ct", p->ct);
        db_bind_null(st, ":goods");
    }
    return dn_write(d, st, N_("storing the prize"), err);
}

int db_prize_remove(db *d, int64_t tid, const char *grp, int place, bool *removed,
                    sk_err *err)
{
    *removed = false;
    db_stmt *st = db_prep(d, "DELETE FROM prizes WHERE tournament_id = :tid AND "
                                  "grp = :grp AND place = :place RETURNING place", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_text(st, ":grp", grp);
    db_bind_int(st, ":place", place);
    int s = db_step(st), rc = SK_OK;
    if (s == DB_ROW) {
        *removed = true;
        s = db_step(st);
    }
    if (s != DB_DONE)
        rc = db_sqlerr(d, err, "removing the prize");
    db_finalize(st);
    return rc;
}

/* ---- clock ---- */

static void clock_row(db_stmt *st, void *elem)
{
    db_clock *c = elem;
    c->series_no = db_col_int(st, 0);
    dn_text_into(st, 1, c->started, sizeof c->started);
    c->minutes = db_col_int(st, 2);
    c->warn_minutes = db_col_int(st, 3);
    dn_text_into(st, 4, c->stopped, sizeof c->stopped);
    dn_text_into(st, 5, c->paused, sizeof c->paused);
    c->paused_sec = db_col_int(st, 6);
}

#define CLOCK_COLS "series_no, started, minutes, warn_minutes, COALESCE(stopped, ''), " \
                   "COALESCE(paused, ''), paused_sec"

int db_clock_get(db *d, int64_t tid, int series_no, db_clock *out, bool *found, sk_err *err)
{
    memset(out, 0, sizeof *out);
    *found = false;
    db_stmt *st = db_prep(d, "SELECT " CLOCK_COLS " FROM series_clock WHERE "
                                  "tournament_id = :tid AND series_no = :s", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":s", series_no);
    return dn_one(d, st, clock_row, out, sizeof *out, found, N_("reading the clock"), err);
}

int db_clock_list(db *d, int64_t tid, db_clock **out, size_t *n, sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT " CLOCK_COLS " FROM series_clock WHERE "
                                  "tournament_id = :tid ORDER BY series_no", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    return dn_collect(d, st, clock_row, NULL, sizeof **out, (void **)out, n, N_("reading the clocks"), err);
}

int db_clock_put(db *d, int64_t tid, const db_clock *c, sk_err *err)
{
    db_stmt *st = db_prep(d, "INSERT INTO series_clock(tournament_id, series_no, started, "
                                  "minutes, warn_minutes, stopped, paused, paused_sec) VALUES (:tid, :s, "
                                  ":started, :min, :warn, :stopped, :paused, :psec) "
                                  "ON CONFLICT(tournament_id, series_no) "
                                  "DO UPDATE SET started = excluded.started, minutes = "
                                  "excluded.minutes, warn_minutes = excluded.warn_minutes, "
                                  "stopped = excluded.stopped, paused = excluded.paused, "
                                  "paused_sec = excluded.paused_sec", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":s", c->series_no);
    db_bind_text(st, ":started", c->started);
    db_bind_int(st, ":min", c->minutes);
    db_bind_int(st, ":warn", c->warn_minutes);
    db_bind_text(st, ":stopped", c->stopped[0] ? c->stopped : NULL);
    db_bind_text(st, ":paused", c->paused[0] ? c->paused : NULL);
    db_bind_int(st, ":psec", c->paused_sec);
    return dn_write(d, st, N_("storing the clock"), err);
}

static void ext_row(db_stmt *st, void *elem)
{
    db_clock_ext *e = elem;
    e->table_no = db_col_int(st, 0);
    e->minutes = db_col_int(st, 1);
    dn_text_into(st, 2, e->reason, sizeof e->reason);
    dn_text_into(st, 3, e->at, sizeof e->at);
}

int db_clock_ext_list(db *d, int64_t tid, int series_no, db_clock_ext **out, size_t *n,
                      sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT table_no, minutes, reason, at FROM clock_extensions "
                                  "WHERE tournament_id = :tid AND series_no = :s "
                                  "ORDER BY table_no, seq", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":s", series_no);
    return dn_collect(d, st, ext_row, NULL, sizeof **out, (void **)out, n,
                      N_("reading the clock's extensions"), err);
}

int db_clock_ext_add(db *d, int64_t tid, int series_no, const db_clock_ext *e, sk_err *err)
{
    db_stmt *st = db_prep(d, "INSERT INTO clock_extensions(tournament_id, series_no, table_no, "
                                  "seq, minutes, reason, at) VALUES (:tid, :s, :t, "
                                  "(SELECT COALESCE(max(seq), 0) + 1 FROM clock_extensions "
                                  "WHERE tournament_id = :tid AND series_no = :s AND "
                                  "table_no = :t), :min, :reason, :at)", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":s", series_no);
    db_bind_int(st, ":t", e->table_no);
    db_bind_int(st, ":min", e->minutes);
    db_bind_text(st, ":reason", e->reason);
    db_bind_text(st, ":at", e->at);
    return dn_write(d, st, N_("storing the clock's extension"), err);
}

int db_clock_ext_clear(db *d, int64_t tid, int series_no, sk_err *err)
{
    db_stmt *st = db_prep(d, "DELETE FROM clock_extensions WHERE tournament_id = :tid AND "
                                  "series_no = :s", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":s", series_no);
    return dn_write(d, st, N_("removing the clock's extensions"), err);
}

static void count_row(db_stmt *st, void *elem)
{
    db_table_count *c = elem;
    c->table_no = db_col_int(st, 0);
    c->size = db_col_int(st, 1);
    c->games = db_col_int(st, 2);
}

int db_series_game_counts(db *d, int64_t tid, int series_no, db_table_count **out, size_t *n,
                          sk_err *err)
{
    db_stmt *st = db_prep(d, "SELECT x.table_no, x.size, "
                                  "(SELECT count(*) FROM games g WHERE g.table_id = x.id) + "
                                  "(SELECT count(*) FROM sch_games h WHERE h.table_id = x.id) "
                                  "FROM tables x JOIN series s ON s.id = x.series_id "
                                  "WHERE s.tournament_id = :tid AND s.series_no = :s "
                                  "ORDER BY x.table_no", err);
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":s", series_no);
    return dn_collect(d, st, count_row, NULL, sizeof **out, (void **)out, n, N_("counting the games"), err);
}
