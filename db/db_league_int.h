/* db_league_int.h - the look-ups db_league.c, db_season.c and
 * db_leaguefix.c share (a league, a division, a team by name; a player
 * kept in step with a roster).
 * Private to those files. */
#ifndef SK_DB_LEAGUE_INT_H
#define SK_DB_LEAGUE_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db_internal.h"
#include "db_rows.h"

/* In a write transaction of its own: SK_INVALID by msg (the name) when
 * exists (a SELECT with :name = name) finds a row, else insert run with a
 * and *id (NULL: not wanted) the new row's id. */
int dbl_create_named(db *d, const char *exists, const char *name, const char *msg,
                     const char *insert, db_args a, const char *what, int64_t *id, sk_err *err);

/* The name of row id by sql (a one-column SELECT with :id = id) into buf,
 * "#id" when it cannot be read (for messages). */
int dbl_name_of(db *d, const char *sql, int64_t id, char *buf, size_t n);

/* The name of league lid into buf ("#lid" when it cannot be read). */
int dbl_league_name(db *d, int64_t lid, char *buf, size_t n);

/* Team id (and division id, 0 = none) of team `name` in league lid. */
int dbl_find_team(db *d, int64_t lid, const char *name, int64_t *id, int64_t *div, sk_err *err);

/* Division id of division `name` in league lid; SK_INVALID naming the
 * league when there is none. */
int dbl_find_division(db *d, int64_t lid, const char *name, int64_t *id, sk_err *err);

/* Put player pid into the tournament team of league team `team_id` in every
 * venue tournament where that team plays, of match day from_md on (0: all). */
int dbl_sync_member(db *d, int64_t team_id, int64_t pid, int from_md, sk_err *err);

#endif
