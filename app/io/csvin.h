/* csvin.h - the CSV input formats (pure: parses a buffer the caller read;
 * no I/O, no SQL, no printing).
 *
 * Three formats, each with a header line naming its columns (any order,
 * case-insensitive; missing, unknown and duplicate columns are refused):
 *   games:   series,table,game,declarer,contract,matadors,hand,ouvert,
 *            announce,bid,points,schneider,schwarz,result
 *   players: name,number,club
 *   seats:   series,table,seat,player
 *
 * Accepted: a UTF-8 BOM, LF or CRLF line ends, quoted fields (RFC 4180:
 * "a, ""b""" with embedded commas, quotes and line breaks), blank lines.
 * Refused, each reported with its line number: malformed quotes, a wrong
 * number of fields, fields longer than CSVIN_MAX_FIELD bytes, NUL bytes,
 * invalid UTF-8, numbers with signs ('+18'), spaces (' 18') or other junk.
 *
 * Every problem is collected (not only the first) into a csvin_errors list:
 * one entry per bad field or rule, with the physical line where its record
 * starts and a message that names the field and the rule, e.g.
 *   line 3: bid ' 18' is not a whole number
 * Rows with problems are left out of the result arrays; good rows are kept
 * so the caller can go on validating them (and report those errors too).
 */
#ifndef SK_CSVIN_H
#define SK_CSVIN_H

#include <stddef.h>

#include "game.h"
#include "util.h"

#define CSVIN_MAX_FIELD 200      /* bytes per field */

#define CSVIN_GAMES_HEADER \
    "series,table,game,declarer,contract,matadors,hand,ouvert,announce,bid,points," \
    "schneider,schwarz,result"
/* The house-rule columns after them (all or none; a Ramsch: contract
 * ramsch, declarer empty, Augen per seat "45/40/35", the dealer's "-"). */
#define CSVIN_GAMES_HOUSE_COLS \
    "kontra,kontra_by,ramsch,skat,last_trick,jungfrau,durchmarsch,schieben"
#define CSVIN_PLAYERS_HEADER "name,number,club"
#define CSVIN_SEATS_HEADER "series,table,seat,player"

/* One problem: line (1-based; 0 = the file as a whole) and message (without
 * the "line N: " prefix; malloc'd, owned by the list). */
typedef struct csvin_error {
    long line;
    char *msg;
} csvin_error;

/* Zero-initialise (csvin_errors e = {0};); free with csvin_errors_free. */
typedef struct csvin_errors {
    csvin_error *v;
    size_t n, cap;
} csvin_errors;

