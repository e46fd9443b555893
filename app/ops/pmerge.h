/* pmerge.h - one person recorded twice (issue 40): merge two players'
 * records into one, undo a merge, and list the records that may be one
 * person.  Judges what db_merge.h stores.  Errors as in util.h: SK_INVALID
 * with a message naming the players and the rule; nothing is changed by a
 * refusal. */
#ifndef SK_OPS_PMERGE_H
#define SK_OPS_PMERGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db_players.h"

/* A player by name, start number (playername_find) or member number (in
 * any form a member list gives it).  *out caller-owned (db_player_clear);
 * not found: SK_INVALID as playername_find words it. */
int ops_player_lookup(db *d, const char *key, db_player *out, sk_err *err);

/* The record a player's rows live in: *id, when merged into another
 * (and that one on), replaced by the one it went into; *followed (may
 * be NULL) whether it was.  An id of 0 stays 0. */
int ops_player_live(db *d, int64_t *id, bool *followed, sk_err *err);

/* Merge player b into player a in one transaction (db_player_merge):
 * b's seats, check-ins, attendance, registrations, teams, fees, lots and
 * roster places become a's, b is marked merged into a.  Refused: a and b
 * the same, either already merged into another, both seated in one
 * series (they cannot be one person), two different member numbers, a
 * row both have (one team, one attendance ... of a tournament).  *moved
 * (may be NULL) gets the number of rows moved. */
int ops_player_merge(db *d, int64_t a, int64_t b, int64_t *moved, sk_err *err);

/* Undo the merge of player b: what it moved goes back to b.  Refused: b
 * not merged; the player b went into merged into another since (undo
 * that first).  *into (may be NULL) the player b had gone into. */
int ops_player_unmerge(db *d, int64_t b, int64_t *into, sk_err *err);

/* Two records that may be one person. */
typedef struct ops_suspect {
    db_player a, b;
    const char *why; /* untranslated msgid: translate where shown */
} ops_suspect;

/* Every pair of players (not merged) whose names are equal up to case
 * and Unicode form, without two different member numbers, and not seated
 * in one series together.  *out caller-owned (ops_suspects_free). */
int ops_player_suspects(db *d, ops_suspect **out, size_t *n, sk_err *err);
void ops_suspects_free(ops_suspect *v, size_t n);

#endif
