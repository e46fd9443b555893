/* second.h - the second entry of a table's games, compared game by game
 * (ops: no printing).
 *
 * When a tournament asks for it (`day set second_entry=yes`) every table's
 * games are entered twice: by the table (the phone, or the list keeper
 * in the TUI) and a second time, by the table's second phone or from the
 * paper list at the desk.  The second entry is checked like the first
 * and kept apart: it never writes the games of the first, and a game
 * entered twice in it is refused, never overwritten.  Every game family
 * has it:
 *   - Skat tournament scoring (isko): game_validate (the table's series
 *     length, seats and dealer, the rules of one game);
 *   - a Skat house list (Kontra, Bock, Ramsch): the house fields too, and
 *     the second entry's own list is replayed through the house rules as
 *     the first entry's is (ops_house_replay: the games in order, Bock and
 *     Ramsch rounds, the dealer who deals again);
 *   - a Schafkopf list (Wendish or Bavarian): the game scored under the
 *     tournament's rules (sch_game_score), its throw-in double derived from
 *     the second entry's own games before it (A.5.4 point 3).
 * The two are compared by the import CSV row of each game (the format of
 * `import games` for the tournament: with the house columns under house
 * rules, the Schafkopf columns for Schafkopf), so any field that differs
 * is a difference.  Nothing is chosen silently: the organiser decides
 * each difference (`second resolve --take first|second`; taking the
 * second edits the first entry, which keeps its old version in the
 * history).  Until a series' tables agree in full it does not count
 * (check lists it; the standings, text and JSON, say so).
 *
 * t is the loaded tournament (tour.h): its rules were parsed when it was
 * loaded, and its family decides which side answers (Skat in second.c,
 * Schafkopf in secondsch.c).
 */
#ifndef SK_OPS_SECOND_H
#define SK_OPS_SECOND_H

#include <stdbool.h>
#include <stddef.h>

#include "db.h"
#include "db_second.h"
#include "db_tournaments.h"
#include "game.h"
#include "schgame.h"
#include "schset.h"
#include "tour.h"

/* Skat (tournament scoring or a house list): record game e (e->game_no 0:
 * the next free number of the second entry) in the second entry; replace:
 * an edit of a game entered there.  source "phone" or "desk".  Refused
 * (SK_INVALID, nothing stored): a Schafkopf tournament (ops_second_sch_put),
 * no second entry asked for, closed, an unknown table, a game the rules
 * refuse (house fields without house rules; under house rules a game the
 * second entry's list does not take), a game entered already (add). */
int ops_second_put(db *d, const ops_tour *t, game_entry *e, bool replace,
                   const char *source, sk_err *err);

/* Schafkopf: record game g (game_no 0: the next free number; *game_out
 * (may be NULL) the number used) of table table_no in the second entry,
 * as ops_second_put.  g is scored under the tournament's rules and
 * normalized in place (a partnerless Gerufen becomes a Solo). */
int ops_second_sch_put(db *d, const ops_tour *t, int series, int table_no, int game_no,
                       sch_game *g, bool replace, const char *source, int *game_out,
                       sk_err *err);

/* Schafkopf: set g's throw-in double (a Bavarian game under
 * doubled_after_throw_in, A.5.4 point 3) as game game_no (0: after the
 * last) of table table_no's second entry derives it from that entry's own
 * games before it and g's override (doubled_set), as ops_second_sch_put
 * stores it (the second phone's preview and confirmation).  Nothing
 * changes without the setting.  Errors: reading the second entry. */
int ops_second_sch_derive(db *d, const db_tournament *t, const sch_settings *s, int series,
                          int table_no, int game_no, sch_game *g, sk_err *err);

/* Schafkopf: a table's list as its second entry has it (its games scored
 * under s, their doubles derived from its own games): the second phone's
 * page.  *out as schops_sheet_load (caller schops_sheet_free). */
struct schops_sheet;
int ops_second_sch_sheet(db *d, const db_tournament *t, const sch_settings *s, int series,
                         int table_no, struct schops_sheet *out, sk_err *err);

