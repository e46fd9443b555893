/* db.h - the skatsheet database (all SQL lives in db/).
 *
 * A SQLite file with the schema of schema/NNN_*.sql (embedded, applied in
 * order, version in PRAGMA user_version, PRAGMA application_id marks a
 * skatsheet file).  Every connection: WAL, foreign_keys=ON, busy_timeout
 * 10 s.  Every write runs in BEGIN IMMEDIATE.
 *
 * Conventions:
 *  - Functions return SK_OK, SK_FAIL (database/IO trouble) or SK_INVALID
 *    (the input breaks a rule: unknown name, duplicate, impossible game...),
 *    and fill the caller-owned sk_err with a message naming field and rule.
 *    On any error a write function has changed nothing.
 *  - Strings in structs returned to the caller are malloc'd and owned by the
 *    caller: free them with the matching *_clear / *_free function.
 *  - Write functions open their own BEGIN IMMEDIATE transaction, or join the
 *    caller's one opened with db_begin (transactions nest: only the
 *    outermost db_commit commits; a failure inside marks the whole
 *    transaction failed, so the outermost db_commit rolls back).
 */
#ifndef SK_DB_H
#define SK_DB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "rules.h"
#include "util.h"

typedef struct db db;

/* The application_id of a skatsheet database ("SKAT"). */
#define DB_APPLICATION_ID 0x534b4154

/* ---- open, create, transactions (db.c) ---- */

/* Create a new database at path with the current schema (skatsheet init).
 * Refuses (SK_FAIL) when the file already exists.  *out is owned by the
 * caller: db_close it. */
int db_create(const char *path, db **out, sk_err *err);

/* Open an existing database.  Refuses (SK_FAIL, *out NULL) a missing file
 * ("database FILE does not exist": the front end adds how to make one), a file that
 * is not a skatsheet database, and a schema newer than this program knows;
 * migrates an older schema in one transaction.  Caller db_closes *out. */
int db_open(const char *path, db **out, sk_err *err);

/* Close (NULL is fine).  Rolls back an open transaction. */
void db_close(db *d);

/* Schema version of this program (highest embedded migration) and of d. */
int db_schema_latest(void);
int db_schema_version(db *d);

/* Begin a write transaction (BEGIN IMMEDIATE when none is open, else
 * nested).  SK_FAIL when the database stays locked past the busy timeout. */
int db_begin(db *d, sk_err *err);
/* End the transaction opened by the matching db_begin.  The outermost
 * commit commits; when anything inside failed (db_fail or a failing write
 * function) it rolls back and returns SK_FAIL (err set if still clear). */
int db_commit(db *d, sk_err *err);
/* Abandon the transaction of the matching db_begin: at the outermost level
 * it rolls back now; at an inner level it marks the whole transaction
 * failed (the outermost db_commit then rolls back and returns SK_FAIL). */
void db_rollback(db *d);

/* ---- players (db_players.c) ---- */

typedef struct db_player {
    int64_t id;
    char *name;        /* UTF-8 */
    int number;        /* start number, 0 = none */
    char *club;        /* NULL = none */
    bool active;
} db_player;

void db_player_clear(db_player *p);
void db_players_free(db_player *v, size_t n);

/* Add a player.  name must be valid UTF-8, non-empty, no surrounding
 * spaces; number 0 = none; club NULL or "" = none.  Duplicate name or
 * start number: SK_INVALID.  *id (may be NULL) gets the new id. */
int db_player_add(db *d, const char *name, int number, const char *club, int64_t *id,
                  sk_err *err);

/* All players ordered by start number (players without one last), then
 * name.  active_only limits to active players.  *out caller-owned
 * (db_players_free); *n its length. */
int db_player_list(db *d, bool active_only, db_player **out, size_t *n, sk_err *err);

/* The players in a team of tournament tid (team_members), in the order of
 * db_player_list; active_only limits to active players.  *out
 * caller-owned (db_players_free); *n its length (0 when tid has no teams). */
int db_player_list_team_members(db *d, int64_t tid, bool active_only, db_player **out,
                                size_t *n, sk_err *err);

/* Find one player by exact name, or by start number when key is all
 * digits and no player has that name.  Not found: SK_INVALID ("player
 * 'X' does not exist").  *out caller-owned (db_player_clear). */
int db_player_find(db *d, const char *key, db_player *out, sk_err *err);
int db_player_get(db *d, int64_t id, db_player *out, sk_err *err);

/* Replace name/number/club/active of player p->id (all fields written).
 * Same rules as db_player_add. */
int db_player_update(db *d, const db_player *p, sk_err *err);

