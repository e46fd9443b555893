/* db_tournaments.h - tournaments: create, find (the default one), use, close,
 * rename, what a removal takes, remove (db_tournaments.c).
 * Conventions (status, errors, ownership, transactions) as in db.h. */
#ifndef SK_DB_TOURNAMENTS_H
#define SK_DB_TOURNAMENTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "game.h"

typedef struct db_tournament {
    int64_t id;
    char *name;
    char *date;         /* "YYYY-MM-DD" or NULL */
    int series_count;   /* number of series (default 1) */
    int games4;         /* games per series at a 4-table (default 48) */
    int games3;         /* games per series at a 3-table (default 36) */
    int first_dealer;   /* seat dealing game 1 (default 1) */
    bool closed;        /* finished: no writes, never the default */
    bool chosen;        /* the default chosen with `tournament use` */
    char *game;         /* "skat" (NULL reads as skat), "schafkopf-wendisch", "schafkopf" */
    char *rules;        /* Schafkopf: the canonical settings text (schset.h); NULL for Skat */
    char *house;        /* Skat: the house-rule preset (house.h: isko, club, pub); NULL = isko */
    char *house_settings; /* Skat: every setting (houseset.h text) on top of the preset; NULL = none */
} db_tournament;

void db_tournament_clear(db_tournament *t);
void db_tournaments_free(db_tournament *v, size_t n);
/* Defaults: series_count 1, games4 48, games3 36, first_dealer 1, no date. */
void db_tournament_defaults(db_tournament *t);

/* Create a tournament.  Checks: name UTF-8 non-empty and unique, date a
 * real YYYY-MM-DD, games4 a multiple of 4, games3 of 3, first_dealer 1..4;
 * game and rules as given (a Schafkopf game needs its rules text).
 * *id (may be NULL) gets the new id. */
int db_tournament_create(db *d, const db_tournament *t, int64_t *id, sk_err *err);

/* All tournaments in creation order.  Caller frees (db_tournaments_free). */
int db_tournament_list(db *d, db_tournament **out, size_t *n, sk_err *err);

/* name given: that tournament (SK_INVALID when unknown).  name NULL: the
 * default: the one chosen with db_tournament_use, else the only one not
 * closed, else (for reading) the most recent one not closed, or the most
 * recent one when all are closed (SK_INVALID when there is none).
 * *out caller-owned (db_tournament_clear). */
int db_tournament_find(db *d, const char *name, db_tournament *out, sk_err *err);
/* The same, and *open the number of tournaments not closed, read in the
 * same statement, when name is NULL and none is chosen (else 0). */
int db_tournament_find_open(db *d, const char *name, db_tournament *out, size_t *open,
                            sk_err *err);

/* The tournament a write goes to: as db_tournament_find, but never a
 * guess: name NULL with no chosen default and several tournaments open is
 * refused (SK_USAGE, the list and how to choose); a closed tournament is
 * refused (SK_INVALID, how to reopen it). */
int db_tournament_find_write(db *d, const char *name, db_tournament *out, sk_err *err);

/* Make tid the default tournament (0: none).  Caller checks it is open. */
int db_tournament_use(db *d, int64_t tid, sk_err *err);
/* Close (no writes; no longer the default) or reopen tid. */
int db_tournament_set_closed(db *d, int64_t tid, bool closed, sk_err *err);
/* Rename tid (same rules as a new name; unique). */
int db_tournament_rename(db *d, int64_t tid, const char *name, sk_err *err);
/* Store the house-rule preset and settings text (houseset.h, validated by
 * the caller) of Skat tournament tid, in one write that first checks that no
 * game is recorded: SK_INVALID naming the count otherwise (the games would
 * be scored under two rule sets), nothing changed. */
int db_tournament_set_house(db *d, int64_t tid, const char *preset, const char *settings,
                            sk_err *err);

/* What a tournament holds, to say what a removal would take with it. */
typedef struct db_contents {
    int series;       /* drawn series */
    int games;        /* recorded games */
    int teams;
    int attendance;   /* players marked present */
    int venue;        /* 1: a league venue group (removed with its match day) */
    int seasons;      /* club championship seasons it belongs to */
} db_contents;
int db_tournament_contents(db *d, int64_t tid, db_contents *c, sk_err *err);
/* Remove tid with its series, seats, games, history, teams, lots and
 * attendance, and drop it from seasons.  The caller refuses a league
 * venue group and asks for --force first. */
int db_tournament_remove(db *d, int64_t tid, sk_err *err);

/* The table rules (size, series length, first dealer) of a table size in t. */
void db_tournament_table_rules(const db_tournament *t, int table_size, game_table_rules *out);

/* Can the same dealer deal two games running at t's tables (house rules
 * with ramsch_grand_hand_uses_game off: its family's dealer_can_stay,
 * family.h)?  Then the rotation is not every game's dealer and the writes
 * check the 4-table dealer by the house replay (game_validate_house_dealt).
 * For the writes, which read the row inside their transaction; a loaded
 * tournament (app/ops/tour.h) asks its rules. */
bool db_tournament_dealer_can_stay(const db_tournament *t);

#endif
