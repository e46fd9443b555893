/* playername.h - player names as people type them: a likely duplicate
 * (differing only in case or Unicode form) and look-ups that ignore case
 * and form (keys from app/io/namekey). */
#ifndef SK_PLAYERNAME_H
#define SK_PLAYERNAME_H

#include "db_players.h"

/* *other (malloc'd, caller frees) = the name of a player other than
 * exclude_id (0: none) whose name has the same key as name, NULL when
 * there is none. */
int playername_similar(db *d, const char *name, int64_t exclude_id, char **other, sk_err *err);

/* May a player (other than exclude_id, 0: none) be called name?  Refused
 * (SK_INVALID naming the other player): a name that only looks different
 * from another player's, by an invisible character or the kind of space
 * (always); a name that differs from another's only in case or Unicode
 * form, a likely duplicate (unless allow_similar). */
int playername_check(db *d, const char *name, int64_t exclude_id, bool allow_similar,
                     sk_err *err);

/* A player by exact name, by start number, or else by a name equal up to
 * case and Unicode form (when exactly one player has it; several:
 * SK_INVALID naming them).  Errors otherwise as db_player_find.  *out
 * caller-owned (db_player_clear). */
int playername_find(db *d, const char *key, db_player *out, sk_err *err);

#endif
