/* db_tournaments.c - the tournaments table. */
#include "db_internal.h"
#include "i18n.h"
#include "text.h"
#include "db_tournaments.h"
#include "db_rows.h"
#include "family.h"
#include "house.h"
#include "houseset.h"

#include <stdlib.h>
#include <string.h>

void db_tournament_clear(db_tournament *t)
{
    if (t)
        SK_CLEAR(t, t->name, t->date, t->game, t->rules, t->house, t->house_settings);
}

void db_tournaments_free(db_tournament *v, size_t n)
{
    SK_FREE_ARRAY(v, n, db_tournament_clear);
}

void db_tournament_defaults(db_tournament *t)
{
    memset(t, 0, sizeof *t);
    t->series_count = 1;
    t->games4 = 48;
    t->games3 = 36;
    t->first_dealer = 1;
}

void db_tournament_table_rules(const db_tournament *t, int table_size, game_table_rules *out)
{
    out->table_size = table_size;
    out->series_games = table_size == 4 ? t->games4 : t->games3;
    out->first_dealer = t->first_dealer;
}


bool db_tournament_dealer_can_stay(const db_tournament *t)
{
    family_rules r; /* the row as read in the caller's transaction */
    sk_err e;
    sk_err_clear(&e);
    return family_rules_load(t->game, t->house, t->house_settings, t->rules, &r, &e) == SK_OK &&
           r.fam->dealer_can_stay(&r);
}

static int check(const db_tournament *t, sk_err *err)
{
    if (text_name_check(_("tournament name"), t->name, err) != SK_OK)
        return SK_INVALID;
    if (t->date && !text_date_valid(t->date))
        return sk_err_set(err, SK_INVALID, _("date '%s' is not a real date in the form YYYY-MM-DD"),
                          t->date);
    if (t->series_count < 1 || t->series_count > 99)
        return sk_err_set(err, SK_INVALID, _("series %d is impossible: a tournament has 1 to 99 series"),
                          t->series_count);
    if (t->games4 < 4 || t->games4 > 400 || t->games4 % 4)
        return sk_err_set(err, SK_INVALID, _("games4 %d is impossible: the series length at a "
                          "4-table is a multiple of 4 (4 to 400), so everyone deals equally often"),
                          t->games4);
    if (t->games3 < 3 || t->games3 > 300 || t->games3 % 3)
        return sk_err_set(err, SK_INVALID, _("games3 %d is impossible: the series length at a "
                          "3-table is a multiple of 3 (3 to 300), so everyone deals equally often"),
                          t->games3);
    if (t->first_dealer < 1 || t->first_dealer > 4)
        return sk_err_set(err, SK_INVALID, _("first dealer seat %d is impossible: seats are 1 to 4"),
                          t->first_dealer);
    return SK_OK;
}

/* Is no tournament but self (0: none) called name?  SK_INVALID when one is. */
static int name_unused(db *d, const char *name, int64_t self, sk_err *err)
{
    bool taken = false;
    int64_t one = 0;
    int rc = db_query_int(d, "SELECT 1 FROM tournaments WHERE name = :name AND id <> :tid",
                          DB_ARGS(DB_S(":name", name), DB_I(":tid", self)), &one, &taken,
                          "reading the tournament", err);
    if (rc == SK_OK && taken)
        rc = sk_err_set(err, SK_INVALID, _("tournament '%s' already exists: names are unique"),
                        name);
    return rc;
}

int db_tournament_create(db *d, const db_tournament *t, int64_t *id, sk_err *err)
{
    int rc = check(t, err);
    if (rc != SK_OK)
        return rc;
    rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = name_unused(d, t->name, 0, err);
    if (rc == SK_OK)
        rc = db_run(d, "INSERT INTO tournaments(name, date, series_count, games4, games3, "
                       "first_dealer, game, rules, house_profile, house_settings) VALUES (:name, "
                       ":date, :series_count, :games4, :games3, :first_dealer, "
                       "coalesce(:game, 'skat'), :rules, coalesce(:house, 'isko'), "
                       ":house_settings)",
                    DB_ARGS(DB_S(":name", t->name), DB_SN(":date", t->date),
                            DB_I(":series_count", t->series_count), DB_I(":games4", t->games4),
                            DB_I(":games3", t->games3), DB_I(":first_dealer", t->first_dealer),
                            DB_SN(":game", t->game), DB_SN(":rules", t->rules),
                            DB_SN(":house", t->house), DB_SN(":house_settings", t->house_settings)),
                    "creating the tournament", err);
    if (rc == SK_OK && id)
        *id = db_last_id(d);
    return db_finish(d, rc, err);
}