/* Delete game game_no of a table's second entry (under house rules the
 * list must still replay: a game in the middle is corrected, not
 * deleted). */
int ops_second_delete(db *d, const ops_tour *t, int series, int table_no, int game_no,
                      sk_err *err);

typedef enum ops_second_kind {
    OPS_SECOND_DIFFERENT = 1, /* both entered, not the same game */
    OPS_SECOND_ONLY_FIRST,    /* not in the second entry (yet) */
    OPS_SECOND_ONLY_SECOND    /* not in the first entry */
} ops_second_kind;

typedef struct ops_second_diff {
    int table_no, game_no;
    ops_second_kind kind;
    char *first, *second;     /* the game in words ("seat 2: grand with 1, 61", "Rufspiel
                                 mit der Eichel-Sau, seat 1 + seat 3, 70 Augen: won"),
                                 NULL when absent */
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
int ops_second_compare(db *d, const ops_tour *t, int series, int table_no,
                       ops_second_cmp *out, sk_err *err);

/* Decide a difference: take_second true: the first entry becomes the
 * second's game (an edit, or an add when the first had none; Schafkopf:
 * schops_record); false: the second entry becomes the first's.  Refused
 * when the two agree already or neither has the game. */
int ops_second_resolve(db *d, const ops_tour *t, int series, int table_no, int game_no,
                       bool take_second, sk_err *err);

/* Import a second entry from the games CSV of the tournament (the 'import
 * games' format: the Skat columns, with the house columns under house
 * rules, or the Schafkopf columns): all or nothing, every bad line
 * reported (*errs_text malloc'd, caller frees), a game entered already
 * refused.  *count: games stored. */
int ops_second_import(db *d, const ops_tour *t, const char *buf, size_t len,
                      const char *source, int *count, char **errs_text, sk_err *err);

/* Skat: a table's sheet as its second entry has it (the games of the
 * second entry in place of the stored ones): for the second phone's page. */
struct ops_table_sheet;
int ops_second_sheet(db *d, const ops_tour *t, int series, int table_no,
                     struct ops_table_sheet *out, sk_err *err);

/* A Skat house list: the table's list as its second entry has it (the
 * second phone's page under house rules).  *out as ops_house_table_load. */
struct ops_house_table;
int ops_second_house_table(db *d, const ops_tour *t, int series, int table_no,
                           struct ops_house_table *out, sk_err *err);

/* `check`'s lines for the second entry of series `series` (0: every
 * drawn series): every game that differs between the two or is in one
 * only ("series 1, table 2: game 5 differs in the second entry: first
 * ...; second ...\n"), appended to out, ++*count per line.  Nothing when
 * the day asks for no second entry. */
int ops_second_check(db *d, const ops_tour *t, int series, sk_buf *out, int *count,
                     sk_err *err);

/* ---- whether the series count (the standings, text, JSON and web) ---- */

typedef struct ops_second_pending {
    int series;
    int different, only_first, only_second;   /* as ops_second_cmp */
} ops_second_pending;

typedef struct ops_second_state {
    bool required;            /* the day asks for a second entry */
    ops_second_pending *v;    /* the drawn series (of the scope) whose two entries do not
                                 agree yet, by number: they do not count yet */
    size_t n;
} ops_second_state;

/* The state of series `series` (0: every drawn series) of t.  Without a
 * second entry asked for: required false, nothing pending. */
int ops_second_state_load(db *d, const ops_tour *t, int series, ops_second_state *out,
                          sk_err *err);
void ops_second_state_free(ops_second_state *s);

/* ,"second_entry":null (none asked for) or ,"second_entry":{"agreed":bool,
 * "pending":[{"series":N,"different":N,"only_first":N,"only_second":N}]}:
 * the member every standings JSON carries (ISkO, house rules, Schafkopf;
 * `standings --format json` and /api/standings alike). */
void ops_second_state_json(const ops_second_state *s, sk_buf *b);

#endif
