/* test_db_import.c - db_games_import's batched path: 96 games (one 64-row
 * batch and 32 single rows) are stored exactly; a conflict inside a batch
 * is found row by row, reported with its index, and nothing is stored.
 * engines: sqlite postgresql (tests/run: with SKATSHEET_TEST_ENGINE=postgresql
 * each test gets a new database on the cluster in SKATSHEET_TEST_PG) */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "db.h"
#include "db_import.h"
#include "db_internal.h"
#include "demogen.h"
#include "th.h"

static const char *SETUP =
    "INSERT INTO players(id, name, number) VALUES (1,'A',1),(2,'B',2),(3,'C',3),(4,'D',4),"
    "(5,'E',5),(6,'F',6),(7,'G',7),(8,'H',8);"
    "INSERT INTO tournaments(id, name, date, series_count) VALUES (1, 'T', '2025-01-01', 1);"
    "INSERT INTO series(id, tournament_id, series_no, method, seed) VALUES (1, 1, 1, 'manual', NULL);"
    "INSERT INTO tables(id, series_id, table_no, size) VALUES (1, 1, 1, 4), (2, 1, 2, 4);";

#define PATH_SIZE 256

static bool on_pg(void)
{
    const char *e = getenv("SKATSHEET_TEST_ENGINE");
    return e && strcmp(e, "postgresql") == 0;
}

/* Run sql on the cluster's maintenance database (psql). */
static int pg_admin(const char *sql)
{
    const char *bin = getenv("PGC_BIN");
    char cmd[600];
    snprintf(cmd, sizeof cmd, "'%s/psql' -XAtq -h '%s' -d postgres -c '%s' >/dev/null",
             bin && *bin ? bin : "/usr/bin", getenv("SKATSHEET_TEST_PG"), sql);
    return system(cmd);
}

static db *open_fresh(char *path)
{
    if (on_pg()) {
        static int n;
        char sql[200];
        snprintf(path, PATH_SIZE, "postgres:///test_db_import_%d_%d?host=%s", (int)getpid(), ++n,
                 getenv("SKATSHEET_TEST_PG"));
        snprintf(sql, sizeof sql, "CREATE DATABASE test_db_import_%d_%d", (int)getpid(), n);
        if (pg_admin(sql) != 0) {
            printf("    set-up: cannot create a database on the cluster\n");
            return NULL;
        }
    } else {
        strcpy(path, "/tmp/test_db_import.XXXXXX");
        int fd = mkstemp(path);
        close(fd);
        unlink(path);
    }
    db *d = NULL;
    sk_err err;
    sk_err_clear(&err);
    if (db_create(path, &d, &err) != SK_OK || db_exec(d, SETUP, &err) != SK_OK) {
        printf("    set-up: %s\n", err.msg);
        return NULL;
    }
    return d;
}

static void remove_db(char *path)
{
    if (on_pg()) {
        char sql[200], name[120];
        if (sscanf(path, "postgres:///%119[^?]", name) == 1) {
            snprintf(sql, sizeof sql, "DROP DATABASE IF EXISTS %s WITH (FORCE)", name);
            pg_admin(sql);
        }
        return;
    }
    char p[PATH_SIZE + 8];
    unlink(path);
    snprintf(p, sizeof p, "%s-wal", path);
    unlink(p);
    snprintf(p, sizeof p, "%s-shm", path);
    unlink(p);
}

static int count(db *d, const char *sql)
{
    sk_err e;
    sk_err_clear(&e);
    db_stmt *st = db_prep(d, sql, &e);
    int n = -1;
    if (st && db_step(st) == DB_ROW)
        n = db_col_int(st, 0);
    db_finalize(st);
    return n;
}

static void games(game_entry *v)
{
    game_table_rules t = {4, 48, 1};
    demogen_table(&t, 7, 1, 1, v);
    demogen_table(&t, 7, 1, 2, v + 48);
}

static void test_batches_stored(void)
{
    char path[PATH_SIZE];
    db *d = open_fresh(path);
    TH_CHECK(d != NULL);
    if (!d)
        return;
    game_entry v[96];
    games(v);
    size_t bad = 99;
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(db_games_import(d, 1, v, 96, &bad, NULL, NULL, &err), SK_OK);
    TH_EQ_STR(err.msg, "");
    TH_EQ_INT(count(d, "SELECT count(*) FROM games"), 96);
    TH_EQ_INT(count(d, "SELECT count(*) FROM games WHERE table_id = 2 AND game_no BETWEEN 1 AND 48"), 48);
    /* the 64th and 65th rows (batch edge) are games 16 and 17 of table 2 */
    char sql[200];
    snprintf(sql, sizeof sql, "SELECT count(*) FROM games WHERE table_id = 2 AND game_no = 17 "
             "AND passed = %d", v[64].passed);
    TH_EQ_INT(count(d, sql), 1);
    db_close(d);
    remove_db(path);
}

static void test_conflict_in_batch(void)
{
    char path[PATH_SIZE];
    db *d = open_fresh(path);
    TH_CHECK(d != NULL);
    if (!d)
        return;
    sk_err err;
    sk_err_clear(&err);
    TH_EQ_INT(db_exec(d, "INSERT INTO games(table_id, game_no, passed, hand, ouvert, schneider, "
                         "schwarz) VALUES (1, 40, 1, 0, 0, 0, 0)", &err), SK_OK);
    game_entry v[96];
    games(v);
    size_t bad = 0;
    sk_err_clear(&err);
    TH_EQ_INT(db_games_import(d, 1, v, 96, &bad, NULL, NULL, &err), SK_INVALID);
    TH_EQ_INT(bad, 39);
    TH_EQ_STR(err.msg, "game 40 of series 1 table 1 is already recorded: one entry per game number");
    TH_EQ_INT(count(d, "SELECT count(*) FROM games"), 1);
    db_close(d);
    remove_db(path);
}

int main(void)
{
    TH_SUITE("db_import");
    TH_RUN(test_batches_stored);
    TH_RUN(test_conflict_in_batch);
    return th_done();
}
