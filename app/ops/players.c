/* players.c - see players.h. */
#include "players.h"

int ops_player_add(db *d, const char *name, int number, const char *club, int64_t *id, sk_err *err)
{
    return db_player_add(d, name, number, club, id, err);
}

int ops_player_update(db *d, const db_player *p, sk_err *err)
{
    return db_player_update(d, p, err);
}

int ops_player_remove(db *d, int64_t id, sk_err *err)
{
    return db_player_remove(d, id, err);
}
