/* games.c - see games.h */
#include "games.h"
#include "db_tournaments.h"
#include "db_seating.h"
#include "db_games.h"
#include "db_import.h"

#include <string.h>

/* The table exists (its refusal otherwise), before anything is written. */
static int table_exists(db *d, const db_tournament *t, int series, int table_no, sk_err *err)
{
    db_table tab;
    int rc = db_table_get(d, t->id, series, table_no, &tab, err);
    if (rc == SK_OK)
        db_table_clear(&tab);
    return rc;
}

/* After a write: the table's sheet into *after, the game into *out. */
static int finish(db *d, const db_tournament *t, int series, int table_no, db_game *g,
                  db_game *out, ops_table_sheet *after, sk_err *err)
{
    int rc = after ? ops_table_sheet_load(d, t, series, table_no, after, err) : SK_OK;
    if (rc == SK_OK && out)
        *out = *g;
    else
        db_game_clear(g);
    return rc;
}

int ops_game_put(db *d, const db_tournament *t, game_entry *e, bool edit, db_game *out,
                 ops_table_sheet *after, sk_err *err)
{
    int rc = table_exists(d, t, e->series, e->table_no, err);
    if (rc != SK_OK)
        return rc;
    db_game g;
    rc = edit ? db_game_edit(d, t->id, e, &g, err) : db_game_add(d, t->id, e, &g, err);
    if (rc != SK_OK)
        return rc;
    return finish(d, t, e->series, e->table_no, &g, out, after, err);
}

int ops_game_restore(db *d, const db_tournament *t, int series, int table_no, int game_no,
                     int64_t audit_id, db_game *out, ops_table_sheet *after, sk_err *err)
{
    int rc = table_exists(d, t, series, table_no, err);
    if (rc != SK_OK)
        return rc;
    db_game g;
    rc = db_game_restore(d, t->id, series, table_no, game_no, audit_id, &g, err);
    if (rc != SK_OK)
        return rc;
    return finish(d, t, series, table_no, &g, out, after, err);
}

int ops_game_delete(db *d, const db_tournament *t, int series, int table_no, int game_no,
                    ops_table_sheet *after, sk_err *err)
{
    int rc = db_game_delete(d, t->id, series, table_no, game_no, err);
    if (rc == SK_OK && after)
        rc = ops_table_sheet_load(d, t, series, table_no, after, err);
    return rc;
}
