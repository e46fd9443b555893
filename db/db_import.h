/* db_import.h - the bulk path of `import games` (db_import.c).
 * Conventions (status, errors, ownership, transactions) as in db.h. */
#ifndef SK_DB_IMPORT_H
#define SK_DB_IMPORT_H

#include <stddef.h>
#include <stdint.h>

#include "db.h"
#include "game.h"

/* Every table of tournament tid, in no order: fn(ud, series_no, table_no,
 * size, bad), size 3 or 4 and bad NULL, or size 0 and bad the refusal of
 * the stored size ("database value out of range: ...") for a caller to
 * report when the table is used. */
typedef void (*db_table_each_fn)(void *ud, int series_no, int table_no, int size,
                                 const sk_err *bad);
int db_tournament_tables(db *d, int64_t tid, db_table_each_fn fn, void *ud, sk_err *err);

/* has[s] = true for each series s (0 <= s < n) of tournament tid with at
 * least one game recorded, false for the others. */
int db_series_with_games(db *d, int64_t tid, bool *has, int n, sk_err *err);

/* Record the games v[0..n-1] of tournament tid, all or nothing, in one
 * BEGIN IMMEDIATE transaction (or the caller's): fast bulk path for
 * `import games` (tables looked up once per run of one table, one prepared
 * INSERT reused).  Each game is validated as by db_game_add (table exists,
 * game_validate; a game number already recorded, or twice in v, is
 * refused by the database's UNIQUE constraint).  game_no must be given.
 * On error nothing is stored, *bad (may be NULL) gets the index of the
 * offending game and err the reason.  progress (may be NULL) is called
 * every 4096 games with the number done. */
int db_games_import(db *d, int64_t tid, const game_entry *v, size_t n, size_t *bad,
                    void (*progress)(size_t done, size_t total, void *ud), void *ud,
                    sk_err *err);

/* The same as steps, for a caller that hands the games over as they come
 * (ops_import_games' reader thread): begin (a BEGIN IMMEDIATE transaction,
 * or the caller's), add any number of times (each call validates and
 * stores v[0..n-1] as db_games_import does; on error *bad gets the index
 * into v), then end: keep true commits (the caller's transaction: ends
 * this level), false rolls back (err may then be NULL).  While a session
 * is open the games triggers that re-check every row for other writers
 * are dropped inside the transaction (db_import.c says why this is safe);
 * end creates them again, whatever happened. */
typedef struct db_games_bulk db_games_bulk;
int db_games_bulk_begin(db *d, int64_t tid, db_games_bulk **out, sk_err *err);
int db_games_bulk_add(db_games_bulk *b, const game_entry *v, size_t n, size_t *bad, sk_err *err);
int db_games_bulk_end(db_games_bulk *b, bool keep, sk_err *err);

#endif
