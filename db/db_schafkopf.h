/* db_schafkopf.h - the games of a Schafkopf list (table sch_games, schema
 * 005).  The caller (app/ops/schwctx) numbers, validates and scores a game
 * with the core; this module stores the game as handed with its per-seat
 * results and reads it back.  Conventions as db.h. */
#ifndef SK_DB_SCHAFKOPF_H
#define SK_DB_SCHAFKOPF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "db_tournaments.h"
#include "schgame.h"

typedef struct db_sch_game {
    int64_t id;
    int series, table_no, game_no;   /* game_no 0 on put: the next free one */
    sch_game g;                      /* as entered (normalized) */
    long long pts[SCH_SEATS];        /* the list entry per seat */
    bool zero_sum;                   /* false only in a plus-only list */
    bool won;
    int solo_won_by;                 /* 0 none */
    char *entered;                   /* read only; NULL on put */
} db_sch_game;

void db_sch_games_free(db_sch_game *v, size_t n);

/* Inside the caller's transaction (app/ops/schwctx.h, the write context
 * of a Schafkopf game): store game r (its game_no set, scored) at table
 * row table_id, as a new game (edit false) or in place of the stored game
 * of that number (edit true; the old version kept in sch_games_audit).
 * Nothing is read or judged: the caller numbered and checked it.  SK_FAIL
 * on database trouble. */
int db_sch_game_store(db *d, int64_t table_id, const db_sch_game *r, bool edit, sk_err *err);

/* Inside the caller's transaction: delete game game_no of table row
 * table_id (kept in sch_games_audit); the caller knows it is recorded. */
int db_sch_game_remove(db *d, int64_t table_id, int game_no, sk_err *err);

/* The games of a table (table_no >= 1), a series (table_no 0) or the whole
 * tournament (series_no 0), ordered by series, table, game.  *out
 * caller-owned (db_sch_games_free). */
int db_sch_game_list(db *d, int64_t tid, sch_family fam, int series_no, int table_no,
                     db_sch_game **out, size_t *n, sk_err *err);

/* What the standings need of a table's list, added up by the database:
 * the games recorded, each seat's results and won solos (stored per game
 * when it was recorded; `check` scores them again). */
typedef struct db_sch_table_sum {
    int64_t table_id;            /* the tables row (db_table.id) */
    int games;
    long long pts[SCH_SEATS];
    int solos[SCH_SEATS];
} db_sch_table_sum;

/* The sums of every table with games of series series_no of tournament
 * tid, ordered by table_id (a table without games has none).  *out
 * caller-owned (free). */
int db_sch_table_sums(db *d, int64_t tid, int series_no, db_sch_table_sum **out, size_t *n,
                      sk_err *err);

/* The old versions of edited and deleted games of a series (table_no 0:
 * all; game_no 0: all), oldest first: v[i].entered holds the time of the
 * change, action[i] "edit" or "delete" (malloc'd; free each and the
 * array with db_sch_history_free). */
int db_sch_history(db *d, int64_t tid, sch_family fam, int series_no, int table_no, int game_no,
                   db_sch_game **v, char ***action, size_t *n, sk_err *err);
void db_sch_history_free(db_sch_game *v, char **action, size_t n);

#endif
