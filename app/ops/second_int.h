/* second_int.h - what second.c (the comparison, Skat) and secondsch.c
 * (Schafkopf) share (the shared functions in secshared.c, so neither calls
 * back into the other): a game of one entry as compared, and the Schafkopf
 * side of the second entry.  Not for other modules (second.h is the API). */
#ifndef SK_OPS_SECOND_INT_H
#define SK_OPS_SECOND_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "csvin.h"
#include "db.h"
#include "db_tournaments.h"
#include "schset.h"
#include "tour.h"

/* One game of one entry as the two are compared: its number, its import
 * CSV row without series,table,game (the tournament's format) and the game
 * in words.  row and words malloc'd. */
typedef struct sec_game {
    int game_no;
    char *row;
    char *words;
} sec_game;

void sec_games_free(sec_game *v, size_t n);

/* The import row line of one game without its first three fields
 * (series,table,game) and the line end (malloc'd). */
char *sec_row_tail(const char *line);

/* The source column's value: "phone" or "desk". */
const char *sec_source(const char *source);

/* The lowest game number of table table_no's second entry not taken yet. */
int sec_next_game(db *d, const db_tournament *t, int series, int table_no, int *game,
                  sk_err *err);

/* An edit of the second entry: game game_no must be in it (SK_INVALID
 * naming it, or a missing number). */
int sec_entered(db *d, const db_tournament *t, int series, int table_no, int game_no,
                sk_err *err);

/* Does t's day ask for a second entry?  SK_INVALID "second entry: 'X'
 * asks for none (...)" when not. */
int sec_asked(db *d, const db_tournament *t, sk_err *err);

/* Schafkopf: ops_second_sch_put once t is known to be open and to play
 * Schafkopf (the day asked for a second entry, an edit's game in it, the
 * rules read, then the game checked and stored). */
int secsch_put(db *d, const ops_tour *t, int series, int table_no, int game_no, sch_game *g,
               bool replace, const char *source, int *game_out, sk_err *err);

/* Schafkopf: both entries of table table_no of series `series` as compared
 * (first: the stored list, second: the second entry's games scored under
 * the rules, their throw-in doubles derived from its own games), by game
 * number.  Caller frees with sec_games_free. */
int secsch_sides(db *d, const ops_tour *t, int series, int table_no, sec_game **f,
                 size_t *nf, sec_game **s, size_t *ns, sk_err *err);

/* Schafkopf: decide game game_no (the caller has checked that it differs):
 * take_second: the second's game recorded in the first entry (an edit when
 * first_has); else the first's game stored in the second (replacing when
 * second_has). */
int secsch_take(db *d, const ops_tour *t, int series, int table_no, int game_no,
                bool take_second, bool first_has, bool second_has, sk_err *err);

/* Schafkopf: the Schafkopf games CSV buf[0..len) into the second entry,
 * inside the caller's transaction; every refused row added to errs with
 * its line; *count the games stored.  SK_FAIL for database trouble. */
int secsch_import(db *d, const ops_tour *t, const char *buf, size_t len,
                  const char *source, int *count, csvin_errors *errs, sk_err *err);

#endif
