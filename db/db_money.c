/* db_money.c - see db_money.h.  Through the driver interface (drv.h). */
#include "db_money.h"
#include "db_internal.h"
#include "db_rows.h"
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
    if (!rc->from_game && rc->old_num == 0) {
        /* no rate was set (the reminder asked for one): the games played
         * without one take the new rate, those of an earlier period keep
         * theirs */
        if (db_count(d, "SELECT MAX(until_game_id) FROM money_rates WHERE tournament_id = :tid",
                     DB_ARGS(DB_I(":tid", tid)), &b, "reading the rate periods",
                     err) != SK_OK) /* NULL: 0 */
            return SK_FAIL;
    }
    int64_t upto = 0;
    if (db_count(d, "SELECT MIN(until_game_id) FROM money_rates "
                    "WHERE tournament_id = :tid AND until_game_id >= :b",
                 DB_ARGS(DB_I(":tid", tid), DB_I(":b", b)), &upto, "reading the rate periods",
                 err) != SK_OK) /* NULL: 0 */
        return SK_FAIL;
    if (upto) {
        if (db_run(d, "DELETE FROM money_rates WHERE tournament_id = :tid "
                      "AND until_game_id > :first",
                   DB_ARGS(DB_I(":tid", tid), DB_I(":first", upto)),
                   "changing the rate periods", err) != SK_OK)
            return SK_FAIL;
        if (b == 0)
            return db_run(d, "DELETE FROM money_rates WHERE tournament_id = :tid "
                             "AND until_game_id = :first",
                          DB_ARGS(DB_I(":tid", tid), DB_I(":first", upto)),
                          "changing the rate periods", err);
        return db_run(d, "UPDATE money_rates SET until_game_id = :b WHERE tournament_id = :tid "
                         "AND until_game_id = :first",
                      DB_ARGS(DB_I(":tid", tid), DB_I(":first", upto), DB_I(":b", b)),
                      "changing the rate periods", err);
    }
    if (b)
        return db_run(d, "INSERT INTO money_rates(tournament_id, until_game_id, rate_num, "
                         "rate_den) VALUES (:tid, :b, :num, :den)",
                      DB_ARGS(DB_I(":tid", tid), DB_I(":b", b), DB_I(":num", rc->old_num),
                              DB_I(":den", rc->old_den)),
                      "changing the rate periods", err);
    return SK_OK;
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
    if (sch_rules)
        rc = db_run(d, "UPDATE tournaments SET rules = :rules WHERE id = :id",
                    DB_ARGS(DB_I(":id", tid), DB_S(":rules", sch_rules)),
                    "changing the money settings", err);
    else
        rc = db_run(d, "UPDATE tournaments SET house_profile = :preset, "
                       "house_settings = :settings WHERE id = :id",
                    DB_ARGS(DB_I(":id", tid), DB_S(":preset", house_preset),
                            DB_SN(":settings", house_settings)),
                    "changing the money settings", err);
    if (rc == SK_OK && db_changes(d) != 1)
        rc = sk_err_set(err, SK_INVALID, _("tournament %lld does not exist"), (long long)tid);
    if (rc == SK_OK)
        rc = db_run(d, "INSERT INTO money_changes(tournament_id, changed, before, after) "
                       "VALUES (:tid, :changed, :before, :after)",
                    DB_ARGS(DB_I(":tid", tid), DB_S(":changed", now),
                            DB_S(":before", before ? before : ""), DB_S(":after", after)),
                    "keeping the money change", err);
    if (rc == SK_OK && rate)
        rc = rate_periods(d, tid, rate, err);
    return db_finish(d, rc, err);
}

static const db_field rate_fields[] = {DB_F_I64(db_rate_period, until_game_id),
                                       DB_F_INT(db_rate_period, num),
                                       DB_F_INT(db_rate_period, den)};
static const db_map rate_map = DB_MAP(db_rate_period, rate_fields);
static const db_field change_fields[] = {DB_F_STR(db_money_change, changed),
                                         DB_F_STR(db_money_change, before),
                                         DB_F_STR(db_money_change, after)};
static const db_map change_map = DB_MAP(db_money_change, change_fields);

/* The money's lists of a tournament: every row of sql (:tid the
 * tournament) through map. */
enum { MONEY_RATES, MONEY_GAMES, MONEY_CHANGES };
static const struct money_list {
    const char *sql;
    const db_map *map;
    const char *what;
} money_lists[] = {
    [MONEY_RATES] = {"SELECT until_game_id, rate_num, rate_den FROM money_rates "
                     "WHERE tournament_id = :tid ORDER BY until_game_id",
                     &rate_map, N_("reading the rate periods")},
    [MONEY_GAMES] = {"SELECT g.id FROM games g JOIN tables x ON x.id = g.table_id "
                     "JOIN series s ON s.id = x.series_id "
                     "WHERE s.tournament_id = :tid ORDER BY g.id",
                     &db_map_id, N_("reading the games")},
    [MONEY_CHANGES] = {"SELECT changed, before, after FROM money_changes "
                       "WHERE tournament_id = :tid ORDER BY id",
                       &change_map, N_("reading the money changes")},
};

static int money_list(db *d, int k, int64_t tid, void **v, size_t *n, sk_err *err)
{
    const struct money_list *l = &money_lists[k];
    return db_query_list(d, l->sql, DB_ARGS(DB_I(":tid", tid)), l->map, v, n, l->what, err);
}

int db_money_rates(db *d, int64_t tid, db_rate_period **v, size_t *n, sk_err *err)
{
    return money_list(d, MONEY_RATES, tid, (void **)v, n, err);
}

int db_money_game_ids(db *d, int64_t tid, int64_t **ids, size_t *n, sk_err *err)
{
    return money_list(d, MONEY_GAMES, tid, (void **)ids, n, err);
}

int db_money_changes(db *d, int64_t tid, db_money_change **v, size_t *n, sk_err *err)
{
    return money_list(d, MONEY_CHANGES, tid, (void **)v, n, err);
}

void db_money_changes_free(db_money_change *v, size_t n)
{
    db_map_free(&change_map, v, n);
}
