/* db_money.c - see db_money.h.  Through the driver interface (drv.h). */
#include "db_money.h"
#include "db_internal.h"
#include "i18n.h"

#include <stdlib.h>
#include <string.h>

/* The periods a rate change makes (db_rate_change), in the caller's
 * transaction: the first period reaching past the boundary ends at it
 * (or, when none does, the games up to it get a period at the old rate);
 * the periods after it go. */
static int rate_periods(db *d, int64_t tid, const db_rate_change *rc, sk_err *err)
{
    int64_t *ids = NULL;
    size_t n = 0;
    if (db_money_game_ids(d, tid, &ids, &n, err) != SK_OK)
        return SK_FAIL;
    if (rc->from_game < 0 || (size_t)rc->from_game > n + 1) {
        free(ids);
        return sk_err_set(err, SK_INVALID,
                          _("--from-game %d: tournament '%s' has %zu games recorded: the new rate "
                            "applies from game 1 to %zu (%zu: the next game)"),
                          rc->from_game, rc->tname, n, n + 1, n + 1);
    }
    size_t first = rc->from_game ? (size_t)rc->from_game : n + 1; /* 1-based */
    int64_t b = first >= 2 ? ids[first - 2] : 0;
    free(ids);
    db_stmt *st;
    int s;
    if (!rc->from_game && rc->old_num == 0) {
        /* no rate was set (the reminder asked for one): the games played
         * without one take the new rate, those of an earlier period keep
         * theirs */
        st = db_prep(d, "SELECT MAX(until_game_id) FROM money_rates WHERE tournament_id = :tid",
                     err);
        if (!st)
            return SK_FAIL;
        db_bind_int(st, ":tid", tid);
        s = db_step(st);
        b = s == DB_ROW ? db_col_int64(st, 0) : 0; /* NULL: 0 */
        db_finalize(st);
        if (s != DB_ROW)
            return db_sqlerr(d, err, "reading the rate periods");
    }
    st = db_prep(d, "SELECT MIN(until_game_id) FROM money_rates "
                             "WHERE tournament_id = :tid AND until_game_id >= :b", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":b", b);
    int64_t upto = 0;
    s = db_step(st);
    if (s == DB_ROW)
        upto = db_col_int64(st, 0); /* NULL: 0 */
    db_finalize(st);
    if (s != DB_ROW)
        return db_sqlerr(d, err, "reading the rate periods");
    if (upto) {
        st = db_prep(d, "DELETE FROM money_rates WHERE tournament_id = :tid "
                        "AND until_game_id > :first", err);
        if (!st)
            return SK_FAIL;
        db_bind_int(st, ":tid", tid);
        db_bind_int(st, ":first", upto);
        s = db_step(st);
        db_finalize(st);
        if (s != DB_DONE)
            return db_sqlerr(d, err, "changing the rate periods");
        if (b == 0)
            st = db_prep(d, "DELETE FROM money_rates WHERE tournament_id = :tid "
                            "AND until_game_id = :first", err);
        else
            st = db_prep(d, "UPDATE money_rates SET until_game_id = :b WHERE tournament_id = :tid "
                            "AND until_game_id = :first", err);
        if (!st)
            return SK_FAIL;
        db_bind_int(st, ":tid", tid);
        db_bind_int(st, ":first", upto);
        if (b)
            db_bind_int(st, ":b", b);
    } else if (b) {
        st = db_prep(d, "INSERT INTO money_rates(tournament_id, until_game_id, rate_num, rate_den) "
                        "VALUES (:tid, :b, :num, :den)", err);
        if (!st)
            return SK_FAIL;
        db_bind_int(st, ":tid", tid);
        db_bind_int(st, ":b", b);
        db_bind_int(st, ":num", rc->old_num);
        db_bind_int(st, ":den", rc->old_den);
    } else {
        return SK_OK;
    }
    s = db_step(st);
    db_finalize(st);
    return s == DB_DONE ? SK_OK : db_sqlerr(d, err, "changing the rate periods");
}

