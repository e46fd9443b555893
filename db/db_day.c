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

db_reg_state db_reg_state_of(const char *word)
{
    for (int i = 0; word && i < 3; i++)
        if (strcmp(word, reg_state_word[i]) == 0)
            return (db_reg_state)i;
    return DB_REG_WAITING;
}

void db_prereg_clear(db_prereg *r)
{
    SK_CLEAR(r, r->name, r->club, r->member_no, r->created, r->mail);
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
    r->state = db_reg_state_of(db_col_text(st, 3));
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
    int64_t waiting = 0;
    rc = db_count(d, "SELECT count(*) FROM registrations "
                     "WHERE tournament_id = :tid AND state = 'waiting'",
                  DB_ARGS(DB_I(":tid", tid)), &waiting, "counting the registrations", err);
    if (rc == SK_OK && waiting >= DB_REG_QUEUE_MAX)
        rc = sk_err_set(err, SK_INVALID, _("the registration queue is full (%d waiting): ask "
                        "the organiser"), (int)waiting);
    int64_t newid = 0;
    if (rc == SK_OK)
        rc = db_query_int(d, "INSERT INTO registrations(tournament_id, name, club, player_id, "
                             "code, member_no, lady, born, mail) VALUES (:tid, :name, :club, "
                             ":pid, :code, :member, :lady, :born, :mail) RETURNING id",
                          DB_ARGS(DB_I(":tid", tid), DB_S(":name", r->name),
                                  DB_S(":club", r->club && *r->club ? r->club : NULL),
                                  DB_IN(":pid", r->player_id),
                                  DB_S(":code", r->code[0] ? r->code : NULL),
                                  DB_S(":member", r->member_no), DB_I(":lady", r->lady ? 1 : 0),
                                  DB_IN(":born", r->born),
                                  DB_S(":mail", r->mail && *r->mail ? r->mail : NULL)),
                          &newid, NULL, "queueing the registration", err);
    if (rc == SK_OK && id)
        *id = newid;
    return db_finish(d, rc, err);
}

int db_prereg_list(db *d, int64_t tid, bool waiting_only, db_prereg **out, size_t *n,
                   sk_err *err)
{
    return db_query_fn_list(d,
                            waiting_only ? "SELECT " PREREG_COLS " FROM registrations WHERE "
                                           "tournament_id = :tid AND state = 'waiting' ORDER BY id"
                                         : "SELECT " PREREG_COLS " FROM registrations WHERE "
                                           "tournament_id = :tid ORDER BY id",
                            DB_ARGS(DB_I(":tid", tid)), prereg_row, prereg_clear_v, sizeof **out,
                            (void **)out, n, N_("reading the registrations"), err);
}

/* At most one registration of sql with a. */
static int prereg_one(db *d, const char *sql, db_args a, db_prereg *out, bool *found,
                      sk_err *err)
{
    return db_query_fn_one(d, sql, a, prereg_row, out, sizeof *out, found,
                           N_("reading the registration"), err);
}

int db_prereg_get(db *d, int64_t tid, int64_t id, db_prereg *out, sk_err *err)
{
    bool found;
    int rc = prereg_one(d, "SELECT " PREREG_COLS " FROM registrations "
                           "WHERE tournament_id = :tid AND id = :id",
                        DB_ARGS(DB_I(":tid", tid), DB_I(":id", id)), out, &found, err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("registration #%lld does not exist in this tournament "
                        "(see 'attendance queue')"), (long long)id);
    return rc;
}

int db_prereg_by_code(db *d, const char *code, int64_t *tid, db_prereg *out, bool *found,
                      sk_err *err)
{
    int rc = prereg_one(d, "SELECT " PREREG_COLS " FROM registrations WHERE code = :code",
                        DB_ARGS(DB_S(":code", code)), out, found, err);
    *tid = out->tournament_id;
    return rc;
}

int db_prereg_of_player(db *d, int64_t tid, int64_t pid, db_prereg *out, bool *found,
                        sk_err *err)
{
    return prereg_one(d, "SELECT " PREREG_COLS " FROM registrations "
                         "WHERE tournament_id = :tid AND player_id = :pid "
                         "AND state <> 'rejected' ORDER BY id LIMIT 1",
                      DB_ARGS(DB_I(":tid", tid), DB_I(":pid", pid)), out, found, err);
}

int db_prereg_set_code(db *d, int64_t tid, int64_t id, const char *code, sk_err *err)
{
    return db_run(d,
                  "UPDATE registrations SET code = :code "
                  "WHERE tournament_id = :tid AND id = :id",
                  DB_ARGS(DB_S(":code", code), DB_I(":tid", tid), DB_I(":id", id)),
                  N_("storing the registration's code"), err);
}

