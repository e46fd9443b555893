/* db_tournaments.c - the tournaments table. */
#include "db_internal.h"

#include <stdlib.h>
#include <string.h>

void db_tournament_clear(db_tournament *t)
{
    if (!t)
        return;
    free(t->name);
    free(t->date);
    free(t->game);
    free(t->rules);
    memset(t, 0, sizeof *t);
}

void db_tournaments_free(db_tournament *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        db_tournament_clear(&v[i]);
    free(v);
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

static bool leap(int y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

static bool valid_date(const char *s)
{
    if (strlen(s) != 10 || s[4] != '-' || s[7] != '-')
        return false;
    for (int i = 0; i < 10; i++)
        if (i != 4 && i != 7 && (s[i] < '0' || s[i] > '9'))
            return false;
    int y = atoi(s), m = atoi(s + 5), d = atoi(s + 8);
    static const int mdays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (y < 1900 || m < 1 || m > 12 || d < 1)
        return false;
    int md = mdays[m - 1] + (m == 2 && leap(y));
    return d <= md;
}

static int check(const db_tournament *t, sk_err *err)
{
    if (!t->name || !*t->name)
        return sk_err_set(err, SK_INVALID, "name is empty: a tournament needs a name");
    if (!sk_utf8_valid(t->name))
        return sk_err_set(err, SK_INVALID, "name is not valid UTF-8");
    size_t n = strlen(t->name);
    if (n > 200)
        return sk_err_set(err, SK_INVALID, "name is too long: at most 200 bytes");
    if (t->name[0] == ' ' || t->name[n - 1] == ' ')
        return sk_err_set(err, SK_INVALID, "name '%s' starts or ends with a space", t->name);
    if (t->date && *t->date && !valid_date(t->date))
        return sk_err_set(err, SK_INVALID, "date '%s' is not a real date in the form YYYY-MM-DD",
                          t->date);
    if (t->series_count < 1 || t->series_count > 99)
        return sk_err_set(err, SK_INVALID, "series %d is impossible: a tournament has 1 to 99 series",
                          t->series_count);
    if (t->games4 < 4 || t->games4 > 400 || t->games4 % 4)
        return sk_err_set(err, SK_INVALID, "games4 %d is impossible: the series length at a "
                          "4-table is a multiple of 4 (4 to 400), so everyone deals equally often",
                          t->games4);
    if (t->games3 < 3 || t->games3 > 300 || t->games3 % 3)
        return sk_err_set(err, SK_INVALID, "games3 %d is impossible: the series length at a "
                          "3-table is a multiple of 3 (3 to 300), so everyone deals equally often",
                          t->games3);
    if (t->first_dealer < 1 || t->first_dealer > 4)
        return sk_err_set(err, SK_INVALID, "first dealer seat %d is impossible: seats are 1 to 4",
                          t->first_dealer);
    return SK_OK;
}

int db_tournament_create(db *d, const db_tournament *t, int64_t *id, sk_err *err)
{
    int rc = check(t, err);
    if (rc != SK_OK)
        return rc;
    rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    sqlite3_stmt *st = db_prep(d, "SELECT 1 FROM tournaments WHERE name = ?1", err);
    if (!st) {
        rc = SK_FAIL;
    } else {
        sqlite3_bind_text(st, 1, t->name, -1, SQLITE_TRANSIENT);
        if (sqlite3_step(st) == SQLITE_ROW)
            rc = sk_err_set(err, SK_INVALID, "tournament '%s' already exists: names are unique",
                            t->name);
        sqlite3_finalize(st);
    }
    if (rc == SK_OK) {
        st = db_prep(d, "INSERT INTO tournaments(name, date, series_count, games4, games3, "
                        "first_dealer, game, rules) VALUES (?1, ?2, ?3, ?4, ?5, ?6, "
                        "coalesce(?7, 'skat'), ?8)", err);
        if (!st) {
            rc = SK_FAIL;
        } else {
            sqlite3_bind_text(st, 1, t->name, -1, SQLITE_TRANSIENT);
            db_bind_text_or_null(st, 2, t->date);
            sqlite3_bind_int(st, 3, t->series_count);
            sqlite3_bind_int(st, 4, t->games4);
            sqlite3_bind_int(st, 5, t->games3);
            sqlite3_bind_int(st, 6, t->first_dealer);
            db_bind_text_or_null(st, 7, t->game);
            db_bind_text_or_null(st, 8, t->rules);
            if (sqlite3_step(st) != SQLITE_DONE)
                rc = db_sqlerr(d, err, "creating the tournament");
            else if (id)
                *id = sqlite3_last_insert_rowid(d->h);
            sqlite3_finalize(st);
        }
    }
    return db_finish(d, rc, err);
}

#define T_COLS "id, name, date, series_count, games4, games3, first_dealer, game, rules"

static void read_t(sqlite3_stmt *st, db_tournament *t)
{
    t->id = sqlite3_column_int64(st, 0);
    t->name = db_col_str(st, 1);
    t->date = db_col_str(st, 2);
    t->series_count = sqlite3_column_int(st, 3);
    t->games4 = sqlite3_column_int(st, 4);
    t->games3 = sqlite3_column_int(st, 5);
    t->first_dealer = sqlite3_column_int(st, 6);
    if (sqlite3_column_count(st) > 8) { /* callers outside this file select 7 columns */
        t->game = db_col_str(st, 7);
        t->rules = db_col_str(st, 8);
    }
}

int db_tournaments_collect(db *d, sqlite3_stmt *st, db_tournament **out, size_t *n,
                           const char *what, sk_err *err)
{
    *out = NULL;
    *n = 0;
    size_t cap = 0;
    int s;
    while ((s = sqlite3_step(st)) == SQLITE_ROW) {
        *out = db_grow(*out, *n, &cap, sizeof **out, 8);
        memset(&(*out)[*n], 0, sizeof **out);
        read_t(st, &(*out)[(*n)++]);
    }
    sqlite3_finalize(st);
    if (s != SQLITE_DONE) {
        db_tournaments_free(*out, *n);
        *out = NULL;
        *n = 0;
        return db_sqlerr(d, err, what);
    }
    return SK_OK;
}

int db_tournament_list(db *d, db_tournament **out, size_t *n, sk_err *err)
{
    *out = NULL;
    *n = 0;
    sqlite3_stmt *st = db_prep(d, "SELECT " T_COLS " FROM tournaments ORDER BY id", err);
    if (!st)
        return SK_FAIL;
    return db_tournaments_collect(d, st, out, n, "listing tournaments", err);
}

int db_tournament_get(db *d, int64_t tid, db_tournament *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    sqlite3_stmt *st = db_prep(d, "SELECT " T_COLS " FROM tournaments WHERE id = ?1", err);
    if (!st)
        return SK_FAIL;
    sqlite3_bind_int64(st, 1, tid);
    int rc = SK_OK, s = sqlite3_step(st);
    if (s == SQLITE_ROW)
        read_t(st, out);
    else if (s == SQLITE_DONE)
        rc = sk_err_set(err, SK_INVALID, "tournament id %lld does not exist", (long long)tid);
    else
        rc = db_sqlerr(d, err, "reading the tournament");
    sqlite3_finalize(st);
    return rc;
}

int db_tournament_find(db *d, const char *name, db_tournament *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    sqlite3_stmt *st;
    if (name) {
        st = db_prep(d, "SELECT " T_COLS " FROM tournaments WHERE name = ?1", err);
        if (!st)
            return SK_FAIL;
        sqlite3_bind_text(st, 1, name, -1, SQLITE_TRANSIENT);
    } else {
        st = db_prep(d, "SELECT " T_COLS " FROM tournaments ORDER BY id DESC LIMIT 1", err);
        if (!st)
            return SK_FAIL;
    }
    int rc = SK_OK, s = sqlite3_step(st);
    if (s == SQLITE_ROW)
        read_t(st, out);
    else if (s != SQLITE_DONE)
        rc = db_sqlerr(d, err, "reading the tournament");
    else if (name)
        rc = sk_err_set(err, SK_INVALID, "tournament '%s' does not exist (see 'skatsheet "
                        "tournament list')", name);
    else
        rc = sk_err_set(err, SK_INVALID, "no tournament yet: create one with 'skatsheet "
                        "tournament create NAME'");
    sqlite3_finalize(st);
    return rc;
}
