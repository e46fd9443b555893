/* tournaments.h - the writes of a tournament and what belongs to it: creating,
 * choosing, closing, renaming and removing it; its teams, attendance, lots and
 * seasons, as every front end makes them.
 *
 * Every write goes through app/ops: the one place where a change meets
 * its history, audit and (for the federation) its outbox.  These pass to
 * db/ with the same arguments and meaning as the db_ functions they name
 * (see there for ownership and errors). */
#ifndef SK_OPS_TOURNAMENTS_H
#define SK_OPS_TOURNAMENTS_H

#include "db_tournaments.h"
#include "db_standings.h"
#include "db_evening.h"
#include "db_league.h"
#include "db_seating.h"

/* As db_tournament_create. */
int ops_tournament_create(db *d, const db_tournament *t, int64_t *id, sk_err *err);
/* As db_tournament_use. */
int ops_tournament_use(db *d, int64_t tid, sk_err *err);
/* As db_tournament_set_closed. */
int ops_tournament_set_closed(db *d, int64_t tid, bool closed, sk_err *err);
/* As db_tournament_rename. */
int ops_tournament_rename(db *d, int64_t tid, const char *name, sk_err *err);
/* As db_tournament_remove. */
int ops_tournament_remove(db *d, int64_t tid, sk_err *err);
/* As db_team_add. */
int ops_team_add(db *d, int64_t tid, const char *name, const int64_t *players, size_t n,
                 int64_t *id, sk_err *err);
/* As db_team_rename. */
int ops_team_rename(db *d, int64_t tid, const char *old, const char *name, sk_err *err);
/* As db_team_remove. */
int ops_team_remove(db *d, int64_t tid, const char *name, bool force, int *members, int *games,
                    sk_err *err);
/* As db_lot_record. */
int ops_lot_record(db *d, int64_t tid, int series_no, const int64_t *players, size_t n,
                   sk_err *err);
/* As db_attend_set. */
int ops_attend_set(db *d, int64_t tid, const int64_t *pids, size_t n, int from_series,
                   int series_count, int *froms, sk_err *err);
/* As db_attend_leave. */
int ops_attend_leave(db *d, int64_t tid, const int64_t *pids, size_t n, int after_series,
                     int series_count, sk_err *err);
/* As db_attend_remove. */
int ops_attend_remove(db *d, int64_t tid, const int64_t *pids, size_t n, sk_err *err);
/* As db_season_create. */
int ops_season_create(db *d, const db_season *s, int64_t *id, sk_err *err);
/* Add the tournaments names[0..n) to season sid, all or nothing. */
int ops_season_add_all(db *d, int64_t sid, const char *const *names, size_t n, sk_err *err);
/* As db_season_add. */
int ops_season_add(db *d, int64_t sid, const char *tournament, sk_err *err);
/* As db_series_undraw. */
int ops_series_undraw(db *d, int64_t tid, int series_no, sk_err *err);

#endif
