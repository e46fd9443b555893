/* db_subs.h - a seat's player changed from a given game on (issue 40,
 * `game sub`): store and read the substitutions (db_subs.c).  db/ stores,
 * app/ops/subs.h judges.  Conventions (status, errors, ownership,
 * transactions) as in db.h. */
#ifndef SK_DB_SUBS_H
#define SK_DB_SUBS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"

typedef struct db_sub {
    int series_no;
    int table_no;
    int seat;            /* 1..table size */
    int from_game;       /* 2.. */
    int64_t player_id;
    char *name;          /* the player's name */
} db_sub;

/* Free v[0..n) and their names.  v may be NULL. */
void db_subs_free(db_sub *v, size_t n);

/* The substitutions of tournament tid (series_no 0: every series), ordered
 * by series, table, seat, from_game.  *out caller-owned (db_subs_free);
 * SK_FAIL with err on a read error. */
int db_subs_list(db *d, int64_t tid, int series_no, db_sub **out, size_t *n, sk_err *err);

/* Store one substitution as handed (app/ops/subs.h judged it): from game
 * from_game on, player_id plays seat of table table_no of series
 * series_no of tid.  In one transaction (nested in the caller's if open).
 * SK_INVALID when the table is not in the series or a constraint refuses
 * the row (the same seat and game twice), nothing stored. */
int db_sub_store(db *d, int64_t tid, int series_no, int table_no, int seat, int from_game,
                 int64_t player_id, sk_err *err);

/* Whether tournament tid is a league's match-day venue group (*league),
 * and then the team of that league whose roster has player pid (*team, 0:
 * none) with its name (*team_name, malloc'd, NULL when none; caller
 * frees).  SK_FAIL with err on a read error. */
int db_sub_league_team(db *d, int64_t tid, int64_t pid, bool *league, int64_t *team,
                       char **team_name, sk_err *err);

#endif
