/* db_ids.h - global identities (schema/019_fed_ids.sql): the uid of a
 * player, tournament, league or league team, a player's federation member
 * number and publication consent.  What travels between databases is
 * named by these, never by a row id (docs/exchange-format.md).
 * Conventions (status, errors, ownership, transactions) as in db.h.
 */
#ifndef SK_DB_IDS_H
#define SK_DB_IDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"

/* What carries a uid. */
typedef enum db_uid_kind {
    DB_UID_PLAYER = 0,
    DB_UID_TOURNAMENT,
    DB_UID_LEAGUE,
    DB_UID_TEAM, /* a league team */
} db_uid_kind;

/* A uid: 32 lower-case hex digits and the NUL. */
#define DB_UID_LEN 32
typedef struct db_uid {
    char s[DB_UID_LEN + 1];
} db_uid;

/* The uid of row id of kind k into *out (SK_INVALID when there is no such
 * row). */
int db_uid_get(db *d, db_uid_kind k, int64_t id, db_uid *out, sk_err *err);

/* db_uid_get of each of league lid's teams ids[0..n) into out[i], in one
 * statement (a team not of the league: SK_INVALID as db_uid_get's). */
int db_uid_get_teams(db *d, int64_t lid, const int64_t *ids, size_t n, db_uid *out,
                     sk_err *err);

/* The row of kind k with that uid: *id, 0 when none. */
int db_uid_find(db *d, db_uid_kind k, const char *uid, int64_t *id, sk_err *err);

/* The name of the player or league team (k DB_UID_PLAYER or DB_UID_TEAM)
 * with uid, or of row id when uid is NULL: *name malloc'd, NULL when there
 * is none. */
int db_uid_name(db *d, db_uid_kind k, const char *uid, int64_t id, char **name, sk_err *err);

/* Give row id of kind k the uid (a uid of another row of that kind:
 * SK_INVALID, nothing changed). */
int db_uid_set(db *d, db_uid_kind k, int64_t id, const char *uid, sk_err *err);

/* A player's identity. */
typedef struct db_ident {
    int64_t id;
    db_uid uid;
    char *member;        /* federation member number (player_info.member_no,
                          * member_no_check form), NULL = none */
    bool publish;        /* agreed to be published by name */
} db_ident;

void db_idents_free(db_ident *v, size_t n);

/* Every player's identity, by id.  *out caller-owned (db_idents_free). */
int db_idents_all(db *d, db_ident **out, size_t *n, sk_err *err);

/* The player with a member number: db_player_by_member (db_day.h). */

/* The player named exactly name: *id, 0 when none. */
int db_player_by_name(db *d, const char *name, int64_t *id, sk_err *err);

/* Set player id's member number (member_no_check form; NULL: left as it
 * is; one another player has: SK_INVALID naming both) and consent. */
int db_player_set_member(db *d, int64_t id, const char *member, bool publish, sk_err *err);

#endif