int db_money_change_store(db *d, int64_t tid, const char *house_preset, const char *house_settings,
                          const char *sch_rules, const char *before, const char *after,
                          const db_rate_change *rate, sk_err *err)
{
    char now[DB_NOW_SIZE];
    db_now(now);
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_stmt *st = db_prep(d, sch_rules ? "UPDATE tournaments SET rules = :rules WHERE id = :id"
                                       : "UPDATE tournaments SET house_profile = :preset, "
                                         "house_settings = :settings WHERE id = :id",
                          err);
    if (!st)
        return db_finish(d, SK_FAIL, err);
    db_bind_int(st, ":id", tid);
    if (sch_rules) {
        db_bind_text(st, ":rules", sch_rules);
    } else {
        db_bind_text(st, ":preset", house_preset);
        db_bind_text_or_null(st, ":settings", house_settings);
    }
    if (db_step(st) != DB_DONE)
        rc = db_sqlerr(d, err, "changing the money settings");
    else if (db_changes(d) != 1)
        rc = sk_err_set(err, SK_INVALID, _("tournament %lld does not exist"), (long long)tid);
    db_finalize(st);
    if (rc == SK_OK) {
        st = db_prep(d, "INSERT INTO money_changes(tournament_id, changed, before, after) "
                        "VALUES (:tid, :changed, :before, :after)", err);
        if (!st)
            return db_finish(d, SK_FAIL, err);
        db_bind_int(st, ":tid", tid);
        db_bind_text(st, ":changed", now);
        db_bind_text(st, ":before", before ? before : "");
        db_bind_text(st, ":after", after);
        if (db_step(st) != DB_DONE)
            rc = db_sqlerr(d, err, "keeping the money change");
        db_finalize(st);
    }
    if (rc == SK_OK && rate)
        rc = rate_periods(d, tid, rate, err);
    return db_finish(d, rc, err);
}

int db_money_rates(db *d, int64_t tid, db_rate_period **v, size_t *n, sk_err *err)
{
    *v = NULL;
    *n = 0;
    db_stmt *st = db_prep(d, "SELECT until_game_id, rate_num, rate_den FROM money_rates "
                             "WHERE tournament_id = :tid ORDER BY until_game_id", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    size_t cap = 0;
    int s;
    while ((s = db_step(st)) == DB_ROW) {
        *v = db_grow(*v, *n, &cap, sizeof **v, 4);
        (*v)[(*n)++] = (db_rate_period){db_col_int64(st, 0), db_col_int(st, 1), db_col_int(st, 2)};
    }
    int rc = SK_OK;
    if (s != DB_DONE) {
        rc = db_sqlerr(d, err, "reading the rate periods");
        free(*v);
        *v = NULL;
        *n = 0;
    }
    db_finalize(st);
    return rc;
}

int db_money_game_ids(db *d, int64_t tid, int64_t **ids, size_t *n, sk_err *err)
{
    *ids = NULL;
    *n = 0;
    db_stmt *st = db_prep(d, "SELECT g.id FROM games g JOIN tables x ON x.id = g.table_id "
                             "JOIN series s ON s.id = x.series_id "
                             "WHERE s.tournament_id = :tid ORDER BY g.id", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    size_t cap = 0;
    int s;
    while ((s = db_step(st)) == DB_ROW) {
        *ids = db_grow(*ids, *n, &cap, sizeof **ids, 64);
        (*ids)[(*n)++] = db_col_int64(st, 0);
    }
    int rc = SK_OK;
    if (s != DB_DONE) {
        rc = db_sqlerr(d, err, "reading the games");
        free(*ids);
        *ids = NULL;
        *n = 0;
    }
    db_finalize(st);
    return rc;
}

int db_money_changes(db *d, int64_t tid, db_money_change **v, size_t *n, sk_err *err)
{
    *v = NULL;
    *n = 0;
    db_stmt *st = db_prep(d, "SELECT changed, before, after FROM money_changes "
                             "WHERE tournament_id = :tid ORDER BY id", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":tid", tid);
    size_t cap = 0;
    int s;
    while ((s = db_step(st)) == DB_ROW) {
        *v = db_grow(*v, *n, &cap, sizeof **v, 4);
        db_money_change *c = &(*v)[(*n)++];
        c->changed = db_col_str(st, 0);
        c->before = db_col_str(st, 1);
        c->after = db_col_str(st, 2);
    }
    int rc = SK_OK;
    if (s != DB_DONE) {
        rc = db_sqlerr(d, err, "reading the money changes");
        db_money_changes_free(*v, *n);
        *v = NULL;
        *n = 0;
    }
    db_finalize(st);
    return rc;
}

void db_money_changes_free(db_money_change *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++) {
        free(v[i].changed);
        free(v[i].before);
        free(v[i].after);
    }
    free(v);
}