int db_prereg_set_prepaid(db *d, int64_t tid, int64_t id, long long ct, sk_err *err)
{
    return db_run(d,
                  "UPDATE registrations SET prepaid_ct = :ct "
                  "WHERE tournament_id = :tid AND id = :id",
                  DB_ARGS(DB_I(":ct", ct), DB_I(":tid", tid), DB_I(":id", id)),
                  N_("storing the transfer"), err);
}

/* ---- player info ---- */

static const db_field info_fields[] = {
    DB_F_I64(db_player_info, player_id), DB_F_STR(db_player_info, member_no),
    DB_F_BOOL(db_player_info, lady), DB_F_INT(db_player_info, born)};
static const db_map info_map = DB_MAP(db_player_info, info_fields);

void db_player_info_clear(db_player_info *p)
{
    db_map_clear(&info_map, p);
    memset(p, 0, sizeof *p);
}

void db_player_infos_free(db_player_info *v, size_t n)
{
    db_map_free(&info_map, v, n);
}

int db_player_info_get(db *d, int64_t pid, db_player_info *out, sk_err *err)
{
    int rc = db_query_one(d,
                          "SELECT player_id, member_no, lady, COALESCE(born, 0) "
                          "FROM player_info WHERE player_id = :pid",
                          DB_ARGS(DB_I(":pid", pid)), &info_map, out, NULL,
                          N_("reading the player's details"), err);
    out->player_id = pid;
    return rc;
}

int db_player_by_member(db *d, const char *member_no, int64_t *pid, sk_err *err)
{
    return db_query_int(d, "SELECT player_id FROM player_info WHERE member_no = :m",
                        DB_ARGS(DB_S(":m", member_no)), pid, NULL,
                        N_("finding the member number"), err);
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
        rc = db_run(d, "INSERT INTO player_info(player_id, member_no, lady, born) "
                       "VALUES (:pid, :m, :lady, :born) ON CONFLICT(player_id) DO "
                       "UPDATE SET member_no = excluded.member_no, "
                       "lady = excluded.lady, born = excluded.born",
                    DB_ARGS(DB_I(":pid", p->player_id), DB_S(":m", p->member_no),
                            DB_I(":lady", p->lady ? 1 : 0), DB_IN(":born", p->born)),
                    N_("storing the player's details"), err);
    }
    return db_finish(d, rc, err);
}

int db_player_info_all(db *d, db_player_info **out, size_t *n, sk_err *err)
{
    return db_query_list(d,
                         "SELECT player_id, member_no, lady, COALESCE(born, 0) "
                         "FROM player_info ORDER BY player_id",
                         DB_NOARGS, &info_map, (void **)out, n, N_("reading the players' details"),
                         err);
}

/* ---- day settings ---- */

static const db_field kv_fields[] = {DB_F_STR(db_kv, key), DB_F_STR(db_kv, value)};
static const db_map kv_map = DB_MAP(db_kv, kv_fields);

void db_kvs_free(db_kv *v, size_t n)
{
    db_map_free(&kv_map, v, n);
}

int db_day_settings_get(db *d, int64_t tid, db_kv **out, size_t *n, sk_err *err)
{
    return db_query_list(d,
                         "SELECT key, value FROM day_settings "
                         "WHERE tournament_id = :tid ORDER BY key",
                         DB_ARGS(DB_I(":tid", tid)), &kv_map, (void **)out, n,
                         N_("reading the day's settings"), err);
}

int db_day_setting_put(db *d, int64_t tid, const char *key, const char *value, sk_err *err)
{
    if (!value)
        return db_run(d, "DELETE FROM day_settings WHERE tournament_id = :tid AND key = :key",
                      DB_ARGS(DB_I(":tid", tid), DB_S(":key", key)),
                      N_("storing the day's setting"), err);
    return db_run(d, "INSERT INTO day_settings(tournament_id, key, value) "
                     "VALUES (:tid, :key, :value) ON CONFLICT(tournament_id, "
                     "key) DO UPDATE SET value = excluded.value",
                  DB_ARGS(DB_I(":tid", tid), DB_S(":key", key), DB_S(":value", value)),
                  N_("storing the day's setting"), err);
}

/* ---- desk key ---- */

static void code_row(db_stmt *st, void *elem)
{
    dn_text_into(st, 0, elem, 9);
}

