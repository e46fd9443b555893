/* second.h - the second entry of a table's games, compared game by game
 * (ops: no printing).
 *
 * When a tournament asks for it (`day set second_entry=yes`) every table's
 * games are entered twice: by the table (the phone, or the list keeper
 * in the TUI) and a second time, by the table's second phone or from the
 * paper list at the desk.  The second entry is checked like the first
 * (game_validate: the table's series length, seats and dealer, the rules
 * of one game) and kept apart: it never writes the games table, and a
 * game entered twice in it is refused, never overwritten.  The two are
 * compared by the import CSV row of each game, so any field that differs
 * is a difference.  Nothing is chosen silently: the organiser decides
 * each difference (`second resolve --take first|second`; taking the
 * second edits the first entry, which keeps its old version in the
 * history).  Until a series' tables agree in full it does not count
 * (check lists it; the standings say so).  Tournament scoring (isko)
 * only.
 */
#ifndef SK_OPS_SECOND_H
#define SK_OPS_SECOND_H

#include <stdbool.h>
#include <stddef.h>

#include "db.h"
#include "db_second.h"
#include "db_tournaments.h"
#include "game.h"

/* Record game e (e->game_no 0: the next free number of the second entry)
 * in the second entry; replace: an edit of a game entered there.  source
 * "phone" or "desk".  Refused (SK_INVALID, nothing stored): a tournament
 * that is not Skat tournament scoring, closed, an unknown table, a game
 * the rules refuse, a game entered already (add). */
int ops_second_put(db *d, const db_tournament *t, game_entry *e, bool replace,
                   const char *source, sk_err *err);

/* Delete game game_no of a table's second entry. */
int ops_second_delete(db *d, const db_tournament *t, int series, int table_no, int game_no,
                      sk_err *err);

typedef enum ops_second_kind {
    OPS_SECOND_DIFFERENT = 1, /* both entered, not the same game */
    OPS_SECOND_ONLY_FIRST,    /* not in the second entry (yet) */
    OPS_SECOND_ONLY_SECOND    /* not in the first entry */
} ops_second_kind;

typedef struct ops_second_diff {
    int table_no, game_no;
    ops_second_kind kind;
    char *first, *second;     /* the game in words ("seat 2: grand with 1, 61"), NULL when absent */
} ops_second_diff;

typedef struct ops_second_cmp {
    int series;
    size_t tables;            /* tables compared */
    int same;                 /* games equal in both */
    int different, only_first, only_second;
    ops_second_diff *diffs;   /* every game that is not the same, by table and game */
    size_t n;
    bool agree;               /* every table complete in both and the same */
} ops_second_cmp;

void ops_second_cmp_free(ops_second_cmp *c);

/* Compare series `series` (table_no 0: every table). */
int ops_second_compare(db *d, const db_tournament *t, int series, int table_no,
                       ops_second_cmp *out, sk_err *err);

/* Decide a difference: take_second true: the first entry becomes the
 * second's game (an edit, or an add when the first had none); false: the
 * second entry becomes the first's.  Refused when the two agree already
 * or neither has the game. */
int ops_second_resolve(db *d, const db_tournament *t, int series, int table_no, int game_no,
                       bool take_second, sk_err *err);

/* Import a second entry from the games CSV (the import format): all or
 * nothing, every bad line reported (*errs_text malloc'd, caller frees),
 * a game entered already refused.  *count: games stored. */
int ops_second_import(db *d, const db_tournament *t, const char *buf, size_t len,
                      const char *source, int *count, char **errs_text, sk_err *err);

/* The games of a table's second entry as entered (db_second rows parsed
 * back): *out malloc'd game_entry per row. */
int ops_second_games(db *d, const db_tournament *t, int series, int table_no,
                     game_entry **out, size_t *n, sk_err *err);

/* A table's sheet as its second entry has it (the games of the second
 * entry in place of the stored ones): for the second phone's page. */
struct ops_table_sheet;
int ops_second_sheet(db *d, const db_tournament *t, int series, int table_no,
                     struct ops_table_sheet *out, sk_err *err);

#endif