#define T_COLS "id, name, date, series_count, games4, games3, first_dealer, closed, chosen, " \
               "game, rules, house_profile, house_settings"

/* Read a row of T_COLS into t; the numbers are checked (a count or a
 * divisor of every later computation), a bad one is reported. */
static int read_t(db_stmt *st, db_tournament *t, sk_err *err)
{
    t->id = db_col_int64(st, 0);
    int rc = db_col_range(st, 3, 1, 99, false, "tournaments", "series_count", t->id,
                          &t->series_count, err);
    if (rc == SK_OK)
        rc = db_col_range(st, 4, 4, 400, false, "tournaments", "games4", t->id, &t->games4, err);
    if (rc == SK_OK && t->games4 % 4)
        rc = db_bad_value(err, "tournaments", "games4", t->id,
                          db_col_text(st, 4), "a multiple of 4");
    if (rc == SK_OK)
        rc = db_col_range(st, 5, 3, 300, false, "tournaments", "games3", t->id, &t->games3, err);
    if (rc == SK_OK && t->games3 % 3)
        rc = db_bad_value(err, "tournaments", "games3", t->id,
                          db_col_text(st, 5), "a multiple of 3");
    if (rc == SK_OK)
        rc = db_col_range(st, 6, 1, 4, false, "tournaments", "first_dealer", t->id,
                          &t->first_dealer, err);
    if (rc != SK_OK)
        return rc;
    t->name = db_col_str(st, 1);
    t->date = db_col_str(st, 2);
    if (db_col_count(st) > 8) {
        t->closed = db_col_int(st, 7) != 0;
        t->chosen = db_col_int(st, 8) != 0;
    }
    if (db_col_count(st) > 10) { /* callers outside this file select 7 or 9 columns */
        t->game = db_col_str(st, 9);
        t->rules = db_col_str(st, 10);
    }
    if (db_col_count(st) > 11)
        t->house = db_col_str(st, 11);
    if (db_col_count(st) > 12)
        t->house_settings = db_col_str(st, 12);
    return SK_OK;
}

int db_tournaments_collect(db *d, db_stmt *st, db_tournament **out, size_t *n,
                           const char *what, sk_err *err)
{
    *out = NULL;
    *n = 0;
    if (!st)
        return SK_FAIL;
    size_t cap = 0;
    int s;
    int rc = SK_OK;
    while (rc == SK_OK && (s = db_step(st)) == DB_ROW) {
        *out = sk_grow(*out, *n, &cap, sizeof **out, 8);
        memset(&(*out)[*n], 0, sizeof **out);
        rc = read_t(st, &(*out)[(*n)++], err);
    }
    if (rc == SK_OK && s != DB_DONE)
        rc = db_sqlerr(d, err, what);
    db_finalize(st);
    if (rc != SK_OK) {
        db_tournaments_free(*out, *n);
        *out = NULL;
        *n = 0;
    }
    return rc;
}

int db_tournament_list(db *d, db_tournament **out, size_t *n, sk_err *err)
{
    return db_tournaments_collect(d, db_prep(d, "SELECT " T_COLS " FROM tournaments ORDER BY id",
                                             err),
                                  out, n, "listing tournaments", err);
}

/* At most one tournament by the statement st (db_tournaments_collect):
 * SK_OK with *found, out left as it was when there is none. */
static int find_one(db *d, db_stmt *st, db_tournament *out, bool *found, sk_err *err)
{
    db_tournament *v;
    size_t n;
    int rc = db_tournaments_collect(d, st, &v, &n, "reading the tournament", err);
    *found = n > 0;
    if (*found) {
        *out = v[0];
        memset(&v[0], 0, sizeof v[0]);
    }
    db_tournaments_free(v, n);
    return rc;
}

int db_tournament_get(db *d, int64_t tid, db_tournament *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    bool found;
    int rc = find_one(d, db_prep_args(d, "SELECT " T_COLS " FROM tournaments WHERE id = :tid",
                                      DB_ARGS(DB_I(":tid", tid)), err),
                      out, &found, err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("tournament id %lld does not exist"), (long long)tid);
    return rc;
}

