/* db_pstate.c - see db_pstate.h. */
#include "db_internal.h"
#include "db_pstate.h"
#include "db_rows.h"
#include "i18n.h"

#include <stdio.h>
#include <string.h>

int db_player_state_set(db *d, int64_t pid, const char *state, sk_err *err)
{
    return db_run(d, "UPDATE players SET state = :s WHERE id = :id",
                  DB_ARGS(DB_S(":s", state), DB_I(":id", pid)), "storing the player's state", err);
}

static const db_field ps_fields[] = {DB_F_I64(db_pstate, id), DB_F_TEXT(db_pstate, state)};
static const db_map ps_map = DB_MAP(db_pstate, ps_fields);

int db_player_states(db *d, db_pstate **out, size_t *n, sk_err *err)
{
    return db_query_list(d, "SELECT id, state FROM players WHERE state IS NOT NULL ORDER BY id",
                         DB_NOARGS, &ps_map, (void **)out, n,
                         "reading the players' states", err);
}

int db_player_state_get(db *d, int64_t pid, char out[3], sk_err *err)
{
    db_pstate row;
    bool found = false;
    int rc = db_query_one(d, "SELECT id, state FROM players WHERE id = :id AND state IS NOT NULL",
                          DB_ARGS(DB_I(":id", pid)), &ps_map, &row, &found,
                          "reading the player's state", err);
    snprintf(out, 3, "%s", rc == SK_OK && found ? row.state : "");
    return rc;
}