int db_desk_key_get(db *d, int64_t tid, char code[9], bool *found, sk_err *err)
{
    return db_query_fn_one(d, "SELECT code FROM desk_keys WHERE tournament_id = :tid",
                           DB_ARGS(DB_I(":tid", tid)), code_row, code, 9, found,
                           "reading the desk key", err);
}

int db_desk_key_put(db *d, int64_t tid, const char *code, sk_err *err)
{
    return db_run(d, "INSERT INTO desk_keys(tournament_id, code) VALUES (:tid, "
                     ":code) ON CONFLICT(tournament_id) DO UPDATE SET "
                     "code = excluded.code",
                  DB_ARGS(DB_I(":tid", tid), DB_S(":code", code)), N_("storing the desk key"),
                  err);
}

/* ---- check-ins ---- */

/* A check-in's columns; a list reads the player's name and number too,
 * a single one (checkin_map) only the first five. */
static const db_field checkin_fields[] = {
    DB_F_I64(db_checkin, player_id), DB_F_I64(db_checkin, arrival),
    DB_F_INT(db_checkin, from_series), DB_F_TEXT(db_checkin, at), DB_F_TEXT(db_checkin, how),
    DB_F_STR(db_checkin, name), DB_F_INT(db_checkin, number)};
static const db_map checkin_named_map = DB_MAP(db_checkin, checkin_fields);
static const db_map checkin_map = {checkin_fields, 5, sizeof(db_checkin)};

void db_checkins_free(db_checkin *v, size_t n)
{
    db_map_free(&checkin_named_map, v, n);
}

int db_checkin_get(db *d, int64_t tid, int64_t pid, db_checkin *out, bool *found, sk_err *err)
{
    return db_query_one(d,
                           "SELECT player_id, arrival, from_series, at, how FROM checkins "
                           "WHERE tournament_id = :tid AND player_id = :pid",
                           DB_ARGS(DB_I(":tid", tid), DB_I(":pid", pid)), &checkin_map, out,
                           found, N_("reading the check-in"), err);
}

int db_checkin_add(db *d, int64_t tid, int64_t pid, int from_series, const char *at,
                   const char *how, int64_t *arrival, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t got = 0;
    bool found = false;
    rc = db_query_int(d, "INSERT INTO checkins(tournament_id, player_id, arrival, "
                         "from_series, at, how) VALUES (:tid, :pid, (SELECT "
                         "COALESCE(MAX(arrival), 0) + 1 FROM checkins WHERE "
                         "tournament_id = :tid), :from, :at, :how) "
                         "ON CONFLICT(tournament_id, player_id) DO NOTHING "
                         "RETURNING arrival",
                      DB_ARGS(DB_I(":tid", tid), DB_I(":pid", pid), DB_I(":from", from_series),
                              DB_S(":at", at), DB_S(":how", how)),
                      &got, &found, "recording the check-in", err);
    if (rc == SK_OK && found)
        *arrival = got;
    else if (rc == SK_OK)
        rc = sk_err_set(err, SK_INVALID, _("the player has checked in already"));
    return db_finish(d, rc, err);
}

int db_checkin_set_from(db *d, int64_t tid, int64_t pid, int from_series, sk_err *err)
{
    return db_run(d,
                  "UPDATE checkins SET from_series = :from "
                  "WHERE tournament_id = :tid AND player_id = :pid",
                  DB_ARGS(DB_I(":from", from_series), DB_I(":tid", tid), DB_I(":pid", pid)),
                  N_("recording the check-in"), err);
}

int db_checkin_list(db *d, int64_t tid, db_checkin **out, size_t *n, sk_err *err)
{
    return db_query_list(d,
                         "SELECT c.player_id, c.arrival, c.from_series, c.at, c.how, "
                         "p.name, COALESCE(p.number, 0) FROM checkins c JOIN players p "
                         "ON p.id = c.player_id WHERE c.tournament_id = :tid "
                         "ORDER BY c.arrival",
                         DB_ARGS(DB_I(":tid", tid)), &checkin_named_map, (void **)out, n,
                         N_("reading the check-ins"), err);
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
    return db_query_fn_one(d,
                           "SELECT player_id, state, ct, COALESCE(method, ''), changed "
                           "FROM fees WHERE tournament_id = :tid AND player_id = :pid",
                           DB_ARGS(DB_I(":tid", tid), DB_I(":pid", pid)), fee_row, out, sizeof *out,
                           found, N_("reading the fee"), err);
}