/* Delete a player.  Refused (SK_INVALID) while the player has games
 * (seated at a table with recorded games) or is seated in any series. */
int db_player_remove(db *d, int64_t id, sk_err *err);

/* Number of games recorded at tables where the player sits. */
int db_player_game_count(db *d, int64_t id, int *count, sk_err *err);

/* ---- tournaments (db_tournaments.c) ---- */

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

/* ---- series, tables, seats (db_seating.c) ---- */

typedef struct db_seat {
    int seat;            /* 1..size */
    int64_t player_id;
    char *name;          /* filled by reads */
    int number;          /* start number, 0 = none */
    char *club;          /* NULL = none */
} db_seat;

typedef struct db_table {
    int64_t id;          /* filled by reads */
    int table_no;        /* 1.. */
    int size;            /* 3 or 4 */
    db_seat seats[4];    /* seats[i].seat == i + 1 */
} db_table;

typedef struct db_series {
    int64_t id;
    int64_t tournament_id;
    int series_no;
    char *method;        /* "random", "seeded" or "manual" */
    bool has_seed;
    uint64_t seed;
    size_t ntables;
    db_table *tables;    /* ordered by table_no */
} db_series;

void db_series_clear(db_series *s);

/* Store the seating of series series_no of tournament tid: tables[i] with
 * table_no, size and seats[0..size-1].player_id (names are ignored).
 * Replaces an earlier seating of that series, refused (SK_INVALID) when
 * that series already has games.  Checks: series_no within the
 * tournament's series count, table numbers unique, sizes 3/4, a player at
 * most once, players exist.  method "random"/"seeded"/"manual"; seed used
 * when has_seed. */
int db_series_store(db *d, int64_t tid, int series_no, const char *method, bool has_seed,
                    uint64_t seed, const db_table *tables, size_t ntables, sk_err *err);

/* Set err to SK_INVALID "series N has not been drawn: seat it with ..."
 * (the one wording of that refusal) and return SK_INVALID. */
int db_err_undrawn(sk_err *err, int series_no);

/* Read a series with its tables and seats (names filled).  Not drawn yet:
 * SK_INVALID ("series N has not been drawn").  *out caller-owned
 * (db_series_clear). */
int db_series_get(db *d, int64_t tid, int series_no, db_series *out, sk_err *err);

/* Series numbers of tid that have a seating, ascending.  *nos malloc'd. */
int db_series_numbers(db *d, int64_t tid, int **nos, size_t *n, sk_err *err);

/* One table of a series (seats with names).  Unknown: SK_INVALID. */
int db_table_get(db *d, int64_t tid, int series_no, int table_no, db_table *out, sk_err *err);
void db_table_clear(db_table *t);

/* Team per player for tournament tid, for --separate team: *team_ids[i]
 * is the team id of player_ids[i], 0 when the player has no team.
 * *team_ids malloc'd (n entries). */
int db_team_of_players(db *d, int64_t tid, const int64_t *player_ids, size_t n,
                       int64_t **team_ids, sk_err *err);

/* ---- games (db_games.c) ---- */

typedef struct db_game {
    int64_t id;
    game_entry e;        /* series, table_no, game_no, passed, declarer, g */
    int table_size;
    int dealer;          /* seat dealing this game */
    rules_outcome o;     /* re-evaluated by the rules engine (zero if passed) */
    char *entered;       /* UTC time "YYYY-MM-DDTHH:MM:SS.sssZ" */
    bool unchanged;      /* db_game_edit: the same values as stored: nothing written */
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

/* The size (3 or 4) of table table_no of series series_no, without its
 * seats (a light look-up for bulk paths).  SK_INVALID with the refusal of
 * db_table_get when the series is not drawn or has no such table.
 * (db_import.c) */
int db_table_size(db *d, int64_t tid, int series_no, int table_no, int *size, sk_err *err);

/* Record the games v[0..n-1] of tournament tid, all or nothing, in one
 * BEGIN IMMEDIATE transaction (or the caller's): fast bulk path for
 * `import games` (tables looked up once per run of one table, one prepared
 * INSERT reused).  Each game is validated as by db_game_add (table exists,
 * game_validate; a game number already recorded, or twice in v, is
 * refused by the database's UNIQUE constraint).  game_no must be given.
 * On error nothing is stored, *bad (may be NULL) gets the index of the
 * offending game and err the reason.  progress (may be NULL) is called
 * every 4096 games with the number done.  (db_import.c) */
int db_games_import(db *d, int64_t tid, const game_entry *v, size_t n, size_t *bad,
                    void (*progress)(size_t done, size_t total, void *ud), void *ud,
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
