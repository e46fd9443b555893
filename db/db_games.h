/* db_games.h - the games of a Skat tournament: record, edit, delete,
 * list, stream, history and restore, Seeger totals (db_games.c).
 * Conventions (status, errors, ownership, transactions) as in db.h. */
#ifndef SK_DB_GAMES_H
#define SK_DB_GAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "db_seating.h"
#include "db_tournaments.h"
#include "entrycode.h"
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

/* The rows one write of a game works on (issue 38, the write context of
 * app/ops/wctx.h): read once inside the writer's transaction, then handed
 * back to db_game_store / db_game_remove, which store what they are handed
 * and read nothing again.  Judging the game is the caller's (the family's
 * check, app/core/family.h); the schema's CHECKs and triggers stay the
 * last line against a value that should never come. */
/* A link whose venue group the tournament is (a hub's match day,
 * sync_groups): the link and the group's venue number there. */
typedef struct db_game_link {
    int64_t link;
    int venue;
} db_game_link;

typedef struct db_game_rows {
    const db_tournament *t;  /* the tournament (not owned) */
    int series;              /* the series number */
    db_table table;          /* the table and its seats (names filled) */
    db_game *games;          /* its stored games, by game number, house fields read */
    size_t ngames;
    db_game_link *sync;      /* a venue group pulled from hubs: each link (its outbox) */
    size_t nsync;            /* and its venue number; none: 0 */
    bool hub;                /* a venue group at a hub whose league hands out venue codes */
    char code[ENTRYCODE_LEN + 1]; /* the table's entry code ("": none), read with the table:
                                     the phone's write checks it in the same context */
} db_game_rows;

/* Load the rows of table table_no of series series_no of tournament t in
 * two statements (the table with its seats, its entry code and the
 * federation's marks; its games).  An undrawn series or an unknown table: SK_INVALID (the
 * refusals of db_table_get).  *out caller-owned (db_game_rows_clear; it
 * keeps t, not owned), empty on error.  Call it inside the write's
 * transaction. */
int db_game_rows_load(db *d, const db_tournament *t, int series_no, int table_no,
                      db_game_rows *out, sk_err *err);
/* Only its first statement: the table, its seats, its entry code and the
 * federation's marks into *out (no games: a Schafkopf table's write
 * context reads its own, schwctx.h).  The same refusals. */
int db_game_table_load(db *d, const db_tournament *t, int series_no, int table_no,
                       db_game_rows *out, sk_err *err);
void db_game_rows_clear(db_game_rows *r);

/* Inside the caller's transaction: store game e (series, table: r's; its
 * game_no set) with the outcome o of the family's check, as a new game
 * (old NULL) or in place of old (one of r->games: its version goes to the
 * history, "edit").  Nothing is read or judged again.  The same values as
 * old: nothing is written and out->unchanged is set.  *out (may be NULL)
 * the game as stored (db_game_clear), its dealer the rotation's. */
int db_game_store(db *d, const db_game_rows *r, const game_entry *e, const rules_outcome *o,
                  const db_game *old, db_game *out, sk_err *err);

/* Inside the caller's transaction: delete the stored game old (one of a
 * db_game_rows' games); its version goes to the history ("delete"). */
int db_game_remove(db *d, const db_game *old, sk_err *err);

/* Delete one game; the old version goes to games_audit ("delete"). */
int db_game_delete(db *d, int64_t tid, int series_no, int table_no, int game_no, sk_err *err);

/* Games of one table (table_no >= 1) or a whole series (table_no 0), or of
 * the whole tournament (series_no 0), ordered by series, table, game.
 * *out caller-owned (db_games_free). */
int db_game_list(db *d, int64_t tid, int series_no, int table_no, db_game **out, size_t *n,
                 sk_err *err);
/* The same for tournament t as the caller loaded it (not read again). */
int db_game_list_of(db *d, const db_tournament *t, int series_no, int table_no, db_game **out,
                    size_t *n, sk_err *err);

/* The games of db_game_list(d, tid, series_no, 0), streamed: fn is called
 * once per game in (series, table, game) order with a game valid only
 * during the call; memory stays flat.  A status other than SK_OK from fn
 * stops the walk and is returned (fn sets err).  Used by `export xlsx`. */
typedef int (*db_game_fn)(void *arg, const db_game *g, sk_err *err);
int db_game_each(db *d, int64_t tid, int series_no, db_game_fn fn, void *arg, sk_err *err);

/* Inside the caller's transaction (the write context, app/ops/wctx.h):
 * the history entry of game game_no of r's table, audit_id (0: the most
 * recent entry of that game), with its house fields, into *out
 * (db_game_clear): out->id the entry's audit_id, 0 when there is no such
 * entry (then nothing else is set). */
int db_game_version(db *d, const db_game_rows *r, int game_no, int64_t audit_id, db_game *out,
                    sk_err *err);

/* Inside the caller's transaction: the game g as stored now (a version put
 * back through db_game_store) recorded in the history as "restore". */
int db_game_note_restore(db *d, const db_game *g, sk_err *err);

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