/* The tournament meant when none is named (see db_tournaments.h). */
static int find_default(db *d, bool write, db_tournament *out, size_t *open, sk_err *err)
{
    bool found;
    /* 1. the one chosen with `tournament use`, 2. the only one not closed:
     * both in one statement (the chosen one first) */
    db_tournament *v;
    size_t n;
    int rc = db_tournaments_collect(d, db_prep(d, "SELECT " T_COLS " FROM tournaments "
                                                  "WHERE chosen = 1 OR closed = 0 "
                                                  "ORDER BY chosen DESC, id", err),
                                    &v, &n, "listing tournaments", err);
    if (rc != SK_OK)
        return rc;
    if (n && v[0].chosen) {
        *out = v[0];
        memset(&v[0], 0, sizeof v[0]);
        db_tournaments_free(v, n);
        return SK_OK;
    }
    if (open)
        *open = n;
    if (n == 1 || (n > 1 && !write)) {
        /* reading: the most recent open one, as before */
        *out = v[n - 1];
        memset(&v[n - 1], 0, sizeof v[n - 1]);
        db_tournaments_free(v, n);
        return SK_OK;
    }
    if (n > 1) {
        sk_buf b = {0};
        for (size_t i = 0; i < n; i++)
            sk_buf_printf(&b, "%s'%s'", i ? ", " : "", v[i].name);
        rc = sk_err_set(err, SK_USAGE, _("which tournament? %zu are open: %s; name one with "
                        "-t NAME, choose the default with 'skatsheet tournament use NAME' or "
                        "close finished ones with 'skatsheet tournament close NAME'"), n,
                        sk_buf_str(&b));
        sk_buf_free(&b);
        db_tournaments_free(v, n);
        return rc;
    }
    db_tournaments_free(v, n);
    /* 3. every tournament is closed: reading shows the most recent one */
    rc = find_one(d, db_prep(d, "SELECT " T_COLS " FROM tournaments ORDER BY id DESC LIMIT 1",
                             err),
                  out, &found, err);
    if (rc != SK_OK)
        return rc;
    if (!found)
        return sk_err_set(err, SK_INVALID, _("no tournament yet: create one with 'skatsheet "
                          "tournament create NAME'"));
    if (write) {
        rc = sk_err_set(err, SK_INVALID, _("tournament '%s' is closed (every tournament is): "
                        "reopen it with 'skatsheet tournament reopen NAME'"), out->name);
        db_tournament_clear(out);
    }
    return rc;
}

static int find_t(db *d, const char *name, bool write, db_tournament *out, size_t *open,
                  sk_err *err)
{
    memset(out, 0, sizeof *out);
    if (open)
        *open = 0;
    if (!name)
        return find_default(d, write, out, open, err);
    bool found;
    int rc = find_one(d, db_prep_args(d, "SELECT " T_COLS " FROM tournaments WHERE name = :name",
                                      DB_ARGS(DB_S(":name", name)), err),
                      out, &found, err);
    if (rc != SK_OK)
        return rc;
    if (!found)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' does not exist (see 'skatsheet "
                          "tournament list')"), name);
    if (write && out->closed) {
        rc = sk_err_set(err, SK_INVALID, _("tournament '%s' is closed: reopen it with 'skatsheet "
                        "tournament reopen %s' to change it"), out->name, out->name);
        db_tournament_clear(out);
    }
    return rc;
}

int db_tournament_find(db *d, const char *name, db_tournament *out, sk_err *err)
{
    return find_t(d, name, false, out, NULL, err);
}

int db_tournament_find_open(db *d, const char *name, db_tournament *out, size_t *open,
                            sk_err *err)
{
    return find_t(d, name, false, out, open, err);
}

int db_tournament_find_write(db *d, const char *name, db_tournament *out, sk_err *err)
{
    return find_t(d, name, true, out, NULL, err);
}

int db_tournament_use(db *d, int64_t tid, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = db_exec(d, "UPDATE tournaments SET chosen = 0 WHERE chosen = 1", err);
    if (rc == SK_OK && tid)
        rc = db_exec_id(d, "UPDATE tournaments SET chosen = 1 WHERE id = :id", tid,
                        "choosing the tournament", err);
    return db_finish(d, rc, err);
}