int db_fee_put(db *d, int64_t tid, const db_fee *f, sk_err *err)
{
    return db_run(d,
                  "INSERT INTO fees(tournament_id, player_id, state, ct, method, "
                  "changed) VALUES (:tid, :pid, :state, :ct, :method, :at) "
                  "ON CONFLICT(tournament_id, player_id) DO UPDATE SET "
                  "state = excluded.state, ct = excluded.ct, "
                  "method = excluded.method, changed = excluded.changed",
                  DB_ARGS(DB_I(":tid", tid), DB_I(":pid", f->player_id),
                          DB_S(":state", db_fee_word(f->state)), DB_I(":ct", f->ct),
                          DB_S(":method", f->method[0] ? f->method : NULL),
                          DB_S(":at", f->changed)),
                  N_("storing the fee"), err);
}

int db_fee_list(db *d, int64_t tid, db_fee **out, size_t *n, sk_err *err)
{
    return db_query_fn_list(d,
                            "SELECT f.player_id, f.state, f.ct, COALESCE(f.method, ''), "
                            "f.changed, p.name, COALESCE(p.number, 0) FROM fees f "
                            "JOIN players p ON p.id = f.player_id "
                            "WHERE f.tournament_id = :tid ORDER BY p.name, p.id",
                            DB_ARGS(DB_I(":tid", tid)), fee_row, fee_clear_v, sizeof **out,
                            (void **)out, n, N_("reading the fees"), err);
}

/* ---- prizes ---- */

static const db_field prize_fields[] = {DB_F_TEXT(db_prize, grp), DB_F_INT(db_prize, place),
                                        DB_F_LL(db_prize, ct), DB_F_STR(db_prize, goods)};
static const db_map prize_map = DB_MAP(db_prize, prize_fields);

void db_prizes_free(db_prize *v, size_t n)
{
    db_map_free(&prize_map, v, n);
}

int db_prize_list(db *d, int64_t tid, db_prize **out, size_t *n, sk_err *err)
{
    return db_query_list(d,
                         "SELECT grp, place, COALESCE(ct, 0), goods FROM prizes "
                         "WHERE tournament_id = :tid ORDER BY CASE grp "
                         "WHEN 'overall' THEN 0 WHEN 'lady' THEN 1 WHEN 'youth' THEN 2 "
                         "WHEN 'guest' THEN 3 ELSE 4 END, place",
                         DB_ARGS(DB_I(":tid", tid)), &prize_map, (void **)out, n,
                         N_("reading the prizes"), err);
}

int db_prize_put(db *d, int64_t tid, const db_prize *p, sk_err *err)
{
    return db_run(d, "INSERT INTO prizes(tournament_id, grp, place, ct, goods) "
                     "VALUES (:tid, :grp, :place, :ct, :goods) "
                     "ON CONFLICT(tournament_id, grp, place) DO UPDATE SET "
                     "ct = excluded.ct, goods = excluded.goods",
                  DB_ARGS(DB_I(":tid", tid), DB_S(":grp", p->grp), DB_I(":place", p->place),
                          p->goods ? DB_NULL(":ct") : DB_I(":ct", p->ct),
                          DB_S(":goods", p->goods)),
                  N_("storing the prize"), err);
}

int db_prize_remove(db *d, int64_t tid, const char *grp, int place, bool *removed,
                    sk_err *err)
{
    int64_t got;
    return db_query_int(d, "DELETE FROM prizes WHERE tournament_id = :tid AND "
                           "grp = :grp AND place = :place RETURNING place",
                        DB_ARGS(DB_I(":tid", tid), DB_S(":grp", grp), DB_I(":place", place)),
                        &got, removed, "removing the prize", err);
}

/* ---- clock ---- */

static const db_field clock_fields[] = {
    DB_F_INT(db_clock, series_no),    DB_F_TEXT(db_clock, started), DB_F_INT(db_clock, minutes),
    DB_F_INT(db_clock, warn_minutes), DB_F_TEXT(db_clock, stopped), DB_F_TEXT(db_clock, paused),
    DB_F_INT(db_clock, paused_sec)};
static const db_map clock_map = DB_MAP(db_clock, clock_fields);

#define CLOCK_COLS "series_no, started, minutes, warn_minutes, COALESCE(stopped, ''), " \
                   "COALESCE(paused, ''), paused_sec"

int db_clock_get(db *d, int64_t tid, int series_no, db_clock *out, bool *found, sk_err *err)
{
    return db_query_one(d,
                        "SELECT " CLOCK_COLS " FROM series_clock WHERE "
                        "tournament_id = :tid AND series_no = :s",
                        DB_ARGS(DB_I(":tid", tid), DB_I(":s", series_no)), &clock_map, out, found,
                        N_("reading the clock"), err);
}

