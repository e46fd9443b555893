/* import.h - importing a CSV file's games into a Skat tournament as an
 * operation (no printing, no file reading: the front end reads the file and
 * shows the problems).  All or nothing.
 */
#ifndef SK_OPS_IMPORT_H
#define SK_OPS_IMPORT_H

#include <stddef.h>

#include "csvin.h"
#include "db_tournaments.h"
#include "tour.h"

/* What to do with a game of the file that is already recorded. */
typedef enum ops_existing {
    OPS_EXISTING_ERROR = 0,   /* a problem of that line */
    OPS_EXISTING_SKIP,        /* the same values: skipped; other values: a problem */
    OPS_EXISTING_REPLACE,     /* the same values: skipped; other values: replaced */
} ops_existing;

typedef struct ops_import_games_result {
    size_t imported;   /* new games stored */
    size_t skipped;    /* already recorded with the same values */
    size_t replaced;   /* replaced (the old versions kept in the history) */
} ops_import_games_result;

/* Called while storing (every 4096 games) with the number done. */
typedef void (*ops_progress_fn)(size_t done, size_t total, void *ud);

/* Import the games CSV text buf[0..len) into Skat tournament t in one
 * transaction.  The file is parsed (csvin_games_parse), every game
 * validated against its table (the table exists, game_validate) and
 * against the games recorded (mode).  Problems of the file: SK_INVALID,
 * each appended to errs as "line N: MSG" (the caller shows them), nothing
 * stored.  A game refused while storing: SK_INVALID or SK_FAIL with err
 * "line N: MSG: nothing imported", nothing stored.  *out on SK_OK.
 * progress (may be NULL) with ud reports storing. */
int ops_import_games(db *d, const ops_tour *t, const char *buf, size_t len,
                     ops_existing mode, ops_progress_fn progress, void *ud, csvin_errors *errs,
                     ops_import_games_result *out, sk_err *err);

#endif
