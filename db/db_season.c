/* db_season.c - the SQL of club championship seasons (db_league.h); a
 * league's venue groups in db_league.c. */
#include "db_internal.h"
#include "i18n.h"
#include "db_league.h"
#include "db_league_int.h"
#include "db_rows.h"
#include "league.h"
#include "text.h"
#include "db_players.h"
#include "db_tournaments.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- seasons ---- */

void db_season_clear(db_season *s)
{
    if (s)
        SK_CLEAR(s, s->name);
}

int db_season_create(db *d, const db_season *s, int64_t *id, sk_err *err)
{
    if (text_name_check(_("season name"), s->name, err) != SK_OK)
        return SK_INVALID;
    if (league_season_best_check(s->best, err) != SK_OK)
        return SK_INVALID;
    /* best N together with average: refused by the schema's CHECK (the
     * CLI's option table already keeps --best and --average apart) */
    return dbl_create_named(d, "SELECT id FROM seasons WHERE name = :name", s->name,
                            _("season '%s' already exists"),
                            "INSERT INTO seasons (name, kind, best, average) "
                            "VALUES (:name, 'championship', :best, :average)",
                            DB_ARGS(DB_S(":name", s->name), DB_IN(":best", s->best),
                                    DB_I(":average", s->average ? 1 : 0)),
                            "creating the season", id, err);
}

static const db_field season_fields[] = {DB_F_I64(db_season, id), DB_F_STR(db_season, name),
                                         DB_F_INT(db_season, best),
                                         DB_F_BOOL(db_season, average)};
static const db_map season_map = DB_MAP(db_season, season_fields);

int db_season_find(db *d, const char *name, db_season *out, sk_err *err)
{
    bool found;
    int rc = db_query_one(d, "SELECT id, name, coalesce(best, 0), average FROM seasons "
                             "WHERE name = :name",
                          DB_ARGS(DB_S(":name", name)), &season_map, out, &found,
                          "reading seasons", err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("season '%s' does not exist"), name);
    return rc;
}

int db_season_add(db *d, int64_t sid, const char *tournament, sk_err *err)
{
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_tournament t;
    memset(&t, 0, sizeof t);
    rc = db_tournament_find(d, tournament, &t, err);
    if (rc == SK_OK) {
        int64_t one;
        bool found;
        rc = db_query_int(d, "SELECT 1 FROM season_tournaments WHERE season_id = :sid "
                             "AND tournament_id = :id",
                          DB_ARGS(DB_I(":sid", sid), DB_I(":id", t.id)), &one, &found, "reading",
                          err);
        if (rc == SK_OK && found)
            rc = sk_err_set(err, SK_INVALID, _("tournament '%s' is already part of this season"),
                            t.name);
    }
    if (rc == SK_OK) {
        rc = db_run(d, "INSERT INTO season_tournaments (season_id, tournament_id, "
                       "position) SELECT :sid, :id, coalesce(max(position), 0) + 1 "
                       "FROM season_tournaments WHERE season_id = :sid",
                    DB_ARGS(DB_I(":sid", sid), DB_I(":id", t.id)), "attaching the tournament",
                    err);
    }
    db_tournament_clear(&t);
    return db_finish(d, rc, err);
}

int db_season_tournaments(db *d, int64_t sid, db_tournament **out, size_t *n, sk_err *err)
{
    db_stmt *st = db_prep_args(d,
                               "SELECT u.id, u.name, u.date, u.series_count, u.games4, "
                               "u.games3, u.first_dealer FROM season_tournaments s "
                               "JOIN tournaments u ON u.id = s.tournament_id "
                               "WHERE s.season_id = :sid ORDER BY s.position",
                               DB_ARGS(DB_I(":sid", sid)), err);
    return db_tournaments_collect(d, st, out, n, "reading the season's tournaments", err);
}

int db_league_is_venue(db *d, int64_t tid, bool *venue, sk_err *err)
{
    int64_t one;
    return db_query_int(d, "SELECT 1 FROM league_venues WHERE tournament_id = :tid",
                        DB_ARGS(DB_I(":tid", tid)), &one, venue,
                        "reading the league venue groups", err);
}