/* Append an error (printf-style message). */
void csvin_errors_add(csvin_errors *e, long line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Sort by line number (stable: errors of one line keep their order). */
void csvin_errors_sort(csvin_errors *e);
/* Append every error as "line N: MSG\n" (or "MSG\n" for line 0) to b. */
void csvin_errors_format(const csvin_errors *e, sk_buf *b);
void csvin_errors_free(csvin_errors *e);

/* ---- games ---- */

/* Parsed games: v[i] came from the record starting at line[i].  Passed
 * games have passed = true, declarer 0 and g as rules_game_init left it.
 * Zero-initialise; free with csvin_games_free. */
typedef struct csvin_games {
    game_entry *v;
    long *line;
    size_t n, cap;
} csvin_games;

/* Parse games CSV text buf[0..len) (need not be NUL-terminated) into *out
 * (appending) and every problem into *errs (appending).  Checks the syntax
 * and the per-field rules of the format (numbers, 0/1 flags, contract,
 * announce, result, passed rows having nothing but series/table/game); the
 * game rules themselves are checked by csvin_games_validate.
 * Returns SK_OK when no problem was found, else SK_INVALID. */
int csvin_games_parse(const char *buf, size_t len, csvin_games *out, csvin_errors *errs);

/* The same, calling fn(ud, out, i) after each game is appended as
 * out->v[i] (fn may be NULL; out->v may move at the next append, so fn
 * copies what it hands on). */
typedef void (*csvin_game_fn)(void *ud, csvin_games *out, size_t i);
int csvin_games_parse_each(const char *buf, size_t len, csvin_games *out, csvin_errors *errs,
                           csvin_game_fn fn, void *ud);

/* Look up the rules of a table for csvin_games_validate: fill *t (table
 * size, games per series, first dealer) and return SK_OK, or return an
 * error status with err naming the problem ("series 1 has no table 9"). */
typedef int (*csvin_table_fn)(void *ud, int series, int table_no, game_table_rules *t,
                              sk_err *err);

/* Validate every parsed game: the table lookup (cached for runs of rows of
 * one table), game_validate (game number, declarer seat and dealer, the
 * single-game rules) and one entry per game number within the file
 * ("game 5 of series 1 table 2 is already on line 4").  When outs is not
 * NULL it has gs->n entries and gets each valid game's outcome.  Problems
 * are appended to errs as "line N: MSG".  Returns SK_OK when all are valid,
 * else SK_INVALID (or the lookup's status when that is SK_FAIL, e.g. a
 * database error, after which it stops). */
int csvin_games_validate(const csvin_games *gs, csvin_table_fn fn, void *ud,
                         rules_outcome *outs, csvin_errors *errs);

/* csvin_games_validate one game at a time, as the games come (the
 * reader thread of ops_import_games): init, then check_one for each
 * game i of gs in order (SK_OK, SK_INVALID with the problem appended to
 * errs, or SK_FAIL from the look-up, after which stop), then dups once
 * over all of gs (the one-entry-per-game-number check). */
typedef struct csvin_games_check {
    csvin_table_fn fn;
    void *ud;
    int have, last_series, last_table, last_rc;
    game_table_rules t;
    sk_err lerr;
    bool house_dealt;  /* set after init for house rules where the same dealer
                          can deal again: the 4-table dealer is left to the
                          house replay (game_validate_house_dealt) */
} csvin_games_check;
void csvin_games_check_init(csvin_games_check *c, csvin_table_fn fn, void *ud);
int csvin_games_check_one(csvin_games_check *c, const csvin_games *gs, size_t i,
                          rules_outcome *out, csvin_errors *errs);
int csvin_games_dups(const csvin_games *gs, csvin_errors *errs);

void csvin_games_free(csvin_games *g);

/* A game's place with its index i (a row of the file): sorted by series,
 * table and game, then i, by csvin_game_key_cmp (a qsort comparator; no
 * global, so the reader thread of an import can sort). */
typedef struct csvin_game_key {
    int series, table_no, game_no;
    size_t i;
} csvin_game_key;
int csvin_game_key_cmp(const void *a, const void *b);

/* ---- players ---- */

typedef struct csvin_player {
    long line;
    char *name;     /* non-empty UTF-8, no control characters, no outer spaces */
    int number;     /* start number 1..999999, 0 when empty */
    char *club;     /* UTF-8, "" when empty */
} csvin_player;

typedef struct csvin_players {
    csvin_player *v;
    size_t n, cap;
} csvin_players;

/* Parse players CSV (name,number,club).  Also refuses a name or start
 * number that appears twice in the file.  Returns SK_OK or SK_INVALID as
 * csvin_games_parse. */
int csvin_players_parse(const char *buf, size_t len, csvin_players *out, csvin_errors *errs);
void csvin_players_free(csvin_players *p);

/* ---- seats ---- */

typedef struct csvin_seat {
    long line;
    int series;     /* 1.. */
    int table_no;   /* 1.. */
    int seat;       /* 1..4 */
    char *player;   /* as written: a name or a start number */
    int number;     /* the start number when player is all digits, else 0 */
} csvin_seat;

typedef struct csvin_seats {
    csvin_seat *v;
    size_t n, cap;
} csvin_seats;

/* Parse seats CSV (series,table,seat,player).  Also checks the file as a
 * whole: a seat given twice, a player seated twice in one series, and each
 * table's seats being 1..3 or 1..4 (a table's size is its number of seats).
 * Resolving names/numbers to players is the caller's job.  Returns SK_OK
 * or SK_INVALID as csvin_games_parse. */
int csvin_seats_parse(const char *buf, size_t len, csvin_seats *out, csvin_errors *errs);
void csvin_seats_free(csvin_seats *s);

/* ---- any table with a fixed set of columns ---- */

/* Parse CSV text with the header cols[0..ncols) (any order, case-
 * insensitive; missing, unknown and duplicate columns refused) with the
 * reader's generic checks; fn gets each good record's fields in cols order
 * (NUL-terminated, valid only during the call) and may add errors.  Used
 * by the Schafkopf games format (csvsch.h).  SK_OK when no problem was
 * found, else SK_INVALID. */
typedef void (*csvin_row_fn)(void *ud, long line, char **fields, csvin_errors *errs);
int csvin_table_parse(const char *buf, size_t len, const char *const *cols, int ncols,
                      csvin_row_fn fn, void *ud, csvin_errors *errs);

#endif