int db_tournament_set_closed(db *d, int64_t tid, bool closed, sk_err *err)
{
    return db_run_tx(d, closed ? "UPDATE tournaments SET closed = 1, chosen = 0 WHERE id = :id"
                               : "UPDATE tournaments SET closed = 0 WHERE id = :id",
                     DB_ARGS(DB_I(":id", tid)), "closing the tournament", err);
}

int db_tournament_set_house(db *d, int64_t tid, const char *preset, const char *settings,
                            sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    int64_t n = 0;
    rc = db_count(d, "SELECT count(*) FROM games g JOIN tables tb ON tb.id = "
                     "g.table_id JOIN series s ON s.id = tb.series_id "
                     "WHERE s.tournament_id = :tid",
                  DB_ARGS(DB_I(":tid", tid)), &n, "counting games", err);
    if (rc == SK_OK && n > 0)
        rc = sk_err_set(err, SK_INVALID,
                        sk_ntr("%d game is recorded: the house rules are fixed once the first "
                               "game is recorded (the list would be scored under two rule "
                               "sets)",
                               "%d games are recorded: the house rules are fixed once the "
                               "first game is recorded (the list would be scored under two "
                               "rule sets)", (unsigned long)n), (int)n);
    if (rc == SK_OK)
        rc = db_run(d, "UPDATE tournaments SET house_profile = :preset, "
                       "house_settings = :settings WHERE id = :tid",
                    DB_ARGS(DB_I(":tid", tid), DB_S(":preset", preset),
                            DB_SN(":settings", settings)),
                    "changing the house rules", err);
    return db_finish(d, rc, err);
}

int db_tournament_rename(db *d, int64_t tid, const char *name, sk_err *err)
{
    db_tournament t;
    db_tournament_defaults(&t);
    t.name = (char *)name;
    int rc = check(&t, err);
    if (rc != SK_OK)
        return rc;
    rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = name_unused(d, name, tid, err);
    if (rc == SK_OK)
        rc = db_run(d, "UPDATE tournaments SET name = :name WHERE id = :tid",
                    DB_ARGS(DB_I(":tid", tid), DB_S(":name", name)), "renaming the tournament",
                    err);
    return db_finish(d, rc, err);
}

int db_tournament_contents(db *d, int64_t tid, db_contents *c, sk_err *err)
{
    memset(c, 0, sizeof *c);
    int64_t v[6];
    int rc = db_query_ints(d,
        "SELECT (SELECT count(*) FROM series WHERE tournament_id = :tid),"
        " (SELECT count(*) FROM game_tables g JOIN tables x ON x.id = g.table_id"
        "   JOIN series s ON s.id = x.series_id WHERE s.tournament_id = :tid),"
        " (SELECT count(*) FROM teams WHERE tournament_id = :tid),"
        " (SELECT count(*) FROM attendance WHERE tournament_id = :tid),"
        " (SELECT count(*) FROM league_venues WHERE tournament_id = :tid),"
        " (SELECT count(*) FROM season_tournaments WHERE tournament_id = :tid)",
        DB_ARGS(DB_I(":tid", tid)), v, 6, NULL, "counting the tournament's contents", err);
    if (rc == SK_OK) {
        c->series = (int)v[0];
        c->games = (int)v[1];
        c->teams = (int)v[2];
        c->attendance = (int)v[3];
        c->venue = (int)v[4];
        c->seasons = (int)v[5];
    }
    return rc;
}

int db_tournament_remove(db *d, int64_t tid, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    static const char *const sql[] = {
        "DELETE FROM games WHERE table_id IN (SELECT x.id FROM tables x JOIN series s"
        " ON s.id = x.series_id WHERE s.tournament_id = :id)",
        "DELETE FROM sch_games WHERE table_id IN (SELECT x.id FROM tables x JOIN series s"
        " ON s.id = x.series_id WHERE s.tournament_id = :id)",
        "DELETE FROM season_tournaments WHERE tournament_id = :id",
        "DELETE FROM tournaments WHERE id = :id",
    };
    for (size_t i = 0; rc == SK_OK && i < sizeof sql / sizeof *sql; i++)
        rc = db_exec_id(d, sql[i], tid, "removing the tournament", err);
    return db_finish(d, rc, err);
}
