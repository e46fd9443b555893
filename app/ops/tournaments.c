/* tournaments.c - see tournaments.h. */
#include "tournaments.h"
#include "outbox.h"

int ops_tournament_create(db *d, const db_tournament *t, int64_t *id, sk_err *err)
{
    return db_tournament_create(d, t, id, err);
}

int ops_tournament_use(db *d, int64_t tid, sk_err *err)
{
    return db_tournament_use(d, tid, err);
}

int ops_tournament_set_closed(db *d, int64_t tid, bool closed, sk_err *err)
{
    return db_tournament_set_closed(d, tid, closed, err);
}

int ops_tournament_rename(db *d, int64_t tid, const char *name, sk_err *err)
{
    return db_tournament_rename(d, tid, name, err);
}

int ops_tournament_remove(db *d, int64_t tid, sk_err *err)
{
    return db_tournament_remove(d, tid, err);
}

int ops_team_add(db *d, int64_t tid, const char *name, const int64_t *players, size_t n,
                 int64_t *id, sk_err *err)
{
    return db_team_add(d, tid, name, players, n, id, err);
}

int ops_team_rename(db *d, int64_t tid, const char *old, const char *name, sk_err *err)
{
    return db_team_rename(d, tid, old, name, err);
}

int ops_team_remove(db *d, int64_t tid, const char *name, bool force, int *members, int *games,
                    sk_err *err)
{
    return db_team_remove(d, tid, name, force, members, games, err);
}

int ops_lot_record(db *d, int64_t tid, int series_no, const int64_t *players, size_t n, sk_err *err)
{
    return db_lot_record(d, tid, series_no, players, n, err);
}

int ops_attend_set(db *d, int64_t tid, const int64_t *pids, size_t n, int from_series,
                   int series_count, int *froms, sk_err *err)
{
    return db_attend_set(d, tid, pids, n, from_series, series_count, froms, err);
}

int ops_attend_leave(db *d, int64_t tid, const int64_t *pids, size_t n, int after_series,
                     int series_count, sk_err *err)
{
    return db_attend_leave(d, tid, pids, n, after_series, series_count, err);
}

int ops_attend_remove(db *d, int64_t tid, const int64_t *pids, size_t n, sk_err *err)
{
    return db_attend_remove(d, tid, pids, n, err);
}

int ops_season_create(db *d, const db_season *s, int64_t *id, sk_err *err)
{
    return db_season_create(d, s, id, err);
}

int ops_season_add(db *d, int64_t sid, const char *tournament, sk_err *err)
{
    return db_season_add(d, sid, tournament, err);
}

int ops_series_undraw(db *d, int64_t tid, int series_no, sk_err *err)
{
    /* at a venue: the undrawn seating into the outbox, same transaction */
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    rc = db_series_undraw(d, tid, series_no, err);
    if (rc == SK_OK)
        rc = ops_outbox_seating_id(d, tid, series_no, err);
    return db_finish(d, rc, err);
}
int ops_season_add_all(db *d, int64_t sid, const char *const *names, size_t n, sk_err *err)
{
    int rc = db_begin(d, err);
    for (size_t i = 0; rc == SK_OK && i < n; i++)
        rc = db_season_add(d, sid, names[i], err);
    return db_finish(d, rc, err);
}
