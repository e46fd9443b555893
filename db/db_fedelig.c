/* db_fedelig.c - see db_fedelig.h */
#include "db_fedelig.h"
#include "db_internal.h"
#include "i18n.h"

#include <stdlib.h>

int db_fedelig_elsewhere(db *d, int64_t lid, int matchday, int64_t tid, int64_t pid,
                         char **group, char **team, sk_err *err)
{
    *group = *team = NULL;
    db_stmt *st = db_prep(d, "SELECT t.name, tm.name FROM seats x "
                             "  JOIN series s ON s.id = x.series_id "
                             "  JOIN league_venues g ON g.tournament_id = s.tournament_id "
                             "  JOIN league_matchdays m ON m.id = g.matchday_id "
                             "  JOIN tournaments t ON t.id = g.tournament_id "
                             "  LEFT JOIN team_members k ON k.player_id = x.player_id "
                             "       AND k.tournament_id = s.tournament_id "
                             "  LEFT JOIN teams tm ON tm.id = k.team_id "
                             " WHERE g.league_id = :lid AND m.number = :md "
                             "   AND g.tournament_id <> :tid AND x.player_id = :pid "
                             " ORDER BY t.name, tm.name LIMIT 1", err);
    if (!st)
        return SK_FAIL;
    db_bind_int(st, ":lid", lid);
    db_bind_int(st, ":md", matchday);
    db_bind_int(st, ":tid", tid);
    db_bind_int(st, ":pid", pid);
    int rc = db_step(st), r = SK_OK;
    if (rc == DB_ROW) {
        *group = db_col_str(st, 0);
        *team = db_col_str(st, 1);
    } else if (rc != DB_DONE) {
        r = db_sqlerr(d, err, "reading the seatings of the match day");
    }
    db_finalize(st);
    return r;
}
