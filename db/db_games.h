/* db_games.h - the games of a Skat tournament: record, edit, delete,
 * list, stream, history and restore, Seeger totals (db_games.c).
 * Conventions (status, errors, ownership, transactions) as in db.h. */
#ifndef SK_DB_GAMES_H
#define SK_DB_GAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "game.h"
#include "rules.h"

typedef struct db_game {
    int64_t id;
    game_entry e;        /* series, table_no, game_no, passed, declarer, g */
    int table_size;
    int dealer;          /* seat dealing this game */
    rules_outcome o;     /* re-evaluated by the rules engine (zero if passed) */
    char *entered;       /* UTC time "YYYY-MM-DDTHH:MM:SS.sssZ" */
    bool unchanged;      /* db_game_edit: the same values as stored: nothing written */
    int64_t queued;      /* ops at a federation hub: not written but queued for review
                            (app/ops/fedguard.h) as review #queued; 0 = written */
} db_game;

void db_game_clear(db_game *g);
void db_games_free(db_game *v, size_t n);

/* The score-sheet rows (sheet.h) of n stored games, for sheet_compute:
 * malloc'd (never NULL), caller frees. */
struct sheet_game *db_games_sheet(const db_game *games, size_t n);

/* Record one game of tournament tid.  e->game_no 0 = the next free game
 * number of that table (written back into e).  Checks, in one BEGIN
 * IMMEDIATE: the series/table exist (SK_INVALID), the table is not full,
 * no game with that number yet, then game_validate (game number within the
 * series length, declarer a seat and not the dealer at a 4-table, the
 * single-game rules).  *out (may be NULL) gets the stored game with its
 * outcome (caller db_game_clears). */
int db_game_add(db *d, int64_t tid, game_entry *e, db_game *out, sk_err *err);

/* Replace the game e->series/e->table_no/e->game_no (must exist) with e,
 * validated as above; the old version goes to games_audit ("edit").  The
 * same values as stored: nothing is written (no history entry) and
 * out->unchanged is set. */
int db_game_edit(db *d, int64_t tid, const game_entry *e, db_game *out, sk_err *err);

/* Delete one game; the old version goes to games_audit ("delete"). */
int db_game_delete(db *d, int64_t tid, int series_no, int table_no, int game_no, sk_err *err);

/* Games of one table (table_no >= 1) or a whole series (table_no 0), or of
 * the whole tournament (series_no 0), ordered by series, table, game.
 * *out caller-owned (db_games_free). */
int db_game_list(db *d, int64_t tid, int series_no, int table_no, db_game **out, size_t *n,
                 sk_err *err);

/* The games of db_game_list(d, tid, series_no, 0), streamed: fn is called
 * once per game in (series, table, game) order with a game valid only
 * during the call; memory stays flat.  A status other than SK_OK from fn
 * stops the walk and is returned (fn sets err).  Used by `export xlsx`. */
typedef int (*db_game_fn)(void *arg, const db_game *g, sk_err *err);
int db_game_each(db *d, int64_t tid, int series_no, db_game_fn fn, void *arg, sk_err *err);

/* Put back an earlier version of game game_no of table table_no, series
 * series_no: the history entry audit_id (0: the most recent entry of that
 * game).  A game recorded now is kept in the history ("edit"); the version
 * put back is recorded as "restore".  Refused (SK_INVALID, nothing
 * changed) when the entry is not of that game or equals the game as
 * recorded now.  *out (may be NULL) as db_game_add. */
int db_game_restore(db *d, int64_t tid, int series_no, int table_no, int game_no,
                    int64_t audit_id, db_game *out, sk_err *err);

typedef struct db_audit {
    int64_t audit_id;
    char *action;        /* "edit" or "delete" */
    char *changed;       /* UTC time of the change */
    db_game old;         /* the version before the change */
} db_audit;

void db_audits_free(db_audit *v, size_t n);

/* Audit entries of a series (table_no 0 = all tables; game_no 0 = all
 * games), oldest first.  Caller db_audits_free. */
int db_game_history(db *d, int64_t tid, int series_no, int table_no, int game_no,
                    db_audit **out, size_t *n, sk_err *err);

/* Tournament Seeger totals per player over all recorded games (declarer:
 * score +/-50; each other player of the table incl. a 4-table dealer:
 * +40/+30 per lost game).  Players seated in the tournament, ordered by
 * total desc, won desc, lost asc, id.  Caller frees *out. */
typedef struct db_player_total {
    int64_t player_id;
    int total;
    int won;
    int lost;
} db_player_total;
int db_seeger_totals(db *d, int64_t tid, db_player_total **out, size_t *n, sk_err *err);

#endif
