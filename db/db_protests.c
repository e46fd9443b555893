/* db_protests.c - see db_protests.h */
#include "db_protests.h"
#include "db_internal.h"
#include "db_rows.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void db_fed_protest_clear(db_fed_protest *p)
{
    if (p)
        SK_CLEAR(p, p->team, p->by_who, p->filed, p->reason, p->state, p->decided, p->decided_by,
                 p->decision);
}

void db_fed_protests_free(db_fed_protest *v, size_t n)
{
    SK_FREE_ARRAY(v, n, db_fed_protest_clear);
}

int db_fed_protest_add(db *d, int64_t gid, int64_t code_id, int64_t team_id, const char *by,
                       const char *at, const char *reason, int64_t *id, sk_err *err)
{
    return db_query_int(d, "INSERT INTO fed_protests (group_id, code_id, team_id, by_who, "
                           "filed, reason) VALUES (:gid, :code, :team, :by, :at, :reason) "
                           "RETURNING id",
                        DB_ARGS(DB_I(":gid", gid), DB_IN(":code", code_id),
                                DB_IN(":team", team_id), DB_S(":by", by), DB_S(":at", at),
                                DB_S(":reason", reason)),
                        id, NULL, "storing the protest", err);
}

#define PROTEST_COLS \
    "SELECT p.id, p.group_id, g.league_id, g.tournament_id, m.number, g.venue_no, t.name, " \
    "       p.by_who, p.filed, p.reason, p.state, p.decided, p.decided_by, p.decision, " \
    "       COALESCE(p.code_id, 0), COALESCE(p.team_id, 0) " \
    "  FROM fed_protests p JOIN league_venues g ON g.id = p.group_id " \
    "  JOIN league_matchdays m ON m.id = g.matchday_id " \
    "  LEFT JOIN league_teams t ON t.id = p.team_id "

static const db_field protest_fields[] = {
    DB_F_I64(db_fed_protest, id),         DB_F_I64(db_fed_protest, group_id),
    DB_F_I64(db_fed_protest, league_id),  DB_F_I64(db_fed_protest, tournament_id),
    DB_F_INT(db_fed_protest, matchday),   DB_F_INT(db_fed_protest, venue_no),
    DB_F_STR(db_fed_protest, team),       DB_F_STR(db_fed_protest, by_who),
    DB_F_STR(db_fed_protest, filed),      DB_F_STR(db_fed_protest, reason),
    DB_F_STR(db_fed_protest, state),      DB_F_STR(db_fed_protest, decided),
    DB_F_STR(db_fed_protest, decided_by), DB_F_STR(db_fed_protest, decision),
    DB_F_I64(db_fed_protest, code_id),    DB_F_I64(db_fed_protest, team_id)};
static const db_map protest_map = DB_MAP(db_fed_protest, protest_fields);

int db_fed_protests(db *d, int64_t lid, int matchday, bool open_only, db_fed_protest **out,
                    size_t *n, sk_err *err)
{
    return db_query_list(d, PROTEST_COLS
                         " WHERE g.league_id = :lid AND (:md = 0 OR m.number = :md) "
                         "   AND (:open = 0 OR p.state = 'open') ORDER BY p.id",
                         DB_ARGS(DB_I(":lid", lid), DB_I(":md", matchday),
                                 DB_I(":open", open_only ? 1 : 0)),
                         &protest_map, (void **)out, n, "reading the protests", err);
}

int db_fed_protest_get(db *d, int64_t id, db_fed_protest *out, sk_err *err)
{
    bool found;
    int rc = db_query_one(d, PROTEST_COLS " WHERE p.id = :id", DB_ARGS(DB_I(":id", id)),
                          &protest_map, out, &found, "reading the protests", err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("protest #%lld does not exist"), (long long)id);
    return rc;
}

int db_fed_protest_decide(db *d, int64_t id, const char *state, const char *at, const char *by,
                          const char *decision, sk_err *err)
{
    int64_t got;
    bool found;
    int rc = db_query_int(d, "UPDATE fed_protests SET state = :st, decided = :at, "
                             "decided_by = :by, decision = :why "
                             " WHERE id = :id AND state = 'open' RETURNING id",
                          DB_ARGS(DB_S(":st", state), DB_S(":at", at), DB_S(":by", by),
                                  DB_SN(":why", decision), DB_I(":id", id)),
                          &got, &found, "deciding the protest", err);
    if (rc == SK_OK && !found)
        rc = sk_err_set(err, SK_INVALID, _("protest #%lld is decided already"), (long long)id);
    return rc;
}