int db_clock_list(db *d, int64_t tid, db_clock **out, size_t *n, sk_err *err)
{
    return db_query_list(d,
                         "SELECT " CLOCK_COLS " FROM series_clock WHERE "
                         "tournament_id = :tid ORDER BY series_no",
                         DB_ARGS(DB_I(":tid", tid)), &clock_map, (void **)out, n,
                         N_("reading the clocks"), err);
}

int db_clock_put(db *d, int64_t tid, const db_clock *c, sk_err *err)
{
    return db_run(d,
                  "INSERT INTO series_clock(tournament_id, series_no, started, "
                  "minutes, warn_minutes, stopped, paused, paused_sec) VALUES (:tid, :s, "
                  ":started, :min, :warn, :stopped, :paused, :psec) "
                  "ON CONFLICT(tournament_id, series_no) "
                  "DO UPDATE SET started = excluded.started, minutes = "
                  "excluded.minutes, warn_minutes = excluded.warn_minutes, "
                  "stopped = excluded.stopped, paused = excluded.paused, "
                  "paused_sec = excluded.paused_sec",
                  DB_ARGS(DB_I(":tid", tid), DB_I(":s", c->series_no), DB_S(":started", c->started),
                          DB_I(":min", c->minutes), DB_I(":warn", c->warn_minutes),
                          DB_S(":stopped", c->stopped[0] ? c->stopped : NULL),
                          DB_S(":paused", c->paused[0] ? c->paused : NULL),
                          DB_I(":psec", c->paused_sec)),
                  N_("storing the clock"), err);
}

static const db_field ext_fields[] = {DB_F_INT(db_clock_ext, table_no),
                                      DB_F_INT(db_clock_ext, minutes),
                                      DB_F_TEXT(db_clock_ext, reason), DB_F_TEXT(db_clock_ext, at)};
static const db_map ext_map = DB_MAP(db_clock_ext, ext_fields);

int db_clock_ext_list(db *d, int64_t tid, int series_no, db_clock_ext **out, size_t *n,
                      sk_err *err)
{
    return db_query_list(d,
                         "SELECT table_no, minutes, reason, at FROM clock_extensions "
                         "WHERE tournament_id = :tid AND series_no = :s "
                         "ORDER BY table_no, seq",
                         DB_ARGS(DB_I(":tid", tid), DB_I(":s", series_no)), &ext_map, (void **)out,
                         n, N_("reading the clock's extensions"), err);
}

int db_clock_ext_add(db *d, int64_t tid, int series_no, const db_clock_ext *e, sk_err *err)
{
    return db_run(d,
                  "INSERT INTO clock_extensions(tournament_id, series_no, table_no, "
                  "seq, minutes, reason, at) VALUES (:tid, :s, :t, "
                  "(SELECT COALESCE(max(seq), 0) + 1 FROM clock_extensions "
                  "WHERE tournament_id = :tid AND series_no = :s AND "
                  "table_no = :t), :min, :reason, :at)",
                  DB_ARGS(DB_I(":tid", tid), DB_I(":s", series_no), DB_I(":t", e->table_no),
                          DB_I(":min", e->minutes), DB_S(":reason", e->reason), DB_S(":at", e->at)),
                  N_("storing the clock's extension"), err);
}

int db_clock_ext_clear(db *d, int64_t tid, int series_no, sk_err *err)
{
    return db_run(d,
                  "DELETE FROM clock_extensions WHERE tournament_id = :tid AND "
                  "series_no = :s",
                  DB_ARGS(DB_I(":tid", tid), DB_I(":s", series_no)),
                  N_("removing the clock's extensions"), err);
}

static const db_field count_fields[] = {DB_F_INT(db_table_count, table_no),
                                        DB_F_INT(db_table_count, size),
                                        DB_F_INT(db_table_count, games)};
static const db_map count_map = DB_MAP(db_table_count, count_fields);

int db_series_game_counts(db *d, int64_t tid, int series_no, db_table_count **out, size_t *n,
                          sk_err *err)
{
    return db_query_list(d,
                         "SELECT x.table_no, x.size, "
                         "(SELECT count(*) FROM games g WHERE g.table_id = x.id) + "
                         "(SELECT count(*) FROM sch_games h WHERE h.table_id = x.id) "
                         "FROM tables x JOIN series s ON s.id = x.series_id "
                         "WHERE s.tournament_id = :tid AND s.series_no = :s "
                         "ORDER BY x.table_no",
                         DB_ARGS(DB_I(":tid", tid), DB_I(":s", series_no)), &count_map,
                         (void **)out, n, N_("counting the games"), err);
}
